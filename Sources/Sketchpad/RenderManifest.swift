import Foundation
import SketchpadRender

/// What a batch wrote into an output folder, and from what: per template, a key (a hash of
/// everything its outputs depend on, see ``RenderStamp``), the files it read, and each output's
/// size and modification time. A later batch skips a template whose key is the same and whose
/// outputs are as written; `watch` finds the templates that read a changed file here.
///
/// Kept outside the output folder (which holds only outputs), in a cache folder, one file per
/// output folder named after a hash of its absolute path: `$SKETCHPAD_RENDER_CACHE`, else
/// `$XDG_CACHE_HOME/sketchpad/renders`, else `~/.cache/sketchpad/renders` (the 256 most recently
/// written are kept). The file is JSON lines: each finished template appends its line at once (so
/// Ctrl-C loses nothing already written), and the end of a batch that changed anything rewrites it
/// sorted, one line per template. A line that cannot be read (cut off by a crash) is ignored: at
/// worst a template is rendered again; so is a cache that cannot be written.
///
/// ```swift
/// let manifest = RenderManifest(folder: "out")
/// manifest.entry(for: "sign-in.yaml")?.outputs.map(\.path)    // ["sign-in.png"]
/// ```
package final class RenderManifest: @unchecked Sendable {
    // @unchecked: every stored property that changes is guarded by `lock`.
    package static let environmentVariable = "SKETCHPAD_RENDER_CACHE"
    /// How many output folders' manifests the cache keeps.
    package static let keptManifests = 256

    /// One template's record.
    package struct Entry: Codable, Hashable, Sendable {
        /// The template's path relative to the folder it was found in (as outputs mirror it).
        package var template: String
        /// The template's path as the batch read it (nil in a line that removes a record).
        package var source: String?
        package var key: String
        /// The files it read besides itself (includes, images), as the batch read them.
        package var dependencies: [String]
        package var outputs: [Output]
        /// Set on a journal line that removes the template's record.
        package var removed: Bool?
    }

    /// One written file, relative to the output folder, as it was when written.
    package struct Output: Codable, Hashable, Sendable {
        package var path: String
        package var size: Int64
        /// Nanoseconds since 1970.
        package var modified: Int64
    }

    /// The output folder.
    package let folder: String
    /// The manifest file.
    package let path: String
    private let lock = NSLock()
    private var entries: [String: Entry]
    private var changed = false

    /// Reads the manifest of the output folder `folder` from `cache` (default: ``defaultCache(_:)``;
    /// none yet: empty).
    package init(folder: String, cache: String? = nil) {
        var folder = folder.isEmpty ? "." : folder
        if folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        self.folder = folder
        let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        let name = String(ContentHash.hex(Array(URL(fileURLWithPath: absolute).standardizedFileURL.path.utf8)).prefix(32))
        path = (cache ?? Self.defaultCache()) + "/" + name + ".jsonl"
        entries = Self.read(path)
    }

    /// `SKETCHPAD_RENDER_CACHE`, else the XDG cache folder, else `~/.cache`, else the temporary folder.
    package static func defaultCache(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        CacheFolder.resolve(variable: environmentVariable, name: "renders", environment: environment)
    }

    /// The record of a template, by its relative path.
    package func entry(for template: String) -> Entry? {
        lock.lock(); defer { lock.unlock() }
        return entries[template]
    }

    /// Every record, sorted by template.
    package var allEntries: [Entry] {
        lock.lock(); defer { lock.unlock() }
        return entries.keys.sorted().map { entries[$0]! }
    }

    /// Whether every output of `entry` is still the file that was written (same size and time).
    package func outputsAreIntact(_ entry: Entry) -> Bool {
        entry.outputs.allSatisfy { output in
            Self.stamp(of: folder + "/" + output.path).map { $0.size == output.size && $0.modified == output.modified } ?? false
        }
    }

    /// Records a template's outputs (written under `folder`) now: appended to the file at once.
    func record(template: TemplateFile, key: String, dependencies: [String], outputs: [String]) {
        record(source: template.relativePath, path: template.path, key: key, dependencies: dependencies, outputs: outputs)
    }

    /// Records the outputs of any source (a template, a preview by its id) now.
    package func record(source: String, path: String, key: String, dependencies: [String], outputs: [String]) {
        let written = outputs.compactMap { path -> Output? in
            guard let s = Self.stamp(of: path) else { return nil }
            return Output(path: relative(path), size: s.size, modified: s.modified)
        }
        append(Entry(template: source, source: path, key: key, dependencies: dependencies, outputs: written))
    }

    /// Forgets a template (its outputs were removed, or it failed).
    package func remove(template: String) {
        lock.lock()
        let known = entries[template] != nil
        lock.unlock()
        if known { append(Entry(template: template, source: nil, key: "", dependencies: [], outputs: [], removed: true)) }
    }

    /// Rewrites the file sorted, one line per template, if this batch changed anything.
    package func compact() {
        lock.lock(); defer { lock.unlock() }
        guard changed else { return }
        let text = entries.keys.sorted().map { Self.line(entries[$0]!) }.joined()
        if entries.isEmpty { unlink(path) } else { try? AtomicFile.write(Array(text.utf8), to: path) }
        changed = false
        prune()
    }

    /// Removes all but the most recently written manifests of the cache folder.
    private func prune() {
        let cache = (path as NSString).deletingLastPathComponent
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter { $0.hasSuffix(".jsonl") }
        guard names.count > Self.keptManifests else { return }
        let dated = names.map { ($0, Self.stamp(of: cache + "/" + $0)?.modified ?? 0) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        for (name, _) in dated.dropFirst(Self.keptManifests) { unlink(cache + "/" + name) }
    }

    private func append(_ entry: Entry) {
        lock.lock(); defer { lock.unlock() }
        if entry.removed == true { entries[entry.template] = nil } else { entries[entry.template] = entry }
        changed = true
        let cache = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: cache) { try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true) }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let bytes = Array(Self.line(entry).utf8)
        // One write of one line: a crash leaves it whole or cut off, and a cut line is ignored.
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress!, $0.count) }
        close(fd)
    }

    private func relative(_ path: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    private static func line(_ entry: Entry) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(entry)) ?? Data(), as: UTF8.self) + "\n"
    }

    private static func read(_ path: String) -> [String: Entry] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        var entries: [String: Entry] = [:]
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let entry = try? decoder.decode(Entry.self, from: Data(line)) else { continue }
            if entry.removed == true { entries[entry.template] = nil } else { entries[entry.template] = entry }
        }
        return entries
    }

    /// The size and modification time of a regular file (not through a link), or nil.
    static func stamp(of path: String) -> (size: Int64, modified: Int64)? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return (Int64(info.st_size), Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
}
