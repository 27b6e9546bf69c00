import Foundation
import SketchpadLayout
import SketchpadTemplates
import SketchpadWidgets

/// The solved layout of a template instance as `sketchpad layout --json` prints it: the
/// `LayoutSnapshot` of the layout, with the template's ids and types and its diagnostics placed
/// in the file (warnings and errors; remarks left out):
///
/// ```json
/// {"canvas": {"width": 393, "height": 852}, "direction": "leftToRight",
///  "views": [{"id": "root", "type": "view", "parent": null, "frame": {"x": 0, "y": 0, "width": 393, "height": 852}, "name": "View 'root'"}, …],
///  "guides": [{"owner": "root", "role": "safeArea", "name": "…", "frame": {…}}, …],
///  "diagnostics": [{"severity": "warning", "kind": "ambiguous", "message": "…", "file": "a.yaml", "line": 4, "column": 5}]}
/// ```
///
/// Frames are absolute canvas points, unrounded; views in tree order (every view, generated ids for
/// those without one); keys in a fixed order, so output is byte-for-byte stable (see
/// `LayoutSnapshot.json`); `JSONDecoder` reads it back into a `LayoutSnapshot`.
package enum LayoutJSON {
    /// The snapshot `layout --json` prints for `instance` laid out as `result`.
    package static func snapshot(_ instance: TemplateInstance, result: LayoutResult) -> LayoutSnapshot {
        var identities: [ObjectIdentifier: (id: String, type: String)] = [:]
        for entry in instance.entries { identities[ObjectIdentifier(entry.view)] = (entry.id, entry.type) }
        let diagnostics = result.diagnostics.filter { $0.severity != .info }.map { instance.diagnostic(for: $0) }
        return result.snapshot(identity: { identities[ObjectIdentifier($0)] }, diagnostics: diagnostics)
    }

    package static func encode(_ instance: TemplateInstance, result: LayoutResult) -> String {
        encode(snapshot(instance, result: result))
    }

    package static func encode(_ snapshot: LayoutSnapshot) -> String { snapshot.json }

    /// Template errors (the file did not build) in the same shape: no canvas, no views.
    package static func encode(errors: TemplateErrors) -> String {
        let items = errors.diagnostics.map(\.jsonValue.compact)
        return "{\"canvas\": null,\n \"views\": [],\n \"guides\": [],\n \"diagnostics\": "
            + (items.isEmpty ? "[]" : "[\n  " + items.joined(separator: ",\n  ") + "\n ]") + "}\n"
    }
}
