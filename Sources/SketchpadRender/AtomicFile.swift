import Foundation

/// Writes a file whole or not at all: the bytes go to a temporary file in the same folder, which
/// is renamed over the destination only once completely written (rename is atomic within a
/// file system). On failure the temporary file is removed and any existing file is untouched.
///
/// ```swift
/// try AtomicFile.write(pngBytes, to: "out/login.png")
/// ```
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        // Hidden, and unique per process and call, so parallel renders never share a temp file.
        let temp = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(nextSerial())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RenderError.writeFailed(path: path, reason: lastError()) }
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
        if failure == nil, rename(temp, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temp)
            throw RenderError.writeFailed(path: path, reason: failure)
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var serial = 0
    private static func nextSerial() -> Int {
        lock.lock(); defer { lock.unlock() }
        serial += 1
        return serial
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
