import Foundation
import SketchpadRender

/// Where `sketchpad run` keeps compiled scripts: one folder per key, holding the executable
/// (`script`) and the sources it was built from. The key is a hash of everything the executable
/// depends on (the script's bytes and path, the library's bytes, the compiler, the compile
/// options), so an unchanged script runs without compiling and any change rebuilds it.
///
/// The folder is `SKETCHPAD_CACHE` when set, else `$XDG_CACHE_HOME/sketchpad/scripts`, else
/// `~/.cache/sketchpad/scripts`. Entries are written to a temporary folder and renamed into
/// place, so a half-built one is never used; the least recently used beyond `capacity` are
/// removed.
///
/// ```swift
/// let cache = ScriptCache(folder: ScriptCache.defaultFolder())
/// let key = try cache.key(parts: ["script bytes", "flags"], library: "/x/libSketchpadScripting.so")
/// cache.executable(for: key)     // "<folder>/<key>/script"
/// ```
package struct ScriptCache {
    package static let environmentVariable = "SKETCHPAD_CACHE"

    package var folder: String
    /// How many compiled scripts are kept.
    package var capacity = 64

    package init(folder: String) {
        self.folder = folder
    }

    /// `SKETCHPAD_CACHE`, else the XDG cache folder, else `~/.cache`, else the temporary folder.
    package static func defaultFolder(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        CacheFolder.resolve(variable: environmentVariable, name: "scripts", environment: environment)
    }

    /// The folder of one compiled script.
    package func entry(for key: String) -> String { folder + "/" + key }
    /// Its executable.
    package func executable(for key: String) -> String { entry(for: key) + "/script" }

    /// The key of a build: 64-bit FNV-1a over the parts and the library's content hash, in hex.
    package func key(parts: [String], library: String) throws(ScriptRunner.Failure) -> String {
        var hash = FNV1a()
        for part in parts {
            hash.add(part)
            hash.add([0])
        }
        hash.add(try libraryHash(library))
        return hash.hex
    }

    /// The library's content hash, remembered next to the entries by its size, modification time
    /// and inode: hashing megabytes on every run would eat the time a cached run saves.
    func libraryHash(_ path: String) throws(ScriptRunner.Failure) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .notBuilt("\(path) is missing; build it with: swift build -c release --product \(ScriptRunner.libraryName)")
        }
        let stamp = "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
        var name = FNV1a()
        name.add(path)
        let record = folder + "/library-" + name.hex
        if let saved = try? String(contentsOfFile: record, encoding: .utf8) {
            let fields = saved.split(separator: "\n", omittingEmptySubsequences: false)
            if fields.count >= 2, fields[0] == stamp { return String(fields[1]) }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .notBuilt("cannot read \(path); rebuild it with: swift build -c release --product \(ScriptRunner.libraryName)")
        }
        var content = FNV1a()
        content.add(data)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(Array((stamp + "\n" + content.hex + "\n").utf8), to: record)
        return content.hex
    }

    /// Marks an entry as just used (its modification time), for pruning.
    package func touch(_ key: String) {
        _ = utimes(entry(for: key), nil)
    }

    /// Removes the least recently used entries beyond `capacity`.
    package func prune() {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
        let entries = names.filter { $0.count == 16 && $0.allSatisfy(\.isHexDigit) }.compactMap { name -> (String, Date)? in
            guard let date = (try? fileManager.attributesOfItem(atPath: folder + "/" + name))?[.modificationDate] as? Date else { return nil }
            return (name, date)
        }
        guard entries.count > capacity else { return }
        for (name, _) in entries.sorted(by: { ($0.1, $0.0) > ($1.1, $1.0) }).dropFirst(capacity) {
            try? fileManager.removeItem(atPath: folder + "/" + name)
        }
    }
}

/// 64-bit FNV-1a: the same in every process (unlike `Hasher`), fast enough for a library's bytes.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) { add(Array(text.utf8)) }

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var hash = value
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    mutating func add(_ data: Data) {
        var hash = value
        data.withUnsafeBytes { raw in
            for byte in raw {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        value = hash
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
