import Foundation

/// Writes a file whole or not at all: the bytes go to a temporary file in the same folder, which
/// is renamed over the destination only once completely written (rename is atomic within a
/// file system). On failure the temporary file is removed and any existing file is untouched.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: "out/login.png")
/// ```
///
/// Several files that belong together are staged first and committed together, so that a
/// failure in one leaves none of them (the batch renderer does this per template):
///
/// ```swift
/// let png = try AtomicFile.stage(pngBytes, for: "out/a.png")
/// let svg = try AtomicFile.stage(svgBytes, for: "out/a.svg")
/// try png.commit(); try svg.commit()       // or discard() both
/// ```
///
/// Every temporary file in flight is known, so an interrupted program (Ctrl-C) removes them with
/// ``interrupt()`` and leaves only whole files behind.
package enum AtomicFile {
    /// Bytes written in full to a temporary file beside `path`, not yet renamed over it.
    package struct Staged: Sendable {
        package let path: String
        let temporary: String

        /// Renames the temporary file over `path`.
        package func commit() throws {
            lock.lock(); defer { lock.unlock() }
            guard live.remove(temporary) != nil else {
                throw RenderError.writeFailed(path: path, reason: interrupted ? "interrupted" : "already committed or discarded")
            }
            if rename(temporary, path) != 0 {
                let reason = lastError()
                unlink(temporary)
                throw RenderError.writeFailed(path: path, reason: reason)
            }
        }

        /// Removes the temporary file; `path` is untouched.
        package func discard() {
            lock.lock(); defer { lock.unlock() }
            if live.remove(temporary) != nil { unlink(temporary) }
        }
    }

    /// Commits staged files together: an ``interrupt()`` comes before all of them or after all
    /// of them. Stops at the first failure, discarding the rest, and rethrows it with the paths
    /// already committed.
    package static func commit(_ group: [Staged]) throws(GroupCommitError) {
        lock.lock(); defer { lock.unlock() }
        var committed: [String] = []
        for (i, staged) in group.enumerated() {
            guard live.remove(staged.temporary) != nil else {
                for rest in group[(i + 1)...] where live.remove(rest.temporary) != nil { unlink(rest.temporary) }
                throw GroupCommitError(committed: committed, error: .writeFailed(path: staged.path, reason: interrupted ? "interrupted" : "already committed or discarded"))
            }
            if rename(staged.temporary, staged.path) != 0 {
                let reason = lastError()
                unlink(staged.temporary)
                for rest in group[(i + 1)...] where live.remove(rest.temporary) != nil { unlink(rest.temporary) }
                throw GroupCommitError(committed: committed, error: .writeFailed(path: staged.path, reason: reason))
            }
            committed.append(staged.path)
        }
    }

    /// Why ``commit(_:)`` stopped, and what it had committed by then.
    package struct GroupCommitError: Error {
        package let committed: [String]
        package let error: RenderError
    }

    package static func write(_ bytes: [UInt8], to path: String) throws {
        try stage(bytes, for: path).commit()
    }

    /// Writes `bytes` to a new temporary file in `path`'s folder (flushed to disk).
    package static func stage(_ bytes: [UInt8], for path: String) throws -> Staged {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        // Hidden, and unique per process and call, so parallel renders never share a temp file.
        let temp = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(nextSerial())"
        // Created and registered under the lock, so `interrupt()` never misses one.
        lock.lock()
        guard !interrupted else { lock.unlock(); throw RenderError.writeFailed(path: path, reason: "interrupted") }
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd >= 0 { live.insert(temp) }
        let openError = fd < 0 ? lastError() : nil
        lock.unlock()
        if let openError { throw RenderError.writeFailed(path: path, reason: openError) }
        let staged = Staged(path: path, temporary: temp)
        var written = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + written, buffer.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = lastError()
                    return
                }
                written += n
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = lastError() }
        if close(fd) != 0, failure == nil { failure = lastError() }
        if let failure {
            staged.discard()
            throw RenderError.writeFailed(path: path, reason: failure)
        }
        return staged
    }

    /// Removes every temporary file in flight and refuses new ones: call it when the program is
    /// interrupted, before exiting. Files already committed are whole and stay.
    package static func interrupt() {
        lock.lock(); defer { lock.unlock() }
        interrupted = true
        for temp in live { unlink(temp) }
        live.removeAll()
    }

    /// The temporary files in flight (for tests).
    package static var temporaryFiles: [String] {
        lock.lock(); defer { lock.unlock() }
        return live.sorted()
    }

    private static let lock = NSLock()
    // nonisolated(unsafe): the three are read and written only under `lock` (writes finish on any
    // worker thread, and the interrupt handler removes what is in flight from its own queue).
    nonisolated(unsafe) private static var serial = 0
    nonisolated(unsafe) private static var live = Set<String>()
    nonisolated(unsafe) private static var interrupted = false

    private static func nextSerial() -> Int {
        lock.lock(); defer { lock.unlock() }
        serial += 1
        return serial
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
