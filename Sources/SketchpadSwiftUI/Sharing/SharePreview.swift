/// What the share sheet shows of an item: a title, an image and an icon. A still never opens
/// the share sheet, so a ``ShareLink`` keeps its previews without drawing them.
///
/// ```swift
/// ShareLink(item: photo, preview: SharePreview(photo.caption, image: photo.image))
/// ```
public struct SharePreview<Image, Icon> where Image: Transferable, Icon: Transferable {
    /// The preview's title.
    public let title: Text
    /// The preview's image, if any.
    public let image: Image?
    /// The preview's icon, if any.
    public let icon: Icon?

    private init(title: Text, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }

    /// Creates a preview with a title key, an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: Text(titleKey), image: image, icon: icon)
    }

    /// Creates a preview with a title, an image and an icon.
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image, icon: Icon) where S: StringProtocol {
        self.init(title: Text(title), image: image, icon: icon)
    }

    /// Creates a preview with a title text, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) {
        self.init(title: title, image: image, icon: icon)
    }
}

extension SharePreview where Image == Never {
    /// Creates a preview with a title key and an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: Text(titleKey), image: nil, icon: icon) }
    /// Creates a preview with a title and an icon.
    @_disfavoredOverload
    public init<S>(_ title: S, icon: Icon) where S: StringProtocol { self.init(title: Text(title), image: nil, icon: icon) }
    /// Creates a preview with a title text and an icon.
    public init(_ title: Text, icon: Icon) { self.init(title: title, image: nil, icon: icon) }
}

extension SharePreview where Icon == Never {
    /// Creates a preview with a title key and an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: Text(titleKey), image: image, icon: nil) }
    /// Creates a preview with a title and an image.
    @_disfavoredOverload
    public init<S>(_ title: S, image: Image) where S: StringProtocol { self.init(title: Text(title), image: image, icon: nil) }
    /// Creates a preview with a title text and an image.
    public init(_ title: Text, image: Image) { self.init(title: title, image: image, icon: nil) }
}

extension SharePreview where Image == Never, Icon == Never {
    /// Creates a preview with a title key.
    public init(_ titleKey: LocalizedStringKey) { self.init(title: Text(titleKey), image: nil, icon: nil) }
    /// Creates a preview with a title.
    @_disfavoredOverload
    public init<S>(_ title: S) where S: StringProtocol { self.init(title: Text(title), image: nil, icon: nil) }
    /// Creates a preview with a title text.
    public init(_ title: Text) { self.init(title: title, image: nil, icon: nil) }
}
