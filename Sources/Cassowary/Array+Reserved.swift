extension Array {
    /// `count` copies of `value` in storage with room for at least `capacity` elements, made in one
    /// allocation, so that appending up to `capacity` elements later neither copies nor regrows.
    ///
    /// `[T](repeating:count:)` followed by `reserveCapacity(_:)` allocates twice and copies the
    /// elements; `reserveCapacity(_:)` followed by `append(contentsOf: repeatElement(…))` goes
    /// through the generic sequence path, which in a debug build allocates a block per element.
    ///
    /// ```swift
    /// var lower = [Double](repeating: -.infinity, count: 3, capacity: 8)
    /// lower.append(0)   // no reallocation
    /// ```
    init(repeating value: Element, count: Int, capacity: Int) {
        self.init(unsafeUninitializedCapacity: Swift.max(count, capacity)) { buffer, initialized in
            buffer.baseAddress?.initialize(repeating: value, count: count)
            initialized = count
        }
    }

    /// Appends copies of `value` until the array holds `count` elements: one by one for a few (a
    /// warm add grows its work vectors by a row), in one step for many (a new engine's first warm
    /// call grows them from nothing, which one by one cost a form's removals 4.5%).
    ///
    /// ```swift
    /// var stamps = [1, 2]
    /// stamps.pad(to: 5, with: 0)   // [1, 2, 0, 0, 0]
    /// ```
    mutating func pad(to count: Int, with value: Element) {
        let missing = count - self.count
        if missing > 16 {
            self += [Element](repeating: value, count: missing)
        } else if missing > 0 {
            for _ in 0..<missing { append(value) }
        }
    }
}
