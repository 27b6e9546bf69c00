#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SketchpadLayout

/// The one reader of image files: a PNG is read once and decoded once, whoever asks first — the
/// template builder's check that a file is a PNG, an image view's intrinsic size during layout,
/// the batch's check that an image decodes before anything is drawn, or the drawing itself.
///
/// Entries are keyed by path and checked against the file's identity (device, inode, size,
/// modification time; a `stat`, not a read) on every look-up, so a file edited while `watch` or
/// `serve` runs is read again. The bytes read are kept until they are decoded, the decoded
/// pixels after; past `byteBudget` the cache starts over. Thread-safe: batch workers share it.
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
        /// The pixel size from the PNG header (nil: not a PNG).
        let pixelSize: Size?
        var decoded: Result<Bitmap, any Error>?
        var cost: Int { (bytes?.count ?? 0) + ((try? decoded?.get())?.pixels.count ?? 0) }
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var bytes = 0

    package init() {}

    /// The pixel size of the PNG at `path` (its decoded size once decoded, else its header's), or
    /// nil when the file is missing, unreadable or not a PNG.
    package func pixelSize(ofPNG path: String) -> Size? {
        guard let entry = entry(path) else { return nil }
        if case .success(let bitmap)? = entry.decoded { return Size(width: Double(bitmap.width), height: Double(bitmap.height)) }
        return entry.pixelSize
    }

    /// The pixels of the PNG at `path`, decoded by `decode` from the file's bytes the first time
    /// (the outcome, a failure too, is kept until the file changes).
    package func bitmap(ofPNG path: String, decode: ([UInt8]) throws -> Bitmap) throws -> Bitmap {
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
        guard let identity = Self.identity(of: path) else { return nil }
        lock.lock()
        if let known = entries[path], known.identity == identity {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let read = [UInt8](data)
        let entry = Entry(identity: identity, bytes: read, pixelSize: PNGHeader.pixelSize(header: Array(read.prefix(24))))
        lock.lock()
        defer { lock.unlock() }
        if let known = entries[path], known.identity == identity { return known }
        if let old = entries[path] { bytes -= old.cost }
        store(entry, at: path)
        return entry
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
