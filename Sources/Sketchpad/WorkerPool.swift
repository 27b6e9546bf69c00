import Foundation
import SketchpadText

/// Runs indexed work on `jobs` threads, each with its own text measurer (Pango contexts are not
/// shared between threads), and returns the results in index order.
struct WorkerPool {
    let jobs: Int

    final class Worker {
        private var cached: PangoTextMeasurer?
        /// This thread's measurer, made on first use.
        func measurer() throws -> PangoTextMeasurer {
            if let cached { return cached }
            let m = try PangoTextMeasurer()
            cached = m
            return m
        }
    }

    func map<T>(_ count: Int, _ body: @escaping (Int, Worker) -> T) -> [T] {
        guard count > 0 else { return [] }
        let state = SharedState<T>(count)
        let lock = NSLock()
        let threads = min(max(1, jobs), count)
        if threads == 1 {
            let worker = Worker()
            return (0..<count).map { body($0, worker) }
        }
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<threads {
            let thread = Thread {
                let worker = Worker()
                while true {
                    lock.lock()
                    let i = state.next
                    state.next += 1
                    lock.unlock()
                    guard i < count else { break }
                    let r = body(i, worker)
                    lock.lock()
                    state.results[i] = r
                    lock.unlock()
                }
                done.signal()
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        for _ in 0..<threads { done.wait() }
        return state.results.map { $0! }
    }
}

/// The work queue's position and the results, shared between threads and guarded by a lock.
private final class SharedState<T>: @unchecked Sendable {
    var results: [T?]
    var next = 0
    init(_ count: Int) { results = [T?](repeating: nil, count: count) }
}
