import Foundation
import SketchpadText
import SketchpadRender

/// Runs indexed work on `jobs` threads, each with its own text measurer (Pango contexts are not
/// shared between threads), and returns the results in index order.
struct WorkerPool {
    let jobs: Int
    /// One worker per thread, kept across `map` calls: a worker's text measurer (a Pango font
    /// map and context, costly to build) serves every stage of a batch. Within a call each
    /// worker is used by one thread only, and calls do not overlap.
    private let workers: [Worker]

    /// `fonts`: the fonts folder every worker's measurer draws with (nil: the process's, see
    /// `FontFolder.resolvedCurrent()`).
    init(jobs: Int, fonts: FontFolder? = nil) {
        self.jobs = jobs
        workers = (0..<max(1, jobs)).map { _ in Worker(fonts: fonts) }
    }

    // @unchecked: a worker's caches are mutable and unlocked, yet it is only ever used by one thread
    // at a time — `run` and `map` give each of their threads its own worker and wait for all of
    // them before returning, and calls do not overlap (see `workers`).
    final class Worker: @unchecked Sendable {
        private var cached: PangoTextMeasurer?
        private var cachedRenderer: Renderer?
        private let fonts: FontFolder?
        init(fonts: FontFolder?) { self.fonts = fonts }
        /// This thread's measurer, made on first use.
        func measurer() throws -> PangoTextMeasurer {
            if let cached { return cached }
            let m = try fonts.map { try PangoTextMeasurer(fonts: $0) } ?? PangoTextMeasurer()
            cached = m
            return m
        }
        /// The image decoder: through the process's one image file cache, a file is read and
        /// decoded once for layout, the check before drawing and the drawing itself, by every worker.
        let images = PNGImageDecoder()
        /// Why the PNG at `path` cannot be decoded, or nil if it can (remembered per path).
        func imageProblem(_ path: String) -> String? {
            do {
                _ = try images.decodePNG(atPath: path)
                return nil
            } catch let RenderError.imageUnreadable(_, reason) {
                return reason
            } catch {
                return "\(error)"
            }
        }
        /// This thread's renderer (drawing text with this thread's measurer), made on first use.
        func renderer() throws -> Renderer {
            if let cachedRenderer { return cachedRenderer }
            let r = Renderer()
            cachedRenderer = r
            return r
        }
    }

    /// Runs `body` once on each of `jobs` threads (each with its own worker) and waits for all:
    /// for work that pulls its items from a shared queue.
    func run(_ body: @escaping @Sendable (Worker) -> Void) {
        if jobs <= 1 { return body(workers[0]) }
        let done = DispatchSemaphore(value: 0)
        for worker in workers {
            let thread = Thread {
                body(worker)
                done.signal()
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        for _ in workers { done.wait() }
    }

    func map<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int, Worker) -> T) -> [T] {
        guard count > 0 else { return [] }
        let state = SharedState<T>(count)
        let lock = NSLock()
        let threads = min(max(1, jobs), count)
        if threads == 1 {
            let worker = workers[0]
            return (0..<count).map { body($0, worker) }
        }
        let done = DispatchSemaphore(value: 0)
        for t in 0..<threads {
            let worker = workers[t]
            let thread = Thread {
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
