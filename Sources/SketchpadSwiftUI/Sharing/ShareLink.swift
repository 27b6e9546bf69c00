/// A control that presents the share sheet: on iOS a button whose default label is "Share" with
/// the `square.and.arrow.up` symbol (the symbol alone in a toolbar), drawn as ``Button`` draws
/// (its style, tint and role rules). A still never opens the sheet; the items, subject, message
/// and previews are kept.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com")!)
/// ShareLink("Share Photo", item: photo, preview: SharePreview("Sunset", image: photo))
/// ShareLink(item: report, subject: Text("Report"), message: Text("This month")) {
///     Label("Send", systemImage: "paperplane")
/// }
/// ```
public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View, Data.Element: Transferable {
    /// The items to share.
    package let items: Data
    package let subject: Text?
    package let message: Text?
    package let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    package let label: Label

    private init(storing items: Data, subject: Text?, message: Text?,
                 preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// Creates a share link for items with a preview of each and a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: label())
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink {
    /// Creates a share link for one item with a preview and a custom label.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
                   @ViewBuilder label: () -> Label) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Creates a share link for urls (previewed by the system) with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Creates a share link for strings (previewed by the system) with a custom label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Creates a share link for one url (previewed by the system) with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }

    /// Creates a share link for one string (previewed by the system) with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates a share link for items with a preview of each and the standard label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel())
    }

    /// Creates a share link for one item with a preview and the standard label.
    public init<I>(item: I, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel())
    }

    /// Creates a share link for items with a preview of each and the standard label titled by a key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Creates a share link for one item with a preview and the standard label titled by a key.
    public init<I>(_ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Creates a share link for items with a preview of each and the standard label with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) where S: StringProtocol {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Creates a share link for one item with a preview and the standard label with a title.
    @_disfavoredOverload
    public init<S, I>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, S: StringProtocol, I: Transferable {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Creates a share link for items with a preview of each and the standard label with a title text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
                preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(storing: items, subject: subject, message: message, preview: preview, label: DefaultShareLinkLabel(title))
    }

    /// Creates a share link for one item with a preview and the standard label with a title text.
    public init<I>(_ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
                preview: SharePreview<PreviewImage, PreviewIcon>) where Data == CollectionOfOne<I>, I: Transferable {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// Creates a share link for urls with the standard label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    /// Creates a share link for urls with the standard label titled by a key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Creates a share link for urls with the standard label with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where S: StringProtocol {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Creates a share link for urls with the standard label with a title text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// Creates a share link for strings with the standard label.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    /// Creates a share link for strings with the standard label titled by a key.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Creates a share link for strings with the standard label with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) where S: StringProtocol {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Creates a share link for strings with the standard label with a title text.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(storing: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates a share link for one url with the standard label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    /// Creates a share link for one string with the standard label.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel())
    }

    /// Creates a share link for one url with the standard label titled by a key.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Creates a share link for one string with the standard label titled by a key.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(titleKey)))
    }

    /// Creates a share link for one url with the standard label with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL>, S: StringProtocol {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Creates a share link for one string with the standard label with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String>, S: StringProtocol {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(Text(title)))
    }

    /// Creates a share link for one url with the standard label with a title text.
    public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title))
    }

    /// Creates a share link for one string with the standard label with a title text.
    public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(storing: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title))
    }
}
