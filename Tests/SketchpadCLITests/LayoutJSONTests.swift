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
        #expect(Set(object.keys) == ["canvas", "views", "diagnostics"])
        let canvas = object["canvas"] as! [String: Any]
        #expect(canvas["width"] as? Double == 200 && canvas["height"] as? Double == 100)
        let views = object["views"] as! [[String: Any]]
        #expect(views.map { $0["id"] as! String } == ["root", "title", "row", "row.button#1"])
        #expect(views.map { $0["type"] as! String } == ["view", "label", "stack", "button"])
        #expect(views[0]["parent"] is NSNull)
        #expect(views.dropFirst().map { $0["parent"] as! String } == ["root", "root", "row"])
        for v in views {
            #expect(Set(v.keys) == ["id", "type", "parent", "frame"])
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
        #expect(Set(first.keys) == ["severity", "kind", "message", "file", "line", "column"])
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
}
