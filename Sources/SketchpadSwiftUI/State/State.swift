/// A property wrapper type that can read and write a value managed by SwiftUI. A render shows
/// the initial value — or the value `onAppear` set, since `onAppear` runs once before the render.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Text("\(count)").onAppear { count = 3 }     // renders "3"
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    package let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable {}

/// The storage of one `@State`: kept across the renderer's passes by the view's place in the tree.
package final class StateBox<Value> {
    package var value: Value {
        didSet { changes?.changed = true }
    }
    /// The render's record of changes, given when the box is installed.
    package var changes: ChangeRecord?
    package init(_ value: Value) { self.value = value }
}

/// Whether any installed state changed since the render last looked (onAppear, onPreferenceChange).
package final class ChangeRecord: @unchecked Sendable {
    package var changed = false
    package init() {}
}

extension State: InstallableProperty {
    package func install(in context: InstallContext) throws {
        if let stored = context.session.storage[context.key] as? StateBox<Value>, stored !== box {
            box.value = stored.value
        }
        box.changes = context.session.changes
        context.session.storage[context.key] = box
    }
}
