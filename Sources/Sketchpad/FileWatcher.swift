import Foundation

/// Polls the modification times of every `.yaml`/`.yml` file under some paths (partials included).
///
/// ```swift
/// var watcher = FileWatcher(paths: ["Templates"])
/// _ = watcher.changes()            // the first call records the current state
/// let changed = watcher.changes()  // files added or modified since
/// ```
public struct FileWatcher {
    public let paths: [String]
    var stamps: [String: Date] = [:]

    public init(paths: [String]) { self.paths = paths }

    public mutating func changes() -> [String] {
        var now: [String: Date] = [:]
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            var files = [path]
            if isDirectory.boolValue {
                files = (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                    .map { (path.hasSuffix("/") ? path : path + "/") + $0 }
            }
            for f in files {
                if let date = (try? fm.attributesOfItem(atPath: f))?[.modificationDate] as? Date { now[f] = date }
            }
        }
        let changed = now.keys.filter { stamps[$0] != now[$0] }.sorted()
        stamps = now
        return changed
    }
}
