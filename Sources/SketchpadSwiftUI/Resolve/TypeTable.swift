/// What a render found out about a type (whether a view type is primitive, and as what), kept
/// by the type's metadata in a small table without hashing: one slot per type, a type that
/// lands on a taken slot replaces its entry (the answer is worked out again when asked again).
///
/// `view as? any PrimitiveView` looked the conformance up for every node (about 900
/// instructions a node); the table answers with a few loads.
///
/// ```swift
/// let table = TypeTable<(any PrimitiveView.Type)?>()
/// let primitive = table.value(for: V.self) { V.self as? any PrimitiveView.Type }
/// ```
package final class TypeTable<Value> {
    private struct Slot {
        var type: ObjectIdentifier
        var value: Value
    }

    /// The number of slots (a power of two).
    package static var capacity: Int { 128 }
    private let slots: UnsafeMutablePointer<Slot?>
    /// How many times a value was made (a type asked first, or again after losing its slot).
    package private(set) var lookups = 0

    package init() {
        slots = .allocate(capacity: Self.capacity)
        slots.initialize(repeating: nil, count: Self.capacity)
    }

    deinit {
        slots.deinitialize(count: Self.capacity)
        slots.deallocate()
    }

    private static func index(of id: ObjectIdentifier) -> Int {
        let bits = UInt(bitPattern: id)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 11)) & (capacity - 1)
    }

    /// The value for `type`, made by `make` the first time it is asked (or after another type took its slot).
    package func value(for type: Any.Type, make: () -> Value) -> Value {
        let id = ObjectIdentifier(type)
        let index = Self.index(of: id)
        if let slot = slots[index], slot.type == id { return slot.value }
        let value = make()
        lookups += 1
        slots[index] = Slot(type: id, value: value)
        return value
    }

    /// Replaces the value for `type` (found out after it was first asked, as whether a view type
    /// has dynamic properties is once its first value has been reflected).
    package func set(_ value: Value, for type: Any.Type) {
        let id = ObjectIdentifier(type)
        slots[Self.index(of: id)] = Slot(type: id, value: value)
    }
}
