/// The visual prominence of a badge (default ``standard``).
///
/// ```swift
/// List(folders) { folder in Text(folder.name).badge(folder.count) }.badgeProminence(.decreased)
/// ```
public struct BadgeProminence: Hashable, Sendable {
    let level: Int

    /// The standard level of prominence: on iOS a list badge with no platter.
    public static let standard = BadgeProminence(level: 1)
    /// The highest level of prominence: on iOS a list badge on a red platter (not drawn here: warns).
    public static let increased = BadgeProminence(level: 2)
    /// The lowest level of prominence: on iOS the same as ``standard``.
    public static let decreased = BadgeProminence(level: 0)
}

extension EnvironmentValues {
    private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }

    /// The prominence to apply to badges associated with this environment (default ``BadgeProminence/standard``).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// Specifies the prominence of badges created by this view. Standard and decreased badges are
    /// drawn alike, as on iOS; the increased badge's red platter is not drawn yet, and warns.
    ///
    /// ```swift
    /// Text(account.userName).badge(account.setupErrors).badgeProminence(.increased)
    /// ```
    public func badgeProminence(_ prominence: BadgeProminence, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        environment(\.badgeProminence, prominence)
            .modifier(_UndrawnEffectModifier(description: "badgeProminence(.increased)", isIdentity: prominence != .increased, origin: (fileID, line)))
    }
}
