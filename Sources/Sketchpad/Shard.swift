/// One of `count` stable slices of a set of files (`--shard 2/4`): a file belongs to shard
/// `fnv1a(relativePath) % count + 1`, so the split never depends on the machine, the run or the
/// order files were found in.
///
/// ```swift
/// let shard = try Shard(parsing: "2/4")
/// shard.contains(relativePath: "onboarding/welcome.yaml")
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws(BatchError) {
        guard count >= 1, (1...count).contains(index) else { throw BatchError.badShard("\(index)/\(count)") }
        self.index = index
        self.count = count
    }

    public init(parsing text: String) throws(BatchError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else { throw BatchError.badShard(text) }
        try self.init(index: i, count: n)
    }

    public func contains(relativePath: String) -> Bool {
        Int(Self.fnv1a(relativePath) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a of the UTF-8 bytes (Swift's `Hasher` is seeded per process, so it cannot be used).
    package static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return hash
    }

    public var description: String { "\(index)/\(count)" }
}
