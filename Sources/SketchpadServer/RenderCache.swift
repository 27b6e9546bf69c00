import Foundation

/// Drawn pictures by what they were drawn from (content hash, variant, overlays, scale), least
/// recently used dropped first once `byteBudget` is passed: memory stays bounded however long
/// the server runs and however many edits it sees.
final class RenderCache: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var entries: [String: (bytes: [UInt8], used: UInt64)] = [:]
    private var clock: UInt64 = 0
    private(set) var totalBytes = 0
    let byteBudget: Int

    init(byteBudget: Int = 64 << 20) { self.byteBudget = byteBudget }

    static func key(hash: String, variant: Int, request: RenderRequest) -> String {
        "\(hash)|\(variant)|\(request.overlays.joined(separator: ","))|\(request.scale)"
    }

    func get(_ key: String) -> [UInt8]? {
        lock.withLock {
            guard let entry = entries[key] else { return nil }
            clock += 1
            entries[key] = (entry.bytes, clock)
            return entry.bytes
        }
    }

    func put(_ key: String, _ bytes: [UInt8]) {
        lock.withLock {
            clock += 1
            if let old = entries[key] { totalBytes -= old.bytes.count }
            entries[key] = (bytes, clock)
            totalBytes += bytes.count
            guard totalBytes > byteBudget else { return }
            // Oldest first; ties cannot happen (the clock only goes up).
            for (key, entry) in entries.sorted(by: { $0.value.used < $1.value.used }) where totalBytes > byteBudget {
                entries[key] = nil
                totalBytes -= entry.bytes.count
            }
        }
    }

    /// Drops the pictures drawn from content `hash` (their file changed: nobody asks for them again).
    func removePictures(ofHash hash: String) {
        lock.withLock {
            for key in entries.keys.sorted() where key.hasPrefix(hash + "|") {
                totalBytes -= entries[key]?.bytes.count ?? 0
                entries[key] = nil
            }
        }
    }

    var count: Int { lock.withLock { entries.count } }
}
