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
}
