import Foundation
import Sketchpad
import SketchpadPreviews

/// The last previews run of each package, kept while the package's files stay the same: the
/// cards of a package's files load one after another (one load worker), and only the first
/// after a change runs the package.
final class PackageRuns: @unchecked Sendable {
    // @unchecked: `runs` is only touched under `lock`.
    private let lock = NSLock()
    private var runs: [String: Run] = [:]

    struct Run: Sendable {
        /// A hash of the manifest and every file under the package (not hidden ones, not `.build`).
        var key: String
        var report: Result<PreviewReport, PreviewError>
        /// Where the pictures were written.
        var output: String
    }

    /// The run of `package` for its files as they are now: the last one when they did not change, else `make()`.
    func run(package: String, output: String, _ make: () throws(PreviewError) -> PreviewReport) -> Run {
        let key = Self.key(package)
        if let known = lock.withLock({ runs[package] }), known.key == key { return known }
        let report: Result<PreviewReport, PreviewError>
        do { report = .success(try make()) } catch { report = .failure(error) }
        let run = Run(key: key, report: report, output: output)
        lock.withLock { runs[package] = run }
        return run
    }

    static func key(_ package: String) -> String {
        var hash = ContentHash()
        var stack = [(package, "")]
        var files: [(String, String)] = []
        while let (folder, relative) = stack.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                var isFolder: ObjCBool = false
                let full = folder + "/" + name
                guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else { continue }
                let rel = relative.isEmpty ? name : relative + "/" + name
                if isFolder.boolValue { stack.append((full, rel)) } else { files.append((full, rel)) }
            }
        }
        for (full, rel) in files.sorted(by: { $0.1 < $1.1 }) {
            hash.field(rel)
            hash.update(TemplateCardSource.bytes(full))
        }
        return hash.finish()
    }

    /// Where the server's runs of `package` write pictures: in the preview cache, one folder per
    /// package, so the pictures of a package that did not change are not drawn again next time.
    static func outputFolder(package: String, cache: String?) -> String {
        let root = cache ?? CacheFolder.resolve(variable: PreviewSession.cacheVariable, name: "previews")
        return root + "/serve/" + String(ContentHash.hex(Array(ServedRoot.realPath(package).utf8)).prefix(20))
    }
}
