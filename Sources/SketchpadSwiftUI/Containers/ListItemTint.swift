/// A tint effect configuration that you can apply to content in a list.
///
/// ```swift
/// Label("Favourites", systemImage: "star").listItemTint(.fixed(.orange))
/// ```
public struct ListItemTint: Hashable, Sendable {
    /// The colour, nil for the monochrome tint.
    let color: Color?
    let isFixed: Bool

    /// A standard grayscale tint effect.
    public static let monochrome = ListItemTint(color: nil, isFixed: true)
    /// An explicit tint color that the system doesn't override.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }
    /// An explicit tint color that the system can override.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }
}

extension EnvironmentValues {
    private struct ListItemTintKey: EnvironmentKey { static let defaultValue: ListItemTint? = nil }

    /// The tint `listItemTint(_:)` set for content in a list (nil: the inherited tint).
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}

extension View {
    /// Sets the tint effect for content in a list. iOS applies it in sidebars (to their label
    /// icons), which a still draws as inset grouped lists: the tint is kept, and changes nothing.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").listItemTint(.monochrome)
    /// ```
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        modifier(_EnvironmentTransformModifier { environment in
            if let tint { environment.listItemTint = tint }
        })
    }

    /// Sets a fixed tint color for content in a list (``ListItemTint/fixed(_:)``).
    public func listItemTint(_ tint: Color?) -> some View { listItemTint(tint.map(ListItemTint.fixed)) }
}
