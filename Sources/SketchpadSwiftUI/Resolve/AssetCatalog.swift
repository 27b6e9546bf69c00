import Foundation
import SketchpadLayout
import SketchpadWidgets

/// The named colours of Xcode asset catalogs (`Assets.xcassets/<name>.colorset/Contents.json`)
/// found in a render's image folders: what `Color("name")` draws, in its light and dark
/// appearances. Names it cannot find are remembered, so the render warns at the source line.
///
/// Catalogs are found as every front end finds them (`AssetCatalogFolders`): a folder is
/// searched when it is a catalog (`….xcassets`) or holds catalogs, at any depth.
package final class AssetCatalog: @unchecked Sendable {
    private let catalogs: AssetCatalogFolders
    private var colors: [String: SketchpadWidgets.Color?] = [:]
    /// Colour names not found, with the first place each was made, in the order first drawn.
    package private(set) var missingColors: [(name: String, location: SourceLocation?)] = []

    package init(folders: [String]) {
        catalogs = AssetCatalogFolders(folders: folders)
    }

    /// The colour named `name`, or nil (recorded as missing) when no catalog has it.
    package func color(named name: String, location: SourceLocation?) -> SketchpadWidgets.Color? {
        if let cached = colors[name] { return cached }
        let found = catalogs.color(named: name)
        colors[name] = .some(found)
        if found == nil { missingColors.append((name, location)) }
        return found
    }
}

extension EnvironmentValues {
    private struct AssetCatalogKey: EnvironmentKey { static let defaultValue: AssetCatalog? = nil }

    /// The asset catalogs of the render's image folders (named colours).
    package var assetCatalog: AssetCatalog? {
        get { self[AssetCatalogKey.self] }
        set { self[AssetCatalogKey.self] = newValue }
    }
}
