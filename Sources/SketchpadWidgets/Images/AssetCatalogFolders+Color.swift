import Foundation
import SketchpadDrawing

extension AssetCatalogFolders {
    /// The colour set called `name` in the first catalog that has it, in its light and dark
    /// appearances (see ``color(contentsOf:)``), or nil: what SwiftUI's `Color("name")` and
    /// UIKit's `UIColor(named:)` draw.
    ///
    /// ```swift
    /// let brand = AssetCatalogFolders(folders: ["App/Resources"]).color(named: "Brand")
    /// ```
    package func color(named name: String) -> Color? {
        find(name, kind: "colorset").flatMap { Self.color(contentsOf: ($0 as NSString).appendingPathComponent("Contents.json")) }
    }

    /// A colour set's colour: the universal entry for light, the one with a dark luminosity
    /// appearance for dark (the light one when there is none).
    package static func color(contentsOf path: String) -> Color? {
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: Color?, dark: Color?
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
        return Color(light: light, dark: dark)
    }

    /// RGB (or white) and alpha components, written as Xcode writes them: "0.500" (0 to 1),
    /// "128" (0 to 255) or "0x80".
    private static func components(_ color: [String: Any]) -> Color? {
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
        if let white = value("white") { return Color(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha)
    }
}
