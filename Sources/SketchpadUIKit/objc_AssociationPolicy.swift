import Foundation

/// How an associated value is held (the Objective-C runtime's `objc_AssociationPolicy`, which
/// `import UIKit` brings in on iOS): strongly, copied, or not at all.
///
/// UIKit code stores extra state on views and other objects with associated objects; this
/// module keeps the runtime's three functions and their semantics, so that code compiles and
/// behaves the same on Linux.
///
/// ```swift
/// private var badgeKey: UInt8 = 0
/// extension UIView {
///     var badge: String? {
///         get { objc_getAssociatedObject(self, &badgeKey) as? String }
///         set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
///     }
/// }
/// ```
public enum objc_AssociationPolicy: UInt, Sendable {
    /// An unretained reference: the value is not kept alive by the association (held weakly
    /// here, so a value that has gone reads back as nil rather than crashing).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, set non-atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`) of the value, set non-atomically.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 0o1401
    /// A copy of the value, set atomically.
    case OBJC_ASSOCIATION_COPY = 0o1403
}

/// Associates `value` with `object` under `key` (the address of a static variable, by
/// convention), held as `policy` says; `nil` removes the association. The association lasts as
/// long as `object` does (without the Objective-C runtime there is no hook at deallocation: a
/// gone object's values are released when the table next sweeps, as it grows, not at once).
///
/// ```swift
/// objc_setAssociatedObject(view, &badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
/// ```
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or nil.
///
/// ```swift
/// let badge = objc_getAssociatedObject(view, &badgeKey) as? String
/// ```
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(object as AnyObject, key)
}

/// Removes every association of `object`, whatever its key.
///
/// ```swift
/// objc_removeAssociatedObjects(view)
/// ```
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The table behind the associated-object functions: per owner (by identity, held weakly so
/// that an owner's values go with it), per key, the value. Entries of owners that have gone are
/// swept as the table grows; a new object at a reused address is told apart by its identity.
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private enum Held {
        case strong(Any)
        case weak(WeakBox)
        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    private final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Owner {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var owners: [ObjectIdentifier: Owner] = [:]
    private var sweepAt = 64

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        let held = value.map { Self.hold($0, policy) }
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        var owner = owners[id].flatMap { $0.object === object ? $0 : nil } ?? Owner(object: object)
        owner.values[key] = held
        owners[id] = owner.values.isEmpty ? nil : owner
        if owners.count >= sweepAt {
            owners = owners.filter { $0.value.object != nil }
            sweepAt = max(64, owners.count * 2)
        }
    }

    func value(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let owner = owners[ObjectIdentifier(object)], owner.object === object else { return nil }
        return owner.values[key]?.value
    }

    func removeAll(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        owners[ObjectIdentifier(object)] = nil
    }

    private static func hold(_ value: Any, _ policy: objc_AssociationPolicy) -> Held {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            // A class instance is referenced without being kept; a value type has no identity
            // to point at and is kept as is.
            guard type(of: value as Any) is AnyClass else { return .strong(value) }
            return .weak(WeakBox(value as AnyObject))
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            if let copying = value as? NSCopying, type(of: value as Any) is AnyClass { return .strong(copying.copy(with: nil)) }
            return .strong(value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            return .strong(value)
        }
    }
}
