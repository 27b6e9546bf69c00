import Foundation

/// A path given on the command line: a folder (everything under it is served) or one file.
struct ServedRoot: Hashable, Sendable {
    /// As given.
    var path: String
    /// Absolute, with `.`, `..` and links resolved: nothing outside it is served.
    var realPath: String
    var isFolder: Bool

    /// Whether `path` (any spelling) is inside this root once links are resolved.
    func contains(_ path: String) -> Bool {
        let real = ServedRoot.realPath(path)
        if !isFolder { return real == realPath }
        return real == realPath || real.hasPrefix(realPath == "/" ? "/" : realPath + "/")
    }

    /// The absolute path with `.`, `..` and symbolic links resolved.
    static func realPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
