import Foundation
import SketchpadLayout
import SketchpadWidgets
import SketchpadTemplates

/// The solved layout of a template instance as the JSON `sketchpad layout --json` prints:
///
/// ```json
/// {"canvas": {"width": 393, "height": 852},
///  "views": [{"id": "root", "type": "view", "parent": null, "frame": {"x": 0, "y": 0, "width": 393, "height": 852}}, …],
///  "diagnostics": [{"severity": "warning", "kind": "ambiguous", "message": "…", "file": "a.yaml", "line": 4, "column": 5}]}
/// ```
///
/// Frames are absolute canvas points, unrounded; views in tree order (every view, generated ids for
/// those without one); keys in this order, so output is byte-for-byte stable. An inconsistent layout
/// or a negative size also lists `"notes"`: the constraints involved, each where it is written.
public enum LayoutJSON {
    public static func encode(_ instance: TemplateInstance, result: LayoutResult) -> String {
        var out = "{\"canvas\": {\"width\": \(number(result.canvasSize.width)), \"height\": \(number(result.canvasSize.height))},\n"
        out += " \"views\": ["
        let views = instance.entries.map { entry -> String in
            let f = result.frame(of: entry.view) ?? .zero
            return "{\"id\": \(quote(entry.id)), \"type\": \(quote(entry.type)), \"parent\": \(entry.parentID.map(quote) ?? "null"), "
                + "\"frame\": {\"x\": \(number(f.minX)), \"y\": \(number(f.minY)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}}"
        }
        out += views.isEmpty ? "]" : "\n  " + views.joined(separator: ",\n  ") + "\n ]"
        out += ",\n \"diagnostics\": ["
        let diagnostics = result.diagnostics.filter { $0.severity != .info }.map { d -> String in
            let loc = instance.location(of: d)
            // The constraints involved in a conflict or a negative size, where they are written.
            var notes = ""
            if d.kind == .inconsistent || d.kind == .negativeSize {
                let items = d.notes.map { note -> String in
                    let at = instance.location(of: note)
                    return "{\"message\": \(quote(note.message)), \"file\": \(quote(at.file)), \"line\": \(at.line), \"column\": \(max(1, at.column))}"
                }
                notes = ", \"notes\": [" + items.joined(separator: ", ") + "]"
            }
            return "{\"severity\": \(quote(d.severity == .error ? "error" : "warning")), \"kind\": \(quote(d.kind.rawValue)), "
                + "\"message\": \(quote(d.message)), \"file\": \(quote(loc.file)), \"line\": \(loc.line), \"column\": \(max(1, loc.column))\(notes)}"
        }
        out += diagnostics.isEmpty ? "]" : "\n  " + diagnostics.joined(separator: ",\n  ") + "\n ]"
        return out + "}\n"
    }

    /// Template errors (the file did not build) in the same shape, with no views.
    public static func encode(errors: TemplateErrors) -> String {
        let items = errors.errors.map { e in
            "{\"severity\": \"error\", \"kind\": \"template\", \"message\": \(quote(e.message + (e.hint.map { " (\($0))" } ?? ""))), "
                + "\"file\": \(quote(e.file)), \"line\": \(e.line), \"column\": \(e.column)}"
        }
        return "{\"canvas\": null,\n \"views\": [],\n \"diagnostics\": [" + (items.isEmpty ? "]" : "\n  " + items.joined(separator: ",\n  ") + "\n ]") + "}\n"
    }

    /// Shortest round-trip decimal; integers without a fraction.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }

    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
