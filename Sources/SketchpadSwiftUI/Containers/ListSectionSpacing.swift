/// The spacing between adjacent sections of a list (iOS 17): `.default`, `.compact` or a
/// custom length, set with `listSectionSpacing(_:)`.
///
/// In the grouped styles the spacing runs from the end of a section (its card or footer) to the
/// start of the next (its header or card). Apple gives no number for `.compact`: Sketchpad uses
/// 20 points, an approximation. The plain style keeps its own header spacing.
///
/// ```swift
/// Form { Section("One") { Text("A") }; Section("Two") { Text("B") } }
///     .listSectionSpacing(.compact)
/// ```
public struct ListSectionSpacing: Sendable, Equatable {
    /// The length, nil for the style's default.
    package let length: CGFloat?

    /// The style's default spacing (35 points before a section without a header, 26 before a header).
    public static let `default` = ListSectionSpacing(length: nil)
    /// Compact spacing: 20 points (an approximation).
    public static let compact = ListSectionSpacing(length: 20)

    /// A custom spacing.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}

extension EnvironmentValues {
    private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
    private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

    /// The spacing between a list's sections (`listSectionSpacing(_:)`).
    package var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The spacing between a list's rows (`listRowSpacing(_:)`; nil: none).
    package var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the spacing between adjacent sections in a list.
    ///
    /// ```swift
    /// List { Section("A") { Text("1") }; Section("B") { Text("2") } }.listSectionSpacing(.compact)
    /// ```
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the spacing between adjacent sections in a list to a length.
    ///
    /// ```swift
    /// Form { Section { Text("1") }; Section { Text("2") } }.listSectionSpacing(12)
    /// ```
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }

    /// Sets the vertical spacing between adjacent rows in a list (nil: none). In the inset
    /// styles each spaced row is drawn as a card of its own, without separators, as iOS 17 does.
    ///
    /// ```swift
    /// List { Text("One"); Text("Two") }.listRowSpacing(10)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }
}
