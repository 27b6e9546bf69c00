/// A value that is produced later and handed to a callback: how a strategy snapshots something
/// that renders asynchronously. swift-snapshot-testing's `Async`, same initialisers and `map`.
///
/// ```swift
/// let later = Async<String> { callback in
///     DispatchQueue.global().async { callback("ready") }
/// }
/// let now = Async(value: "ready").map { $0.uppercased() }
/// ```
public struct Async<Value> {
    public let run: (@escaping (Value) -> Void) -> Void

    /// Creates an asynchronous operation from a function that hands a value to a callback.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) {
        self.run = run
    }

    /// Wraps a value that is already there.
    public init(value: Value) {
        self.init { callback in callback(value) }
    }

    /// The same operation with `transform` applied to its value.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        .init { callback in
            self.run { value in callback(transform(value)) }
        }
    }
}

extension Array {
    /// Runs every operation in turn and hands over all their values, in order (what
    /// `Snapshotting.func(into:)` needs to snapshot every input of a function).
    func sequence<Value>() -> Async<[Value]> where Element == Async<Value> {
        guard let first else { return Async(value: []) }
        let rest = Array(dropFirst())
        return Async { callback in
            first.run { value in
                rest.sequence().run { values in callback([value] + values) }
            }
        }
    }
}
