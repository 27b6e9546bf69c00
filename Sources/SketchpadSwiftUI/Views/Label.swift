/// A standard label for user interface items, consisting of an icon with a title. Drawn in
/// iOS's default style: the icon, then the title, in a row centred vertically.
///
/// ```swift
/// Label("Favourites", systemImage: "star.fill")
/// Label { Text("Custom") } icon: { Circle().fill(.red).frame(width: 10, height: 10) }
/// ```
public struct Label<Title: View, Icon: View>: View {
    package let title: Title
    package let icon: Icon

    /// Creates a label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        HStack { icon; title }
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a system icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(title: { Text(titleKey, fileID: fileID, line: line) }, icon: { Image(systemName: name, fileID: fileID, line: line) })
    }

    /// Creates a label with a system icon image and a title generated from a string (disfavoured,
    /// as SwiftUI's: a literal is a `LocalizedStringKey`, so its Markdown applies).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(title: { Text(title, fileID: fileID, line: line) }, icon: { Image(systemName: name, fileID: fileID, line: line) })
    }

    /// Creates a label with an icon image and a title generated from a localized string.
    public init(_ titleKey: LocalizedStringKey, image name: String, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(title: { Text(titleKey, fileID: fileID, line: line) }, icon: { Image(name, fileID: fileID, line: line) })
    }

    /// Creates a label with an icon image and a title generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(title: { Text(title, fileID: fileID, line: line) }, icon: { Image(name, fileID: fileID, line: line) })
    }
}
