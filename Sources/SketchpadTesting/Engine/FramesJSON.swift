import Foundation
import SketchpadLayout
import SketchpadWidgets
import Sketchpad

/// A layout's frames as JSON, one view or guide per line in depth-first order, indented by
/// depth, numbers rounded to 1/100 pt: stable across runs and diffable line by line. Guides
/// are listed for the root and for custom guides (other views' margins and safe areas follow
/// from their frames). Diagnostics are listed with file names but no folders.
///
/// ```json
/// {
///   "canvas": [390, 844],
///   "direction": "leftToRight",
///   "items": [
///     {"item": "View", "frame": [0, 0, 390, 844]},
///     {"item": "  Label 'title'", "frame": [16, 71, 184.5, 34]}
///   ],
///   "diagnostics": []
/// }
/// ```
public enum FramesJSON {
    public static func encode(_ result: LayoutResult) -> String {
        var lines = ["{"]
        lines.append("  \"canvas\": [\(number(result.canvasSize.width)), \(number(result.canvasSize.height))],")
        lines.append("  \"direction\": \(quote(String(describing: result.layoutDirection))),")
        lines.append("  \"items\": [")
        // The root's guides (safe area, margins) and custom guides; every other view's system
        // guides follow from its frame and would only add noise.
        let shown = result.entries.filter { entry in
            guard let guide = entry.item as? LayoutGuide else { return true }
            return guide.role == .custom || guide.owningView?.superview == nil
        }
        let items = shown.map { entry -> String in
            var depth = entry.item is LayoutGuide ? 1 : 0
            var view = entry.item.owningView
            while let parent = view?.superview { depth += 1; view = parent }
            let f = entry.frame
            let name = String(repeating: "  ", count: depth) + entry.item.debugName
            return "    {\"item\": \(quote(name)), \"frame\": [\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height))]}"
        }
        lines.append(items.joined(separator: ",\n"))
        lines.append("  ],")
        let diagnostics = result.diagnostics.map { "    " + quote(withoutFolders($0.description)) }
        lines.append("  \"diagnostics\": [" + (diagnostics.isEmpty ? "]" : "\n" + diagnostics.joined(separator: ",\n") + "\n  ]"))
        lines.append("}")
        return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// Diagnostics name source files by the path they were loaded from (absolute, or relative to
    /// wherever the tool ran); keep only the file name, so the JSON is the same in every checkout
    /// and from every working directory.
    static func withoutFolders(_ text: String) -> String {
        text.replacingOccurrences(of: #"(?<![\w.])/(?:[^\s/:]+/)+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?<![^\s"(\[])(?:[^\s/:"]+/)+(?=[^\s/:"]+:\d)"#, with: "", options: .regularExpression)
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.2f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    /// JSON string escaping, shared with `sketchpad layout --json`.
    static func quote(_ text: String) -> String { LayoutJSON.quote(text) }
}
