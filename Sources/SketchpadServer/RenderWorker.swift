import Dispatch
import Sketchpad

/// A thread of its own for laying out and drawing (a Pango context serves one thread at a time):
/// work runs in order on a serial queue, with this worker's text measurer and caches.
final class RenderWorker: @unchecked Sendable {
    // @unchecked: `state` is only touched by work running on `queue`, one item at a time.

    /// What work on this worker may use and keep between calls.
    final class State {
        private var cachedMeasurer: PangoTextMeasurer?
        /// Loaded templates by card id (dropped when the card's files change).
        var templates: [String: Template] = [:]
        /// The image files each card drew last, by card id.
        var images: [String: [String]] = [:]

        /// This worker's measurer, made on first use.
        func measurer() throws -> PangoTextMeasurer {
            if let cachedMeasurer { return cachedMeasurer }
            let made = try PangoTextMeasurer()
            cachedMeasurer = made
            return made
        }
    }

    private let queue: DispatchQueue
    private let state = State()

    init(label: String) { queue = DispatchQueue(label: label) }

    /// Runs `work` on this worker's queue and returns what it returns.
    func run<T: Sendable>(_ work: @escaping @Sendable (State) -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work(self.state)) }
        }
    }
}
