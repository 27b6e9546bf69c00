/// The label a ``ShareLink`` shows when you give it none: "Share" (or your title) with the
/// `square.and.arrow.up` symbol, as on iOS.
///
/// ```swift
/// ShareLink("Send Invite", item: URL(string: "https://example.com/invite")!)
/// ```
public struct DefaultShareLinkLabel: View {
    let title: Text

    init(_ title: Text = Text("Share")) {
        self.title = title
    }

    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}
