/// Views taken off screen, kept by reuse key until a dequeue asks for one of that key: UIKit's
/// reuse queues. The most recently enqueued view of a key is given first (as PSTCollectionView,
/// a reimplementation checked against UIKit, takes the queue's last object). The collection view
/// keys cells by reuse identifier and supplementary views by `kind/identifier`, as UIKit does.
@MainActor
struct ReusableViewPool<View: UIView> {
    private var queues: [String: [View]] = [:]

    /// Keeps `view` for a later ``dequeue(_:)`` of `key`.
    mutating func enqueue(_ view: View, key: String) {
        queues[key, default: []].append(view)
    }

    /// A view kept for `key`, taken out of the pool (nil: none is free).
    mutating func dequeue(_ key: String) -> View? {
        queues[key]?.popLast()
    }

    /// How many views are kept, over every key.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
