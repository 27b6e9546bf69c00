/// A vector that is mostly zero, kept as dense storage plus the list of entries that may be
/// non-zero, so that clearing it and walking its entries cost what it holds, not its length.
///
/// The simplex reuses a few of these for every solve with the factors (see
/// `BasisFactorization+Hypersparse.swift`): allocating and zeroing a vector as long as the program
/// for every add would make each add cost the size of the system.
///
/// ```swift
/// var v = SparseVector(count: 5)
/// v.add(3, 2.5)        // v = [0, 0, 0, 2.5, 0], indices [3]
/// v.clear()            // zero again, in time proportional to one entry
/// ```
struct SparseVector {
    /// Every entry; zero except (possibly) at ``indices``.
    private(set) var values: [Double]
    /// The entries that may be non-zero, each listed once, in the order they were first touched.
    private(set) var indices: [Int] = []
    private var listed: [Bool]

    init(count: Int) {
        values = [Double](repeating: 0, count: count)
        listed = [Bool](repeating: false, count: count)
    }

    var count: Int { values.count }

    /// Grows the vector (new entries are zero).
    mutating func grow(to count: Int) {
        values.pad(to: count, with: 0)
        listed.pad(to: count, with: false)
    }

    @inline(__always) subscript(i: Int) -> Double { values[i] }

    /// Lists entry `i` (once) so that a later ``clear()`` and walks over ``indices`` see it.
    @inline(__always) mutating func touch(_ i: Int) {
        if !listed[i] {
            listed[i] = true
            indices.append(i)
        }
    }

    @inline(__always) mutating func set(_ i: Int, _ value: Double) {
        touch(i)
        values[i] = value
    }

    @inline(__always) mutating func add(_ i: Int, _ value: Double) {
        touch(i)
        values[i] += value
    }

    /// Zeroes every listed entry and forgets the list.
    mutating func clear() {
        for i in indices {
            values[i] = 0
            listed[i] = false
        }
        indices.removeAll(keepingCapacity: true)
    }

    /// The listed entries that are non-zero, sorted by index (a deterministic order for callers
    /// whose result depends on the order of a sum or a choice).
    func sortedNonzeros() -> [Int] {
        indices.filter { values[$0] != 0 }.sorted()
    }
}
