import Foundation
import Testing
@testable import Sketchpad

/// `sketchpad layout FILE --json`: exactly the documented keys, absolute unrounded frames, tree order.
@Suite struct LayoutJSONTests {
    func json(_ yaml: String) throws -> [String: Any] {
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let instance = try template.instantiate(template.defaultVariant)
        let result = try instance.scene().layout()
        let text = LayoutJSON.encode(instance, result: result)
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    @Test func shape() throws {
        let object = try json(goodTemplate)
        // Today's keys, and what the snapshot adds.
        #expect(Set(object.keys) == ["canvas", "direction", "views", "guides", "diagnostics"])
        let canvas = object["canvas"] as! [String: Any]
        #expect(canvas["width"] as? Double == 200 && canvas["height"] as? Double == 100)
        let views = object["views"] as! [[String: Any]]
        #expect(views.map { $0["id"] as! String } == ["root", "title", "row", "row.button#1"])
        #expect(views.map { $0["type"] as! String } == ["view", "label", "stack", "button"])
        #expect(views[0]["parent"] is NSNull)
        #expect(views.dropFirst().map { $0["parent"] as! String } == ["root", "root", "row"])
        for v in views {
            #expect(Set(v.keys).isSuperset(of: ["id", "type", "parent", "frame", "name"]))
            #expect(Set((v["frame"] as! [String: Any]).keys) == ["x", "y", "width", "height"])
        }
        // Absolute: the button inside the row starts where the row does.
        let row = views[2]["frame"] as! [String: Double], button = views[3]["frame"] as! [String: Double]
        #expect(row["x"] == 10 && button["x"] == 10 && button["y"] == row["y"])
        #expect((object["diagnostics"] as! [Any]).isEmpty)
    }

    @Test func diagnosticsPointIntoTheFile() throws {
        let yaml = "canvas: {width: 200, height: 100}\nviews:\n  - {id: box, type: view}\nconstraints:\n  - \"box.width == 10\"\n"
        let object = try json(yaml)
        let diagnostics = object["diagnostics"] as! [[String: Any]]
        #expect(!diagnostics.isEmpty)
        let first = diagnostics[0]
        #expect(Set(first.keys).isSuperset(of: ["severity", "kind", "message", "file", "line", "column"]))
        #expect(first["kind"] as? String == "ambiguous")
        #expect(first["file"] as? String == "t.yaml")
        // The first constraint written about the view: line 5, column 6 (inside the quotes).
        #expect(first["line"] as? Int == 5)
        #expect(first["column"] as? Int == 6)
    }

    @Test func numbersAreUnroundedAndStable() throws {
        let yaml = "canvas: {width: 100, height: 100}\nviews:\n  - {id: a, type: view}\nconstraints: [\"a.leading == root.leading\", \"a.top == root.top\", \"a.width == root.width / 3\", \"a.height == 10\"]\n"
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let instance = try template.instantiate(template.defaultVariant)
        let text = LayoutJSON.encode(instance, result: try instance.scene().layout())
        #expect(text.contains("\"width\": 33.33333333333333"))
        let again = try template.instantiate(template.defaultVariant)
        #expect(LayoutJSON.encode(again, result: try again.scene().layout()) == text)
    }

    /// One model: what `layout --json` prints is a ``LayoutSnapshot`` that `JSONDecoder` reads back
    /// equal, and the `.frames` text is made from the same snapshot.
    @Test func theJSONIsTheSnapshotAndDecodesBack() throws {
        let yaml = """
            canvas: {width: 200, height: 100}
            guides: [gap]
            views:
              - {id: title, type: label, text: Hello}
              - {id: box, type: view}
            constraints:
              - "title.leading == root.leading + 10"
              - "title.top == root.top + 10"
              - "gap.leading == title.trailing"
              - "gap.width == 8"
              - "box.leading == gap.trailing"
              - "box.top == title.top"
              - "box.width == 10"
            """
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let instance = try template.instantiate(template.defaultVariant)
        let result = try instance.scene().layout()
        let snapshot = LayoutJSON.snapshot(instance, result: result)
        let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(LayoutJSON.encode(instance, result: result).utf8))
        #expect(decoded == snapshot)
        #expect(snapshot.views.map(\.id) == ["root", "title", "box"])
        #expect(snapshot.views[1].baselines != nil)
        #expect(snapshot.guides.contains { $0.role == .custom && $0.id == "gap" && $0.owner == "root" })
        #expect(snapshot.diagnostics.contains { $0.kind.rawValue == "ambiguous" && $0.location?.line ?? 0 > 0 })
        // And through a JSONEncoder, as any tool would write it.
        #expect(try JSONDecoder().decode(LayoutSnapshot.self, from: JSONEncoder().encode(snapshot)) == snapshot)
    }
}
