import Foundation

/// A template found under one of the paths a batch was given.
package struct TemplateFile: Hashable, Sendable {
    /// The path to read (as found: the given path joined with the relative path).
    package let path: String
    /// The folder that was given (or the file's folder when a file was given): includes may not leave it.
    package let root: String
    /// The path under `root`, with `/` separators: outputs mirror it, shards hash it.
    package let relativePath: String

    /// Every template under `paths`, recursively, sorted by relative path within each given path;
    /// a file found twice is listed once.
    /// Files and folders whose names start with `_` or `.` are partials (included, not rendered),
    /// except a file named directly.
    ///
    /// ```swift
    /// let files = try TemplateFile.find(in: ["Templates"])
    /// ```
    package static func find(in paths: [String]) throws(BatchError) -> [TemplateFile] {
        var result: [TemplateFile] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw BatchError.missingPath(path) }
            if !isDirectory.boolValue {
                let folder = (path as NSString).deletingLastPathComponent
                result.append(TemplateFile(path: path, root: folder.isEmpty ? "." : folder, relativePath: (path as NSString).lastPathComponent))
                continue
            }
            let base = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
            var found: [String] = []
            walk(base, relative: "", ancestors: [standardized(base)], into: &found)
            for rel in found.sorted() { result.append(TemplateFile(path: base + "/" + rel, root: base, relativePath: rel)) }
        }
        // The same file given twice (`a.yaml a.yaml`, `./a.yaml`, or a folder and a file in it)
        // is rendered once: same file on disk and same relative path, hence the same outputs.
        var seen = Set<[String]>()
        return result.filter { seen.insert([standardized($0.path), $0.relativePath]).inserted }
    }

    /// The absolute path with `.`, `..` and symbolic links resolved.
    static func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// `ancestors`: the real paths of the folders being walked, so that a link back to one of
    /// them (`sub/up -> ..`) is not followed round the loop (it rendered the same templates again
    /// under `up/sub/up/…` until paths grew too long).
    static func walk(_ folder: String, relative: String, ancestors: Set<String>, into found: inout [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix("_") && !name.hasPrefix(".") {
            let full = folder + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            if isDirectory.boolValue {
                let real = standardized(full)
                if !ancestors.contains(real) { walk(full, relative: rel, ancestors: ancestors.union([real]), into: &found) }
            } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                found.append(rel)
            }
        }
    }

    /// The relative path without its `.yaml`/`.yml` extension.
    package var stem: String {
        for ext in [".yaml", ".yml"] where relativePath.hasSuffix(ext) { return String(relativePath.dropLast(ext.count)) }
        return relativePath
    }
}
