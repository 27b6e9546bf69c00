import Foundation

/// Passes finished reports to a progress handler in file order, whatever order the workers
/// finish in (a report waits until every earlier one is out), so output is the same run after run.
/// It keeps the reports, in order, for the batch's summary.
final class OrderedProgress: @unchecked Sendable {
    // @unchecked: `pending`, `next` and `reports` change under `lock` only, and the handler is
    // called under it too (one thread at a time, as `BatchRenderer.Event` promises).
    private let lock = NSLock()
    private var pending: [Int: FileReport] = [:]
    private var next = 0
    private let total: Int
    /// The reports passed on so far, in file order.
    private(set) var reports: [FileReport] = []
    private let handler: ((BatchRenderer.Event) -> Void)?

    init(total: Int, handler: ((BatchRenderer.Event) -> Void)?) {
        self.total = total
        self.handler = handler
        handler?(.started(total: total))
    }

    func finished(_ index: Int, _ report: FileReport) {
        lock.lock()
        defer { lock.unlock() }
        pending[index] = report
        while let r = pending.removeValue(forKey: next) {
            next += 1
            reports.append(r)
            handler?(.finished(r, done: next, total: total))
        }
    }
}
