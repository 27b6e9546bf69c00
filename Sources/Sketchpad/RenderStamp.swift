import Foundation
import SketchpadText

/// The part of a render's key that every template of a batch shares: Sketchpad's version and
/// executable, the pinned fonts, the fonts folder's files (by content) and the batch's options. A template's key adds its own bytes and
/// those of every file it read (see ``key(for:dependencies:)``), so an output is skipped only
/// when nothing that could change it has changed.
///
/// ```swift
/// let stamp = RenderStamp(options: BatchOptions(outputDirectory: "out"))
/// let key = stamp.key(for: file, dependencies: ["Templates/_components/cards.yaml"])
/// ```
package final class RenderStamp: @unchecked Sendable {
    // @unchecked: `hashes` is guarded by `lock`; everything else is immutable.
    /// The shared part, as a digest.
    package let shared: String
    private let lock = NSLock()
    private var hashes: [String: String] = [:]

    package init(options: BatchOptions) {
        var hash = ContentHash()
        hash.field("sketchpad " + SketchpadVersion.current)
        // A rebuilt Sketchpad may draw differently with the same version number: its executable counts.
        hash.field(Self.fileIdentity("/proc/self/exe"))
        for folder in PinnedFonts.candidateDirectories {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names { hash.field(folder + "/" + name + " " + Self.fileIdentity(folder + "/" + name)) }
        }
        // Your own fonts by content: the same files give the same key on every machine.
        if let fonts = options.fonts ?? (try? FontFolder.resolvedCurrent()) ?? nil {
            for (name, path) in zip(fonts.files, fonts.filePaths) {
                hash.field("font " + name + " " + (FileManager.default.contents(atPath: path).map { ContentHash.hex([UInt8]($0)) } ?? "missing"))
            }
        }
        hash.field("formats " + options.formats.map(\.rawValue).joined(separator: ","))
        hash.field("scale " + (options.scale.map { "\($0)" } ?? "template"))
        hash.field("overlays \(options.overlays.rawValue)")
        hash.field("theme " + (options.theme.map { String(describing: $0) } ?? "template"))
        hash.field("strict \(options.strict)")
        hash.field("svgText \(options.svgText.rawValue)")
        shared = hash.finish()
    }

    /// The key of a template's outputs: the shared part, the template's relative path and bytes,
    /// and each dependency's path and bytes (a missing one counts as missing).
    package func key(for file: TemplateFile, dependencies: [String]) -> String {
        var hash = ContentHash()
        hash.field(shared)
        hash.field(file.relativePath)
        hash.field(contentHash(file.path))
        for path in dependencies {
            hash.field(path)
            hash.field(contentHash(path))
        }
        return hash.finish()
    }

    /// The digest of a file's bytes ("missing" if it cannot be read), once per path per batch:
    /// a partial included by a thousand templates is read once.
    func contentHash(_ path: String) -> String {
        lock.lock()
        if let known = hashes[path] { lock.unlock(); return known }
        lock.unlock()
        let digest = FileManager.default.contents(atPath: path).map { ContentHash.hex([UInt8]($0)) } ?? "missing"
        lock.lock(); defer { lock.unlock() }
        hashes[path] = digest
        return digest
    }

    /// Forgets the digests read so far (`watch` calls it before each round: files change between them).
    package func forgetContents() {
        lock.lock(); defer { lock.unlock() }
        hashes.removeAll()
    }

    /// Size and modification time, cheap to read: enough to tell a rebuilt executable or an
    /// updated font package.
    package static func fileIdentity(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "missing" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
