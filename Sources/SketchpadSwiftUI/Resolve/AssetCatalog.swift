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
        let found = catalogs.find(name, kind: "colorset")
            .flatMap { Self.color(contentsOf: ($0 as NSString).appendingPathComponent("Contents.json")) }
        colors[name] = .some(found)
        if found == nil { missingColors.append((name, location)) }
        return found
    }

    /// A colour set's colour: the universal entry for light, the one with a dark luminosity
    /// appearance for dark (the light one when there is none).
    package static func color(contentsOf path: String) -> SketchpadWidgets.Color? {
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: SketchpadWidgets.Color?, dark: SketchpadWidgets.Color?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let value = components(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            switch luminosity {
            case "dark": dark = dark ?? value
            case nil, "light": light = light ?? value
            default: continue
            }
        }
        guard let light = light ?? dark else { return nil }
        guard let dark, dark != light else { return light }
        return SketchpadWidgets.Color(light: light, dark: dark)
    }

    /// RGB (or white) and alpha components, written as Xcode writes them: "0.500" (0 to 1),
    /// "128" (0 to 255) or "0x80".
    private static func components(_ color: [String: Any]) -> SketchpadWidgets.Color? {
        guard let parts = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = parts[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if text.contains(".") { return Double(text) }
            // Whole numbers above 1 are 8-bit; "0" and "1" mean the ends of the 0-to-1 range.
            return Double(text).map { $0 > 1 ? $0 / 255 : $0 }
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return SketchpadWidgets.Color(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return SketchpadWidgets.Color(red: red, green: green, blue: blue, alpha: alpha)
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
