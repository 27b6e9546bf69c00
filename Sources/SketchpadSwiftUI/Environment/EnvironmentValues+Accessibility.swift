/// The accessibility settings views read from the environment. A still is rendered as a device
/// with the settings off, as Apple's defaults are, so each is `false`.
///
/// ```swift
/// @Environment(\.accessibilityReduceMotion) var reduceMotion
/// Circle().animation(reduceMotion ? nil : .spring(response: 1, dampingFraction: 0.1))
/// ```
extension EnvironmentValues {
    /// Whether the system preference for Reduce Motion is on (never, in a still).
    public var accessibilityReduceMotion: Bool { false }

    /// Whether the system preference for Reduce Transparency is on (never, in a still).
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether the system preference for Differentiate without Color is on (never, in a still).
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether the system preference for Invert Colors is on (never, in a still).
    public var accessibilityInvertColors: Bool { false }

    /// Whether VoiceOver is on (never, in a still).
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether Switch Control is on (never, in a still).
    public var accessibilitySwitchControlEnabled: Bool { false }
}
