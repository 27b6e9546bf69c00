import Foundation

/// The Xcode asset catalogs (`….xcassets`) of some folders, and the entries in them: the one
/// reader of catalog folders, for image sets (`UIImage(named:)`, SwiftUI's `Image("name")`) and
/// colour sets (SwiftUI's `Color("name")`).
///
/// A folder counts when it is a catalog or holds catalogs; an entry is found at any depth of its
/// catalog (catalogs group assets in folders), the first in sorted order, so the same file wins every time.
package struct AssetCatalogFolders: Sendable {
    /// The catalogs, in the order searched.
    package let catalogs: [String]

    package init(folders: [String]) {
        var catalogs: [String] = []
        for folder in folders {
            if folder.hasSuffix(".xcassets") { catalogs.append(folder); continue }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
            catalogs += entries.filter { $0.hasSuffix(".xcassets") }.map { (folder as NSString).appendingPathComponent($0) }
        }
        self.catalogs = catalogs
    }

    /// The folder of the asset `name` of kind `kind` (`imageset`, `colorset`) in the first catalog
    /// that has it, or nil.
    package func find(_ name: String, kind: String) -> String? {
        catalogs.lazy.compactMap { Self.find("\(name).\(kind)", in: $0) }.first
    }

    /// The path of the folder called `entry` inside `folder`, at any depth.
    private static func find(_ entry: String, in folder: String) -> String? {
        let direct = (folder as NSString).appendingPathComponent(entry)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: direct, isDirectory: &isDirectory), isDirectory.boolValue { return direct }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        for child in children where !child.contains(".") {
            let path = (folder as NSString).appendingPathComponent(child)
            if let found = find(entry, in: path) { return found }
        }
        return nil
    }
}
