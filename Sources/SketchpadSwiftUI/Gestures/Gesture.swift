import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states. A still has no touches: gestures are attached and never recognized,
/// so their `onChanged`, `onEnded` and `updating` actions never run and `@GestureState` keeps
/// its initial value.
///
/// ```swift
/// Circle()
///     .offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
}

/// Options that control how adding a gesture to a view affects other gestures recognized by
/// the view and its subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)
}

/// A gesture with an action to perform as its value changes (never, in a still).
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture with an action to perform when it ends (never, in a still).
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}

/// A gesture that updates the state provided by a gesture's updating callback (never, in a still).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The updating gesture containing the originating gesture's value, the updated state of
    /// the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
}

extension Gesture {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(content: self)
    }

    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends (so, in a still,
/// always its initial value).
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) { initialValue = wrappedValue }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) { self.initialValue = initialValue }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { initialValue }

    /// A binding to the gesture state property.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with nil as its initial value.
    public init() { self.init(wrappedValue: nil) }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_NoEffectModifier())
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_NoEffectModifier())
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_NoEffectModifier())
    }
}
