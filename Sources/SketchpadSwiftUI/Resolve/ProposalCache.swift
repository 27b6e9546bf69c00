/// What a node worked out for the proposals it was asked (its size, a text's metrics), kept in
/// the node itself: the first three inline, later ones in an array made only for them, the oldest
/// of those dropped first past eight in all.
///
/// A stack asks each child at most three proposals along its axis (nothing, everything, its
/// share), so a node in stacks never allocates for its cache. An array of entries cost one to
/// three allocations per node in every layout (it grew as the proposals came).
///
/// ```swift
/// var sizes = ProposalCache<CGSize>()
/// if let size = sizes[proposal] { return size }
/// sizes.insert(measured, for: proposal)
/// ```
package struct ProposalCache<Value> {
    /// A proposal in 16 bytes (an optional `CGFloat` takes 16 alone): nil is a NaN no arithmetic
    /// makes, and a NaN proposed never matches anything (as `ProposedViewSize`'s `==` says).
    private struct Entry {
        var width: CGFloat
        var height: CGFloat
        var value: Value

        static var unspecified: CGFloat { CGFloat(bitPattern: 0x7ff8_0000_5eed_0001) }

        init(_ proposal: ProposedViewSize, _ value: Value) {
            width = proposal.width ?? Self.unspecified
            height = proposal.height ?? Self.unspecified
            self.value = value
        }

        func matches(_ proposal: ProposedViewSize) -> Bool {
            Self.same(width, proposal.width) && Self.same(height, proposal.height)
        }

        private static func same(_ stored: CGFloat, _ asked: CGFloat?) -> Bool {
            if let asked { return stored == asked }
            return stored.bitPattern == unspecified.bitPattern
        }
    }

    private var first: Entry?
    private var second: Entry?
    private var third: Entry?
    private var more: [Entry] = []

    /// The most entries kept; past it the oldest entry after the first three is dropped.
    package static var capacity: Int { 8 }

    package init() {}

    /// How many proposals have an entry.
    package var count: Int {
        (first == nil ? 0 : 1) + (second == nil ? 0 : 1) + (third == nil ? 0 : 1) + more.count
    }

    /// Whether the entries are all inline (no array was made).
    package var isInline: Bool { more.capacity == 0 }

    /// The value stored for `proposal` (nil: none).
    package subscript(proposal: ProposedViewSize) -> Value? {
        guard let first else { return nil }
        if first.matches(proposal) { return first.value }
        guard let second else { return nil }
        if second.matches(proposal) { return second.value }
        guard let third else { return nil }
        if third.matches(proposal) { return third.value }
        for entry in more where entry.matches(proposal) { return entry.value }
        return nil
    }

    /// Stores `value` for `proposal` (which has no entry yet).
    package mutating func insert(_ value: Value, for proposal: ProposedViewSize) {
        let entry = Entry(proposal, value)
        if first == nil { first = entry; return }
        if second == nil { second = entry; return }
        if third == nil { third = entry; return }
        if more.count >= Self.capacity - 3 { more.removeFirst() }
        more.append(entry)
    }

    /// Forgets every entry (the node will measure again).
    package mutating func removeAll() {
        first = nil
        second = nil
        third = nil
        more = []
    }
}
