import SketchpadLayout

extension UIImage {
    /// The traits an image is drawn for: UIKit's `UIImage.Configuration` (`UIImageConfiguration`).
    /// Symbol images carry a ``UIImage/SymbolConfiguration``, its subclass; configurations are
    /// immutable, and ``applying(_:)`` makes a new one whose specified values win.
    ///
    /// ```swift
    /// let dark = UIImage.Configuration(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
    /// let combined = UIImage.SymbolConfiguration(pointSize: 24).applying(dark)
    /// ```
    open class Configuration: NSObject, @unchecked Sendable {
        // @unchecked: the stored values are only written while a new configuration is made.
        /// The traits the image is drawn for (nil: the environment's).
        public internal(set) var traitCollection: UITraitCollection?

        /// An unspecified configuration.
        public required override init() { super.init() }

        /// A configuration for the traits of `traitCollection`.
        public convenience init(traitCollection: UITraitCollection?) {
            self.init()
            self.traitCollection = traitCollection
        }

        /// This configuration with `traitCollection` as its traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = Self()
            copy.take(self, replacing: false)
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with the values `otherConfiguration` specifies in place of its own.
        open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            let copy = Self()
            copy.take(self, replacing: false)
            if let otherConfiguration { copy.take(otherConfiguration, replacing: true) }
            return copy
        }

        /// Copies `other`'s values into this new configuration: all of them, or (`replacing`) only
        /// those `other` specifies. Subclasses add their own values.
        func take(_ other: Configuration, replacing: Bool) {
            if !replacing || other.traitCollection != nil { traitCollection = other.traitCollection }
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return other.traitCollection == traitCollection
        }
    }

    /// How large a symbol is drawn next to text of the same point size (UIKit's
    /// `UIImage.SymbolScale`): small, medium (what `.default` and `.unspecified` resolve to for an
    /// image of its own) or large.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// The symbol's size relative to medium. Apple gives small as about 20% smaller and
        /// large as about 30% larger than medium (WWDC19 “Introducing SF Symbols”, session 206),
        /// keeping the point size; Sketchpad uses those factors.
        var sizeFactor: Double {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// The stroke weight of a symbol, matching the system font's weights (UIKit's
    /// `UIImage.SymbolWeight`). Stored: the icon set has one weight, and symbols are drawn in it.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight = 1, thin, light, regular, medium, semibold, bold, heavy, black

        /// The system font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }

        /// The symbol weight closest to `weight`.
        init(_ weight: UIFont.Weight) {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = all.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) } ?? .regular
        }
    }
}

extension UIImage {
    /// The symbol values of a symbol image (an unspecified configuration until given; nil for
    /// other images).
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        configuration as? UIImage.SymbolConfiguration
    }

    /// The image with `configuration` applied over its own: a symbol is made again at the
    /// configured size (see ``UIImage/SymbolConfiguration``); another image keeps its pixels and
    /// takes the configuration's traits.
    ///
    /// ```swift
    /// let big = UIImage(systemName: "star")?.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40))
    /// ```
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let own = symbolConfiguration else {
            return copy(configuration: .some((self.configuration ?? UIImage.Configuration()).applying(configuration)))
        }
        let symbolImage = UIImage(symbol: symbol, named: name, diagnostic: symbolDiagnostic, configuration: own.applying(configuration))
        return symbolImage.copy(renderingMode: renderingMode, fixedTintColor: .some(fixedTintColor), presentation: presentation)
    }

    /// The symbol with `configuration` applied over its own, or nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        symbolConfiguration == nil ? nil : withConfiguration(configuration)
    }
}

extension UIImage {
    /// The image as a view whose preferred symbol configuration is `preferred` shows it: a
    /// symbol's own configuration wins over the view's, which wins over the environment
    /// (`traits`: the view's, for text styles).
    func displayed(withPreferred preferred: UIImage.SymbolConfiguration?, traits: UITraitCollection) -> UIImage {
        guard let own = symbolConfiguration, let preferred else { return self }
        let base = preferred.traitCollection == nil ? preferred.withTraitCollection(traits) : preferred
        let symbolImage = UIImage(symbol: symbol, named: name, diagnostic: symbolDiagnostic, configuration: base.applying(own))
        return symbolImage.copy(renderingMode: renderingMode, fixedTintColor: .some(fixedTintColor), presentation: presentation)
    }
}
