/// A protocol indicating that an activity or action supports cancellation (Combine's).
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

extension Cancellable {
    /// Stores this cancellable instance in the specified collection.
    public func store<C>(in collection: inout C) where C: RangeReplaceableCollection, C.Element == AnyCancellable {
        collection.append(self as? AnyCancellable ?? AnyCancellable(self))
    }
    /// Stores this cancellable instance in the specified set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self as? AnyCancellable ?? AnyCancellable(self))
    }
}

/// A type-erasing cancellable object that executes a provided closure when canceled; it cancels
/// when deinitialized, as Combine's does (keep it, e.g. `store(in: &cancellables)`, to keep a
/// subscription).
///
/// ```swift
/// var cancellables = Set<AnyCancellable>()
/// subject.sink { print($0) }.store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) { action = cancel }
    /// Constructs a cancellable object that cancels `canceller` when canceled.
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

    deinit { action?() }

    /// Cancel the activity (once).
    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
