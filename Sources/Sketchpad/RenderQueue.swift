import Foundation

/// The order a streaming batch works in: files are taken in order, and the variants of a loaded
/// file are put before the next file, so an idle thread helps with them instead of starting
/// another file; a file's outputs are then written as soon as its last variant is drawn.
///
/// At most `window` files are taken past the first unfinished one, so a slow template holds back
/// a bounded number of finished reports (progress is reported in file order) and memory does not
/// grow with the folder.
final class RenderQueue<Job>: @unchecked Sendable {
    // @unchecked: every stored property that changes is guarded by `condition`.
    enum Work {
        case file(Int)
        case variant(Job, Int)
    }

    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextFile = 0
    private var variants: [(Job, Int)] = []
    private var variantHead = 0
    /// Files handed out whose variants are not queued yet: more work may still come from them.
    private var loading = 0
    private var finished: [Bool]
    private var firstUnfinished = 0
    private var cancelled = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = max(1, window)
        finished = [Bool](repeating: false, count: count)
    }

    /// The next piece of work, waiting while there is none yet but some may come; nil when all is handed out.
    func next() -> Work? {
        condition.lock(); defer { condition.unlock() }
        while true {
            if cancelled { return nil }
            if variantHead < variants.count {
                let work = variants[variantHead]
                variantHead += 1
                if variantHead > 256 && variantHead * 2 > variants.count {
                    variants.removeFirst(variantHead)
                    variantHead = 0
                }
                return .variant(work.0, work.1)
            }
            if nextFile < count && nextFile < firstUnfinished + window {
                nextFile += 1
                loading += 1
                return .file(nextFile - 1)
            }
            if nextFile >= count && loading == 0 { return nil }
            condition.wait()
        }
    }

    /// A file handed out by ``next()`` is loaded: its `variants` (indices) are queued before any
    /// other file (call it with nil when the file needs no more work).
    func loaded(_ job: Job?, variants indices: [Int]) {
        condition.lock(); defer { condition.unlock() }
        loading -= 1
        if let job { variants += indices.map { (job, $0) } }
        condition.broadcast()
    }

    /// Hands out nothing more (the run cannot go on).
    func cancel() {
        condition.lock(); defer { condition.unlock() }
        cancelled = true
        condition.broadcast()
    }

    /// A file is done: the window moves on past it.
    func finished(_ file: Int) {
        condition.lock(); defer { condition.unlock() }
        finished[file] = true
        while firstUnfinished < count && finished[firstUnfinished] { firstUnfinished += 1 }
        condition.broadcast()
    }
}
