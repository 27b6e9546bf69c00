/// A type that describes the ability to select text (nothing is selected in a still).
///
/// ```swift
/// Text(invite.code).textSelection(.enabled)
/// ```
public protocol TextSelectability {
    /// A Boolean value that indicates whether the selectability type allows selection.
    static var allowsSelection: Bool { get }
}

/// A selectability type that enables text selection by the person using your app (use ``TextSelectability/enabled``).
public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
}

/// A selectability type that disables text selection by the person using your app (use ``TextSelectability/disabled``).
public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// A selectability value that enables text selection by a person using your app.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// A selectability value that disables text selection by the person using your app.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
    /// Controls whether people can select text within this view: selectable text looks the same
    /// until it is selected, so a still draws it unchanged.
    ///
    /// ```swift
    /// Text(errorMessage).textSelection(.enabled)
    /// ```
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { modifier(_NoEffectModifier()) }
}
