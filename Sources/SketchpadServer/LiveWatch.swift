import Foundation
import Sketchpad

/// Watches the served paths on a thread of its own (inotify through ``FileWatcher``) and hands
/// each batch of changed files to the context, which redraws only the cards that read them.
final class LiveWatch: @unchecked Sendable {
    // @unchecked: `stopped` is only read and written under `lock`.
    private let lock = NSLock()
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)

    /// Hands the watcher to the thread; the state it starts from is read before `init` returns,
    /// so a file saved right after the server starts is seen as a change.
    private final class Box: @unchecked Sendable {
        // @unchecked: made in `init`, then used by the watch thread only.
        var watcher: FileWatcher
        init(_ watcher: FileWatcher) { self.watcher = watcher }
    }

    init(paths: [String], interval: Double, context: ServerContext) {
        let box = Box(FileWatcher(paths: paths))
        _ = box.watcher.changes()
        let thread = Thread { [self] in
            while !isStopped {
                box.watcher.wait(timeout: interval)
                let changed = box.watcher.changes()
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
