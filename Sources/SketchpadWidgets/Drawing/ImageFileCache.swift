#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SketchpadLayout

/// The one reader of image files: a PNG or JPEG is read once and decoded once, whoever asks first — the
/// template builder's check that a file is an image, an image view's intrinsic size during layout,
/// the batch's check that an image decodes before anything is drawn, or the drawing itself.
///
/// Entries are keyed by path and checked against the file's identity (device, inode, size,
/// modification time; a `stat`, not a read) on every look-up, so a file edited while `watch` or
/// `serve` runs is read again. The bytes read are kept until they are decoded, the decoded
/// pixels after; past `byteBudget` the cache starts over. Thread-safe: batch workers share it.
///
/// Images made from bytes in memory (`UIImage(data:)`) are registered under a key of their
/// own (``register(_:)``) and then looked up like files; they are kept for the process's life.
package final class ImageFileCache: @unchecked Sendable {
    /// The cache every front end uses.
    package static let shared = ImageFileCache()
    /// The most bytes (file bytes not yet decoded, plus decoded pixels) kept (64 MiB).
    package static let byteBudget = 64 << 20

    private struct Identity: Hashable {
        var device: UInt64, inode: UInt64, size: Int64, seconds: Int64, nanoseconds: Int64
    }

    private struct Entry {
        let identity: Identity
        /// The file's bytes, until they are decoded.
        var bytes: [UInt8]?
        /// The pixel size as shown, from the file's header (nil: not a PNG or JPEG).
        let pixelSize: Size?
        var decoded: Result<Bitmap, any Error>?
        var cost: Int { (bytes?.count ?? 0) + ((try? decoded?.get())?.pixels.count ?? 0) }
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var bytes = 0
    /// Bytes registered by ``register(_:)``, by key.
    private var memory: [String: [UInt8]] = [:]

    package init() {}

    /// The pixel size of the image at `path` (its decoded size once decoded, else its header's), or
    /// nil when the file is missing, unreadable or not a PNG or JPEG.
    package func pixelSize(ofImage path: String) -> Size? {
        guard let entry = entry(path) else { return nil }
        if case .success(let bitmap)? = entry.decoded { return Size(width: Double(bitmap.width), height: Double(bitmap.height)) }
        return entry.pixelSize
    }

    /// The pixels of the image at `path`, decoded by `decode` from the file's bytes the first time
    /// (the outcome, a failure too, is kept until the file changes).
    package func bitmap(ofImage path: String, decode: ([UInt8]) throws -> Bitmap) throws -> Bitmap {
        guard let entry = entry(path) else { throw ImageFileError.unreadable(path: path) }
        if let decoded = entry.decoded { return try decoded.get() }
        // Decoded outside the lock, so workers decode different files at once.
        let outcome = Result { try decode(entry.bytes ?? []) }
        lock.lock()
        defer { lock.unlock() }
        guard var stored = entries[path], stored.identity == entry.identity else { return try outcome.get() }
        if let decoded = stored.decoded { return try decoded.get() }
        bytes -= stored.cost
        stored.decoded = outcome
        stored.bytes = nil
        store(stored, at: path)
        return try outcome.get()
    }

    /// The entry for the file at `path` as it is now, read if it is new or changed.
    private func entry(_ path: String) -> Entry? {
        guard let identity = memoryIdentity(path) ?? Self.identity(of: path) else { return nil }
        lock.lock()
        if let known = entries[path], known.identity == identity {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let read = lock.withLock({ memory[path] }) ?? FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else { return nil }
        let entry = Entry(identity: identity, bytes: read, pixelSize: ImageHeader.pixelSize(of: read))
        lock.lock()
        defer { lock.unlock() }
        if let known = entries[path], known.identity == identity { return known }
        if let old = entries[path] { bytes -= old.cost }
        store(entry, at: path)
        return entry
    }

    /// Registers image bytes held in memory; returns the key to look them up by, as a path
    /// (`memory:` and a hash of the bytes, so the same bytes get the same key).
    package func register(_ data: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let key = "memory:\(String(hash, radix: 16))-\(data.count)"
        lock.withLock { memory[key] = data }
        return key
    }

    /// The identity of registered bytes (they never change), or nil for a file.
    private func memoryIdentity(_ path: String) -> Identity? {
        guard path.hasPrefix("memory:"), lock.withLock({ memory[path] != nil }) else { return nil }
        return Identity(device: .max, inode: 0, size: 0, seconds: 0, nanoseconds: 0)
    }

    /// Keeps `entry` (the lock held), starting over when the budget would be exceeded.
    private func store(_ entry: Entry, at path: String) {
        if bytes + entry.cost > Self.byteBudget {
            entries.removeAll()
            bytes = 0
        }
        entries[path] = entry
        bytes += entry.cost
    }

    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                        seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec))
    }
}

/// Why an image file could not be read.
package enum ImageFileError: Error, Hashable, Sendable, CustomStringConvertible {
    case unreadable(path: String)

    package var description: String {
        switch self {
        case .unreadable(let path): return "cannot read image '\(path)': it is missing or not a readable file"
        }
    }
}
