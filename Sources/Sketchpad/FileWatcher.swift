import Foundation

/// Watches the files under some paths (templates, partials, images: every file that is not
/// hidden) for changes: ``wait(timeout:)`` sleeps until the kernel says something changed
/// (inotify) or the timeout passes, and ``changes()`` compares modification times and sizes.
///
/// ```swift
/// var watcher = FileWatcher(paths: ["Templates"])
/// _ = watcher.changes()            // the first call records the current state
/// watcher.wait(timeout: 0.5)       // returns at once when a file is saved
/// let changed = watcher.changes()  // files added, modified or removed since
/// ```
package struct FileWatcher {
    package let paths: [String]
    var stamps: [String: String] = [:]
    private let events = InotifyEvents()

    package init(paths: [String]) { self.paths = paths }

    /// Files added, modified or removed since the last call, sorted.
    package mutating func changes() -> [String] {
        var now: [String: String] = [:]
        var folders: [String] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                let base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
                var seen = Set<[UInt64]>()
                Self.walk(base, into: &now, folders: &folders, seen: &seen)
            } else {
                now[path] = Self.stamp(info)
                folders.append((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)
            }
        }
        events.watch(folders)
        let changed = Set(now.keys).union(stamps.keys).filter { stamps[$0] != now[$0] }.sorted()
        stamps = now
        return changed
    }

    /// Sleeps until a watched folder reports a change, or `timeout` seconds pass (polling is the
    /// fallback where inotify is not available).
    package func wait(timeout: Double) {
        events.wait(timeout: timeout)
    }

    static func walk(_ folder: String, into stamps: inout [String: String], folders: inout [String], seen: inout Set<[UInt64]>) {
        var info = stat()
        // Followed links could loop: a folder seen already (same device and inode) is not walked again.
        guard stat(folder, &info) == 0, seen.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
        folders.append(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let full = folder + "/" + name
            var info = stat()
            guard stat(full, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(full, into: &stamps, folders: &folders, seen: &seen)
            } else if info.st_mode & S_IFMT == S_IFREG {
                stamps[full] = stamp(info)
            }
        }
    }

    static func stamp(_ info: stat) -> String {
        "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }
}

/// An inotify descriptor watching folders (Linux); without it, ``wait(timeout:)`` just sleeps.
final class InotifyEvents: @unchecked Sendable {
    // @unchecked: used by one thread (the watch loop); the descriptor and the set are its own.
    private let fd: Int32
    private var watched = Set<String>()

    init() {
        fd = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
    }

    deinit { if fd >= 0 { close(fd) } }

    func watch(_ folders: [String]) {
        guard fd >= 0 else { return }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MODIFY)
        for folder in folders where !watched.contains(folder) {
            if inotify_add_watch(fd, folder, mask) >= 0 { watched.insert(folder) }
        }
    }

    func wait(timeout: Double) {
        guard fd >= 0 else { return Thread.sleep(forTimeInterval: timeout) }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        if poll(&poller, 1, Int32(max(0, timeout) * 1000)) > 0 {
            // A save is often several events (write, close, rename): let them arrive, then drain.
            Thread.sleep(forTimeInterval: 0.005)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while read(fd, &buffer, buffer.count) > 0 {}
        }
    }
}
