/// A specification for the appearance of an index view (a paged tab view's page dots).
public protocol IndexViewStyle {}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When a capsule is drawn behind the page index: a still draws it only for ``always``
    /// (the other modes show it while the index is touched).
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// The background appears only while the index is interacted with.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// The background appears only while the index is interacted with.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// The background always appears.
        public static let always = BackgroundDisplayMode(name: "always")
        /// The background never appears.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    /// When the capsule behind the dots is drawn.
    package let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// An index view style that places a page index view over its content.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// An index view style that places a page index view over its content.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style for the index view within the current environment.
    ///
    /// ```swift
    /// TabView { pages }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
    /// ```
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic)
    }
}

extension EnvironmentValues {
    private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic }
    /// When a paged tab view draws a capsule behind its page dots (`indexViewStyle(.page(backgroundDisplayMode:))`).
    package var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}
