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
package enum FramesJSON {
    package static func encode(_ result: LayoutResult) -> String { encode(result.snapshot()) }

    /// The `.frames` text of a `LayoutSnapshot` (the same model `sketchpad layout --json` prints).
    package static func encode(_ snapshot: LayoutSnapshot) -> String {
        var lines = ["{"]
        lines.append("  \"canvas\": [\(number(snapshot.canvas.width)), \(number(snapshot.canvas.height))],")
        lines.append("  \"direction\": \(quote(snapshot.direction.rawValue)),")
        lines.append("  \"items\": [")
        // Each view, then its guides: the root's (safe area, margins) and custom ones; every other
        // view's system guides follow from its frame and would only add noise.
        var depth: [String: Int] = [:]
        var guidesByOwner: [String: [LayoutSnapshot.Guide]] = [:]
        for guide in snapshot.guides { guidesByOwner[guide.owner, default: []].append(guide) }
        var items: [String] = []
        func item(_ name: String, _ f: Rect, depth: Int) -> String {
            "    {\"item\": \(quote(String(repeating: "  ", count: depth) + name)), "
                + "\"frame\": [\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height))]}"
        }
        for view in snapshot.views {
            let d = view.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
            depth[view.id] = d
            items.append(item(view.name, view.frame, depth: d))
            for guide in guidesByOwner[view.id] ?? [] where guide.role == .custom || view.parent == nil {
                items.append(item(guide.name, guide.frame, depth: d + 1))
            }
        }
        lines.append(items.joined(separator: ",\n"))
        lines.append("  ],")
        let diagnostics = snapshot.diagnostics.map { "    " + quote(withoutFolders(text(of: $0))) }
        lines.append("  \"diagnostics\": [" + (diagnostics.isEmpty ? "]" : "\n" + diagnostics.joined(separator: ",\n") + "\n  ]"))
        lines.append("}")
        return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// A diagnostic as the frames text lists it: `severity: kind: message`, then an indented line per note.
    static func text(of diagnostic: Diagnostic) -> String {
        let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
        let kind = diagnostic.kind.rawValue
        let message = diagnostic.message.hasPrefix(kind + ": ") ? diagnostic.message : "\(kind): \(diagnostic.message)"
        let notes = diagnostic.notes.map { note in
            "  " + (note.location.map { "\($0): note: \(note.message)" } ?? "note: \(note.message)")
        }
        return (["\(severity): \(message)"] + notes).joined(separator: "\n")
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
    static func quote(_ text: String) -> String { text.jsonQuoted }
}
