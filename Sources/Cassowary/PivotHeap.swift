/// A binary heap of pivot indices, smallest or largest first: the order in which a sparse
/// triangular solve must visit the pivots it reaches (see `BasisFactorization+Hypersparse.swift`).
/// Visiting only reached pivots, in order, is what makes a solve cost what it touches.
///
/// ```swift
/// var heap = PivotHeap(largestFirst: true)
/// heap.push(3); heap.push(7); heap.push(5)
/// heap.pop()   // 7
/// ```
struct PivotHeap {
    private var items: [Int] = []
    let largestFirst: Bool

    init(largestFirst: Bool) {
        self.largestFirst = largestFirst
    }

    var isEmpty: Bool { items.isEmpty }

    @inline(__always) private func before(_ a: Int, _ b: Int) -> Bool {
        largestFirst ? a > b : a < b
    }

    mutating func push(_ v: Int) {
        items.append(v)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if !before(items[i], items[parent]) { break }
            items.swapAt(parent, i)
            i = parent
        }
    }

    mutating func pop() -> Int? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            let n = items.count
            while true {
                let l = 2 * i + 1, r = l + 1
                var best = i
                if l < n && before(items[l], items[best]) { best = l }
                if r < n && before(items[r], items[best]) { best = r }
                if best == i { break }
                items.swapAt(i, best)
                i = best
            }
        }
        return top
    }
}
