import Foundation
import Sketchpad

/// Watches the served paths on a thread of its own (inotify through ``FileWatcher``) and hands
/// each batch of changed files to the context, which redraws only the cards that read them.
final class LiveWatch: @unchecked Sendable {
    // @unchecked: `stopped` is only read and written under `lock`.
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    init(paths: [String], interval: Double, context: ServerContext) {
        let thread = Thread { [self] in
            var watcher = FileWatcher(paths: paths)
            _ = watcher.changes()
            while !isStopped {
                watcher.wait(timeout: interval)
                let changed = watcher.changes()
                guard !changed.isEmpty, !isStopped else { continue }
                let handled = DispatchSemaphore(value: 0)
                Task {
                    await context.filesChanged(changed)
                    handled.signal()
                }
                handled.wait()
            }
            done.signal()
        }
        thread.name = "sketchpad-serve.watch"
        thread.start()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Stops watching and waits (at most one interval) for the thread to end.
    func stop() {
        lock.withLock { stopped = true }
        done.wait()
    }
}
