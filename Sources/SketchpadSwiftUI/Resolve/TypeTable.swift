/// What a render found out about a type (whether a view type is primitive, and as what), kept
/// by the type's metadata in a small open-addressed table: a type takes the first free slot among
/// the few from its home slot on, so types whose metadata addresses share a home slot both keep
/// their answers. Only when all of those are taken does a type replace the entry at its home slot
/// (the answer is worked out again when asked again).
///
/// Generic view types' metadata is allocated at run time, so which types share a home slot changes
/// from run to run; probing keeps the work per render the same whatever the addresses are.
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
    /// How many slots from its home slot on a type may take before it replaces the home slot's entry.
    package static var probes: Int { 8 }
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

    /// The slot a type tries first: bits of its metadata's address.
    package static func homeSlot(of id: ObjectIdentifier) -> Int {
        let bits = UInt(bitPattern: id)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 11)) & (capacity - 1)
    }

    /// Where `id`'s entry is, or the slot it should take: its own slot among the probed ones, else
    /// the first free one, else its home slot (whose entry it replaces).
    private func slot(for id: ObjectIdentifier) -> (index: Int, found: Bool) {
        let home = Self.homeSlot(of: id)
        for step in 0..<Self.probes {
            let index = (home + step) & (Self.capacity - 1)
            guard let slot = slots[index] else { return (index, false) }
            if slot.type == id { return (index, true) }
        }
        return (home, false)
    }

    /// The value for `type`, made by `make` the first time it is asked (or after other types took
    /// every slot it may use).
    package func value(for type: Any.Type, make: () -> Value) -> Value {
        let id = ObjectIdentifier(type)
        let (index, found) = slot(for: id)
        if found, let slot = slots[index] { return slot.value }
        let value = make()
        lookups += 1
        slots[index] = Slot(type: id, value: value)
        return value
    }

    /// Replaces the value for `type` (found out after it was first asked, as whether a view type
    /// has dynamic properties is once its first value has been reflected).
    package func set(_ value: Value, for type: Any.Type) {
        let id = ObjectIdentifier(type)
        slots[slot(for: id).index] = Slot(type: id, value: value)
    }
}
