/// An interface for a stored variable that updates an external property of a view
/// (`@State`, `@Environment`…). The renderer installs each one — gives it its stored value or
/// its environment value — before it reads the view's `body`, as SwiftUI does.
///
/// ```swift
/// struct Clock: DynamicProperty {
///     @Environment(\.timeZone) var zone
///     @State var date = Date(timeIntervalSince1970: 0)
/// }
/// ```
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value (called after installation).
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What installs a dynamic property: the environment at the view, and where the view is.
@MainActor package struct InstallContext {
    package let environment: EnvironmentValues
    package let session: RenderSession
    /// The view's structural identity, combined with the property's index: a key for its storage.
    package let key: Int
    /// The view that holds the property (its type name, for messages).
    package let viewName: String
}

/// A property wrapper the renderer installs (`@State`, `@Environment`, `@EnvironmentObject`…).
@MainActor package protocol InstallableProperty {
    func install(in context: InstallContext) throws
}
