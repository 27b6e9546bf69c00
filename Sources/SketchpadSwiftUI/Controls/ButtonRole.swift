/// A value that describes the purpose of a button: a destructive button draws in red.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// A role that indicates a destructive button.
    public static let destructive = ButtonRole(name: "destructive")
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
    /// A role that indicates a button that closes a view (iOS 26).
    public static let close = ButtonRole(name: "close")
    /// A role that indicates a button that confirms an operation (iOS 26).
    public static let confirm = ButtonRole(name: "confirm")
}

/// A shape used to draw a button's border (`buttonBorderShape(_:)`).
public struct ButtonBorderShape: Equatable, Sendable {
    package enum Kind: Equatable, Sendable { case automatic, capsule, roundedRectangle(CGFloat?), circle }
    package let kind: Kind
    /// A shape that defers to the system: a rounded rectangle for bordered buttons on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule shape.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle shape.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A circular shape.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle shape with the given corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

extension View {
    /// Sets the border shape for buttons in this view (bordered and bordered prominent ones).
    ///
    /// ```swift
    /// Button("Follow") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}
