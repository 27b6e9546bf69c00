import SketchpadLayout
import SketchpadWidgets

/// One rendering of a template: a device (or the template's canvas), an appearance, a direction
/// and a text size. ``name`` lists only the dimensions the template varies, so outputs are
/// `login--iphone-se-dark.png`, `login--iphone-se-light.png`, …
public struct TemplateVariant: Hashable, Sendable {
    /// A device preset name, or nil for the template's own canvas or device.
    public var device: String?
    public var appearance: TemplateAppearance
    public var direction: LayoutDirection
    public var textSize: TextSize
    /// A pseudo-locale its texts are shown in (nil: as written).
    public var locale: PseudoLocale?
    /// `""` for a template without variants.
    public var name: String

    public init(device: String?, appearance: TemplateAppearance, direction: LayoutDirection,
                textSize: TextSize = .default, locale: PseudoLocale? = nil, name: String = "") {
        self.device = device
        self.appearance = appearance
        self.direction = direction
        self.textSize = textSize
        self.locale = locale
        self.name = name
    }

    /// The dimensions a list of variants can vary.
    public struct Dimensions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let devices = Dimensions(rawValue: 1)
        public static let appearances = Dimensions(rawValue: 2)
        public static let directions = Dimensions(rawValue: 4)
        public static let textSizes = Dimensions(rawValue: 8)
        public static let locales = Dimensions(rawValue: 16)
    }

    /// The name of a variant, listing only the dimensions that vary: `iphone-se-dark-xlarge`.
    package static func name(device: String?, appearance: String, direction: LayoutDirection, textSize: TextSize,
                            locale: PseudoLocale? = nil, varying: Dimensions) -> String {
        var parts: [String] = []
        if varying.contains(.devices), let device { parts.append(slug(device)) }
        if varying.contains(.appearances) { parts.append(appearance) }
        if varying.contains(.directions) { parts.append(direction == .leftToRight ? "ltr" : "rtl") }
        if varying.contains(.textSizes) { parts.append(slug(textSize.name)) }
        if varying.contains(.locales) { parts.append(locale.map { slug($0.rawValue) } ?? "base") }
        return parts.joined(separator: "-")
    }

    /// Lower-case letters and digits joined by dashes: `iPhone 15 Pro Max` → `iphone-15-pro-max`.
    package static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for c in text {
            if c.isLetter || c.isNumber {
                if pendingDash && !out.isEmpty { out.append("-") }
                pendingDash = false
                out += c.lowercased()
            } else if c == "." && !out.isEmpty && out.last!.isNumber {
                out.append("_")
            } else {
                pendingDash = true
            }
        }
        return out
    }
}
