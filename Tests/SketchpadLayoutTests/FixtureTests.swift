import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Data-driven layouts: a canvas, a view tree (ids, parents, optional intrinsic sizes or label
/// texts), constraints in the visual format language, and the frames expected (canvas coordinates).
/// One runner lays out each fixture and compares every frame.
struct LayoutFixture: CustomTestStringConvertible, Sendable {
    struct Node: Sendable {
        var id: String
        var parent: String = "root"
        var size: Size? = nil          // an intrinsic size (either side may be -1)
        var text: String? = nil        // a Label at 17 pt instead of a View
    }

    var name: String
    var canvas = Size(width: 320, height: 200)
    var direction = LayoutDirection.leftToRight
    var nodes: [Node]
    var formats: [(String, VisualFormatOptions)]
    var metrics: [String: Double] = [:]
    var expected: [(String, Rect)]

    var testDescription: String { name }
}

extension LayoutFixture {
    static let all: [LayoutFixture] = [
        LayoutFixture(
            name: "header, body and footer",
            nodes: [.init(id: "header"), .init(id: "body"), .init(id: "footer")],
            formats: [("H:|[header]|", []), ("H:|[body]|", []), ("H:|[footer]|", []),
                      ("V:|[header(44)][body][footer(49)]|", [])],
            expected: [("header", Rect(x: 0, y: 0, width: 320, height: 44)),
                       ("body", Rect(x: 0, y: 44, width: 320, height: 107)),
                       ("footer", Rect(x: 0, y: 151, width: 320, height: 49))]),
        LayoutFixture(
            name: "two equal columns with margins",
            nodes: [.init(id: "a"), .init(id: "b")],
            formats: [("H:|-m-[a]-m-[b(==a)]-m-|", .alignAllTop), ("V:|-m-[a]-m-|", []), ("V:[b(==a)]", [])],
            metrics: ["m": 20],
            expected: [("a", Rect(x: 20, y: 20, width: 130, height: 160)),
                       ("b", Rect(x: 170, y: 20, width: 130, height: 160))]),
        LayoutFixture(
            name: "right-to-left row",
            direction: .rightToLeft,
            nodes: [.init(id: "icon", size: Size(width: 24, height: 24)), .init(id: "title", text: "Inbox")],
            formats: [("H:|-[icon]-[title]", .alignAllCenterY), ("V:|-[icon]", [])],
            expected: [("icon", Rect(x: 288, y: 8, width: 24, height: 24)),
                       ("title", Rect(x: 237.5, y: 9.8, width: 42.5, height: 20.4))]),
        LayoutFixture(
            name: "toolbar with a flexible space",
            nodes: [.init(id: "back", text: "Back"), .init(id: "share", text: "Share"), .init(id: "done", text: "Done")],
            formats: [("H:|-[back]-(>=8)-[share]-[done]-|", .alignAllTop), ("V:|-[back]", [])],
            expected: [("back", Rect(x: 8, y: 8, width: 34, height: 20.4)),
                       ("share", Rect(x: 227.5, y: 8, width: 42.5, height: 20.4)),
                       ("done", Rect(x: 278, y: 8, width: 34, height: 20.4))]),
        LayoutFixture(
            name: "optional width loses to the container",
            canvas: Size(width: 200, height: 100),
            nodes: [.init(id: "wide")],
            formats: [("H:|-[wide(==400@500)]-(>=8)-|", []), ("V:|-[wide(20)]", [])],
            expected: [("wide", Rect(x: 8, y: 8, width: 184, height: 20))]),
        LayoutFixture(
            name: "nested containers",
            nodes: [.init(id: "card"), .init(id: "title", parent: "card", text: "Title"),
                    .init(id: "badge", parent: "card", size: Size(width: 20, height: 20))],
            formats: [("H:|-[card]-|", []), ("V:|-[card]", []),
                      ("H:|-[title]-(>=8)-[badge]-|", .alignAllTop), ("V:|-[title]-|", [])],
            expected: [("card", Rect(x: 8, y: 8, width: 304, height: 36.4)),
                       ("title", Rect(x: 16, y: 16, width: 42.5, height: 20.4)),
                       ("badge", Rect(x: 284, y: 16, width: 20, height: 20))]),
        LayoutFixture(
            name: "left-to-right format in a right-to-left scene",
            direction: .rightToLeft,
            nodes: [.init(id: "a", size: Size(width: 10, height: 10)), .init(id: "b", size: Size(width: 10, height: 10))],
            formats: [("H:|-5-[a]-5-[b]", [.directionLeftToRight, .alignAllTop]), ("V:|[a]", [])],
            expected: [("a", Rect(x: 5, y: 0, width: 10, height: 10)),
                       ("b", Rect(x: 20, y: 0, width: 10, height: 10))]),
    ]
}

@Suite struct FixtureTests {
    @Test(arguments: LayoutFixture.all) func fixture(_ f: LayoutFixture) throws {
        let root = View(id: "root")
        var views: [String: View] = ["root": root]
        for node in f.nodes {
            let view: View = node.text.map { Label($0, id: node.id) } ?? View(id: node.id)
            if let size = node.size { view.explicitIntrinsicContentSize = size }
            views[node.parent]!.addSubview(view)
            views[node.id] = view
        }
        for (format, options) in f.formats {
            try root.addConstraints(visualFormat: format, options: options, metrics: f.metrics, views: views)
        }
        let result = LayoutEngine(canvasSize: f.canvas, layoutDirection: f.direction).layout(root)
        for (id, rect) in f.expected {
            #expect(approximatelyEqual(result.frame(ofID: id), rect),
                    "\(f.name): \(id) expected \(rect), got \(result.frame(ofID: id).map(\.description) ?? "nil")\n\(result.dump)")
        }
        expectClean(result)
    }
}
