/// A map from object identities to integers (positions in an array), for the tables every term
/// and every constraint of a large layout goes through: the solver's column of each variable, the
/// layout's record of each item.
///
/// `[ObjectIdentifier: Int]` hashes each key with SipHash (some 90 instructions) and checks
/// uniqueness on every write; at 10,000 views that was 7% of a layout. Identities are addresses,
/// already spread out, so one multiplication mixes them well enough for open addressing with
/// linear probing over one array of (key, value) pairs: a look-up is a multiply, a shift and
/// usually one cache line. Nothing iterates the table, so its order never shows.
///
/// ```swift
/// var index = IdentityIndex()
/// index[ObjectIdentifier(variable)] = 0
/// index[ObjectIdentifier(variable)]     // 0
/// ```
package struct IdentityIndex {
    /// Slots of (key, value); key 0 is an empty slot (no object lives at address 0).
    private var slots: [(key: UInt, value: Int)]
    /// `slots.count − 1`; the capacity is a power of two.
    private var mask: Int
    /// `64 − log2(capacity)`: the multiplied key's top bits pick the slot.
    private var shift: Int
    package private(set) var count = 0
    /// How many times the table has doubled (each a rehash of every key): tests check that tables
    /// sized up front never grow.
    package private(set) var growths = 0

    /// A table that holds `minimumCapacity` keys without growing.
    package init(minimumCapacity: Int = 0) {
        var capacity = 16
        while capacity * 3 < minimumCapacity * 4 { capacity *= 2 }   // at most 3/4 full
        slots = Array(repeating: (0, 0), count: capacity)
        mask = capacity - 1
        shift = 64 - capacity.trailingZeroBitCount
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The value stored for `identifier`, or nil. Setting nil removes the key.
    package subscript(identifier: ObjectIdentifier) -> Int? {
        get {
            let key = UInt(bitPattern: identifier)
            return slots.withUnsafeBufferPointer { buffer in
                var s = home(key)
                while true {
                    let slot = buffer[s]
                    if slot.key == key { return slot.value }
                    if slot.key == 0 { return nil }
                    s = (s + 1) & mask
                }
            }
        }
        set {
            if let newValue { insert(newValue, for: UInt(bitPattern: identifier)) } else { remove(UInt(bitPattern: identifier)) }
        }
    }

    private mutating func insert(_ value: Int, for key: UInt) {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let mask = self.mask
        var s = home(key)
        let added: Bool = slots.withUnsafeMutableBufferPointer { buffer in
            while true {
                if buffer[s].key == key { buffer[s].value = value; return false }
                if buffer[s].key == 0 { buffer[s] = (key, value); return true }
                s = (s + 1) & mask
            }
        }
        if added { count += 1 }
    }

    /// Removes `key` by shifting back the keys of its probe run that would otherwise be cut off
    /// from their home slot (no tombstones: look-ups stay as short as in a table never removed from).
    private mutating func remove(_ key: UInt) {
        let mask = self.mask
        var hole = home(key)
        while true {
            if slots[hole].key == key { break }
            if slots[hole].key == 0 { return }
            hole = (hole + 1) & mask
        }
        var s = hole
        while true {
            s = (s + 1) & mask
            let k = slots[s].key
            if k == 0 { break }
            // The key at `s` may move into the hole unless its home lies cyclically in (hole, s].
            let h = home(k)
            let reachable = hole <= s ? (hole < h && h <= s) : (hole < h || h <= s)
            if !reachable {
                slots[hole] = slots[s]
                hole = s
            }
        }
        slots[hole] = (0, 0)
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        let capacity = old.count * 2
        slots = Array(repeating: (0, 0), count: capacity)
        mask = capacity - 1
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        growths += 1
        for slot in old where slot.key != 0 { insert(slot.value, for: slot.key) }
    }

    /// Makes room for `minimumCapacity` keys in all, rehashing once if the table is smaller: a
    /// table that will take many keys grows in one step instead of doubling as they come.
    package mutating func reserveCapacity(_ minimumCapacity: Int) {
        var capacity = slots.count
        while capacity * 3 < minimumCapacity * 4 { capacity *= 2 }   // at most 3/4 full
        guard capacity > slots.count else { return }
        let old = slots
        slots = Array(repeating: (0, 0), count: capacity)
        mask = capacity - 1
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for slot in old where slot.key != 0 { insert(slot.value, for: slot.key) }
    }

    /// Empties the table, keeping its capacity.
    package mutating func removeAll() {
        for s in slots.indices { slots[s] = (0, 0) }
        count = 0
    }
}
