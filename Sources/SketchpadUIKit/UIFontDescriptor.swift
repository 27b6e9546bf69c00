import Foundation

// Immutable: `attributes` is a `let`; open only to mirror UIKit.
/// What a font is, as attributes: UIKit's `UIFontDescriptor`. A `UIFont` made from one takes its
/// family (or name), size, bold and italic traits, weight, text style, design and small-caps
/// feature settings; the other attributes are kept, not used.
///
/// ```swift
/// let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
/// let bold = UIFont(descriptor: body.withSymbolicTraits(.traitBold)!, size: 0)   // 17 pt, bold
/// let rounded = UIFont(descriptor: body.withDesign(.serif)!, size: 20)
/// ```
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked: immutable; UIKit's descriptor is Sendable. Values are Foundation/UIKit values.

    /// The font's traits as bits (UIKit's `UIFontDescriptorSymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    public typealias Class = Int

    /// A descriptor's attribute (UIKit's `UIFontDescriptorAttributeName`).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the ``AttributeName/traits`` dictionary (UIKit's `UIFontDescriptorTraitKey`).
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// A key of a ``AttributeName/featureSettings`` entry (UIKit's `UIFontDescriptorFeatureKey`):
    /// a feature type and one of its selectors. The small-caps settings are drawn (see
    /// `kLowerCaseType`); others are kept, not used.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature type (iOS 15; the same key as ``featureIdentifier``).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (iOS 15; the same key as ``typeIdentifier``).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature type (deprecated in iOS 15 for ``type``; UIKit's naming).
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature selector (deprecated in iOS 15 for ``selector``; UIKit's naming).
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    /// A design of the system font (UIKit's `UIFontDescriptorSystemDesign`): serif draws in the
    /// pinned serif, monospaced in the pinned monospaced font, rounded in the system font.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        /// The pinned family the design draws in.
        var family: String {
            switch self {
            case .serif: return "DejaVu Serif"
            case .monospaced: return "DejaVu Sans Mono"
            default: return UIFont.systemFamily
            }
        }
    }

    // The attributes; values are Foundation and UIKit values (strings, numbers, dictionaries).
    nonisolated(unsafe) let attributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    /// The descriptor of a text style's font at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of a text style's font at the content size category of `traitCollection`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    open var fontAttributes: [AttributeName: Any] { attributes }
    open func object(forKey anAttribute: AttributeName) -> Any? { attributes[anAttribute] }
    open var postscriptName: String { attributes[.name] as? String ?? (attributes[.family] as? String ?? "") }
    open var pointSize: CGFloat { number(attributes[.size]) ?? 0 }
    open var matrix: CGAffineTransform { attributes[.matrix] as? CGAffineTransform ?? .identity }
    open var symbolicTraits: SymbolicTraits {
        (traits[.symbolic] as? UInt32).map(SymbolicTraits.init(rawValue:)) ?? []
    }

    /// This descriptor; descriptors are not matched against installed fonts here.
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] { [self] }

    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { _, new in new })
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }

    /// The descriptor in another family (its PostScript name dropped, as a family change means).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var changed = attributes
        changed[.name] = nil
        changed[.family] = newFamily
        return UIFontDescriptor(fontAttributes: changed)
    }

    /// The descriptor with exactly these traits (bold and italic are drawn).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits.rawValue
        if !symbolicTraits.contains(.traitBold), let weight = number(traits[.weight]), weight >= UIFont.Weight.bold.rawValue {
            traits[.weight] = nil
        }
        return addingAttributes([.traits: traits])
    }

    /// The descriptor in a design of the system font; nil for a descriptor of another font, as
    /// only the system font has designs.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        let family = attributes[.family] as? String ?? (attributes[.name] as? String).flatMap { UIFont(name: $0, size: 12)?.familyName }
        let designs = [SystemDesign.default, .rounded, .serif, .monospaced].map(\.family)
        if let family, !designs.contains(family) { return nil }
        return withFamily(design.family)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Equal when family, PostScript name, size, traits, text style and small capitals are (the
    /// attributes fonts are made from).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return attributes[.family] as? String == other.attributes[.family] as? String
            && attributes[.name] as? String == other.attributes[.name] as? String
            && pointSize == other.pointSize && symbolicTraits == other.symbolicTraits
            && number(traits[.weight]) == number(other.traits[.weight])
            && attributes[.textStyle] as? String == other.attributes[.textStyle] as? String
            && smallCaps == other.smallCaps
    }

    open override var hash: Int { postscriptName.hashValue ^ pointSize.hashValue }

    var traits: [TraitKey: Any] { attributes[.traits] as? [TraitKey: Any] ?? [:] }

    func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
