import Foundation
import Testing

/// Text that does not fit is a `textClipped` warning at the view's line, in every command.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct TextClippedCommandLineTests {
    static let template = """
    canvas: {width: 200, height: 100}
    views:
      - {id: ok, type: label, text: Fits}
      - {id: body, type: label, text: "A paragraph that wraps onto several lines", lines: 0}
    constraints:
      - "ok.leading == root.leading + 10"
      - "ok.top == root.top + 10"
      - "body.leading == ok.leading"
      - "body.width == 80"
      - "body.top == ok.bottom + 8"
      - "body.height == 20"
    """

    @Test func checkRenderAndLayoutJSONReportClippedText() throws {
        let dir = try temporaryFolder(["clip.yaml": Self.template])
        let path = dir + "/clip.yaml"
        let expected = "\(path):4:5: warning: textClipped: Label 'body'"
        let check = try runCLI(["check", path])
        #expect(check.status == 0, "a warning, not an error")
        #expect(check.err.contains(expected), "\(check.err)")
        #expect(check.err.contains("lines show whole"))
        let render = try runCLI(["render", path, "-o", dir + "/out"])
        #expect(render.status == 0)
        #expect(render.err.contains(expected), "\(render.err)")
        let layout = try runCLI(["layout", path, "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(layout.out.utf8)) as! [String: Any]
        let diagnostics = object["diagnostics"] as! [[String: Any]]
        let clipped = try #require(diagnostics.first { $0["kind"] as? String == "textClipped" })
        #expect(clipped["severity"] as? String == "warning")
        #expect(clipped["line"] as? Int == 4 && clipped["column"] as? Int == 5)
        #expect((clipped["message"] as? String)?.contains("Label 'body'") == true)
        #expect(!diagnostics.contains { ($0["message"] as? String)?.contains("'ok'") == true && $0["kind"] as? String == "textClipped" })
    }
}
