/// The built-in environment values a still render uses.
extension EnvironmentValues {
    private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
    private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
    private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
    private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
    private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
    private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
    private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
    private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
    private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
    private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
    private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.render }
    private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
    private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
    private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
    private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
    private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
    private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
    private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
    private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
    private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

    /// The layout direction associated with the current environment.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The color scheme of this environment (the render's appearance).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The default font of this environment (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The current Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The display scale of this environment (the render's scale).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// An indication of how to align lines of text when they wrap.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text to fit.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The minimum permissible proportion to shrink the font size to fit the text.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment allows user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The current locale (en_US: renders do not depend on the machine).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The current time zone (UTC: renders do not depend on the machine).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The current calendar (Gregorian).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The horizontal size class of this environment (regular on devices wider than 600 points).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The reasons to redact content (`redacted(reason:)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// The style `foregroundStyle(_:)` set (nil: the primary label colour).
    package var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The tint `tint(_:)` set (nil: the accent colour).
    package var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The weight `fontWeight(_:)`/`bold()` set, applied over the font.
    package var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    package var italic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light
    case dark
}

/// A set of values that indicate the visual size available to the view.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading
    case center
    case trailing
}

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The index of the size among iOS's content size categories (large, the default, is 3).
    package var categoryIndex: Int { Self.allCases.firstIndex(of: self)! }
}

extension Locale {
    /// The locale a render writes values in (US English): the environment's default `locale`,
    /// and the one format styles are given (`Text(_:format:)`, a string key's `\(value, format:)`,
    /// `TextField(_:value:format:)`), so that a picture does not change with the machine's locale.
    package static let render = Locale(identifier: "en_US")
}

extension FormatStyle {
    /// `input` written by this style in the render's locale.
    package func formatForRender(_ input: FormatInput) -> FormatOutput { locale(.render).format(input) }
}
