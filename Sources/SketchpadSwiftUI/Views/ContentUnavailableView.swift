/// An interface, consisting of a label and additional content, that you display when the
/// content of your app is unavailable to users (iOS 17). Drawn centred in all the space
/// offered: the label's icon large over its title, the description under it in the secondary
/// colour, then the actions.
///
/// ```swift
/// ContentUnavailableView {
///     Label("No Mail", systemImage: "tray.fill")
/// } description: {
///     Text("New mails you receive will appear here.")
/// }
/// ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Tap ☆ to add one."))
/// ContentUnavailableView.search(text: "Kyoto")
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    package let label: Label
    package let description: Description
    package let actions: Actions

    /// Creates an interface, consisting of a label and additional content, that you display
    /// when the content of your app is unavailable to users.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public typealias Body = Never
}

extension ContentUnavailableView where Label == SketchpadSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// Creates an interface, consisting of a title generated from a localized string, an image
    /// and additional content, that you display when the content of your app is unavailable to users.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(label: { SketchpadSwiftUI.Label(title, image: name, fileID: fileID, line: line) }, description: { description })
    }

    /// Creates an interface, consisting of a title generated from a localized string, a system
    /// icon image and additional content, that you display when the content of your app is unavailable to users.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(label: { SketchpadSwiftUI.Label(title, systemImage: name, fileID: fileID, line: line) }, description: { description })
    }

    /// Creates an interface, consisting of a title generated from a string, an image and
    /// additional content, that you display when the content of your app is unavailable to users.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(label: { SketchpadSwiftUI.Label(title, image: name, fileID: fileID, line: line) }, description: { description })
    }

    /// Creates an interface, consisting of a title generated from a string, a system icon image
    /// and additional content, that you display when the content of your app is unavailable to users.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(label: { SketchpadSwiftUI.Label(title, systemImage: name, fileID: fileID, line: line) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// Creates a `ContentUnavailableView` instance that conveys a search state ("No Results").
    /// A still has no search field to read the query from, so the title names none; use
    /// ``search(text:)`` to show one.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                     SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// Creates a `ContentUnavailableView` instance that conveys a search state
    /// ("No Results for “text”").
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) }, description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

extension ContentUnavailableView: PrimitiveView {
    /// The layout approximates iOS 17's, whose metrics are not published: the icon at 48 points
    /// in the secondary colour (about its height in the system's screenshots), the title in
    /// `.title2` bold, the description in `.subheadline`, both centred and
    /// the description secondary. The whole is centred in the space offered, with padding.
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let body = VStack(spacing: 8) {
            label.labelStyle(_ContentUnavailableLabelStyle())
            description.font(.subheadline).foregroundStyle(.secondary)
            actions.padding(.top, 8)
        }
        .multilineTextAlignment(.center)
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        try context.resolve(body, into: &nodes)
    }
}

/// The label of a content-unavailable view: a large secondary icon over a bold title.
struct _ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
    }
}
