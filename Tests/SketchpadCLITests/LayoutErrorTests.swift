import Foundation
import Testing
import Sketchpad

/// Layout errors have one severity in every command (issue 17): an inconsistent set of required
/// constraints, a constraint with an unusable number (a multiplier of 1e-9) and a negative size
/// are errors in `render`, `check`, `layout` and `test`; an ambiguous layout is a warning in all of
/// them unless `--strict`. `render` still writes the picture of an inconsistent layout, with the
/// problem drawn into it, and exits 1; a negative size writes nothing.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct LayoutErrorTests {
    /// A canvas with one blue box and `constraints`.
    static func box(_ constraints: [String], canvas: String = "{width: 200, height: 100}") -> String {
        "canvas: \(canvas)\nviews:\n  - {id: box, type: box, fill: \"#007AFF\"}\nconstraints:\n"
            + constraints.map { "  - \"\($0)\"\n" }.joined()
    }

    static let conflicting = box(["box.leading == root.leading", "box.top == root.top", "box.height == 40",
                                  "box.width == 50", "box.trailing == root.trailing"], canvas: "{width: 300, height: 200}")
    static let tinyMultiplier = box(["box.leading == root.leading", "box.width == 40", "box.width == 0.000000001 * root.width + 40",
                                     "box.top == root.top", "box.height == 20"])
    static let negative = box(["box.leading == root.leading + 100", "box.trailing == root.leading + 50", "box.top == root.top", "box.height == 20"])
    static let ambiguous = box(["box.leading == root.leading", "box.top == root.top", "box.height == 20"])

    @Test func anInconsistentLayoutIsAnErrorInEveryCommand() throws {
        let dir = try temporaryFolder(["c.yaml": Self.conflicting])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let error = "\(dir)/c.yaml:5:6: error: inconsistent: these 4 required constraints cannot all hold"
        let render = try runCLI(["render", dir + "/c.yaml", "-o", dir + "/out"])
        #expect(render.status == 1)
        #expect(render.err.hasPrefix(error), "\(render.err)")
        #expect(render.out == "failed \(dir)/c.yaml -> \(dir)/out/c.png\n0 rendered, 1 failed\n")
        let check = try runCLI(["check", dir + "/c.yaml"])
        #expect(check.status == 1)
        #expect(check.err == render.err)
        let layout = try runCLI(["layout", dir + "/c.yaml", "--json"])
        #expect(layout.status == 1)
        #expect(layout.err == render.err)
        #expect(layout.out.contains("{\"severity\": \"error\", \"kind\": \"inconsistent\""))
        #expect(layout.out.contains("\"notes\": [{\"message\": \"the canvas pins the root view: View 'root'.width == 300\", \"file\": \"\(dir)/c.yaml\", \"line\": 1, \"column\": 1}, "))
        // `sketchpad test` fails the case with the same error, even when recording.
        let test = try runCLI(["test", dir + "/c.yaml", "--golden", dir + "/golden", "--record", "missing"])
        #expect(test.status == 1)
        #expect(test.err.contains(error), "\(test.err)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/golden/c.png"))
    }

    /// The picture of an inconsistent layout says so: the views concerned outlined in red and a
    /// red caption at the bottom naming the ignored constraint.
    @Test func thePictureOfAnInconsistentLayoutMarksTheProblem() throws {
        let dir = try temporaryFolder(["c.yaml": Self.conflicting])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try runCLI(["render", dir + "/c.yaml", "-o", dir + "/out", "--scale", "1"])
        let image = try RasterImage(contentsOfPNGFile: dir + "/out/c.png")
        let red = RasterImage.Pixel(ProblemMark.color)
        // The box is laid out at 0, 0, 300 × 40 with box.width == 50 ignored: its outline runs
        // just inside its frame, over its blue fill.
        #expect(image.pixel(x: 150, y: 1).distance(to: red) < 60, "\(image.pixel(x: 150, y: 1))")
        #expect(image.pixel(x: 150, y: 20).distance(to: RasterImage.Pixel(Color(hex: 0x007AFF))) < 10)
        // The caption's band at the bottom, away from its text.
        #expect(image.pixel(x: 297, y: 198).distance(to: red) < 60, "\(image.pixel(x: 297, y: 198))")
        // With the conflict removed, nothing is marked.
        try Self.conflicting.replacingOccurrences(of: "  - \"box.width == 50\"\n", with: "").write(toFile: dir + "/ok.yaml", atomically: true, encoding: .utf8)
        #expect(try runCLI(["render", dir + "/ok.yaml", "-o", dir + "/out", "--scale", "1"]).status == 0)
        let clean = try RasterImage(contentsOfPNGFile: dir + "/out/ok.png")
        #expect(clean.pixel(x: 297, y: 198).distance(to: RasterImage.Pixel(Color.white)) < 10)
    }

    /// Problem marks are part of what the scene builds (issue 25): a script's `Scene.render` draws
    /// a broken layout as `sketchpad render` does, byte for byte; a layout written in Swift names
    /// the Swift file and line; leaving `.problems` out of the overlays draws the layout alone.
    @Test func everyFrontEndMarksABrokenLayoutTheSameWay() throws {
        let dir = try temporaryFolder(["c.yaml": Self.conflicting])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try runCLI(["render", dir + "/c.yaml", "-o", dir + "/out", "--scale", "1"]).status == 1)
        let template = try TemplateLoader.withDevicePresets().result(path: dir + "/c.yaml").get()
        let scene = try template.instantiate(template.variants[0]).scene()
        try scene.render(to: dir + "/script.png", scale: 1)
        #expect(FileManager.default.contents(atPath: dir + "/script.png") == FileManager.default.contents(atPath: dir + "/out/c.png"))
        let unmarked = try scene.data(format: .png, scale: 1, overlays: [])
        #expect(unmarked != Array(FileManager.default.contents(atPath: dir + "/out/c.png") ?? Data()))

        let root = View(id: "root"), box = Box(id: "box")
        root.addSubview(box)
        root.constrain {
            box.leading == root.leading
            box.top == root.top
            box.height == 40
            box.trailing == root.trailing
            box.width == 50
        }
        let swift = try Scene(size: Size(width: 300, height: 200), root: root)
        let captions = try swift.displayList().commands.compactMap { command -> String? in
            if case .glyphs(let run) = command { return run.text } else { return nil }
        }
        // One caption, wrapped to the canvas's width (a run per line).
        let caption = captions.joined()
        #expect(caption.hasPrefix("Layout error: ignored "), "\(captions)")
        #expect(caption.contains(" (LayoutErrorTests.swift:") && caption.hasSuffix("; it conflicts with other required constraints"), "\(captions)")
        #expect(try swift.displayList(overlays: []).commands.allSatisfy { if case .glyphs = $0 { false } else { true } })
    }

    /// A multiplier of 1e-9 is ignored as an error everywhere, quoted as written.
    @Test func anUnusableNumberIsAnErrorQuotedAsWritten() throws {
        let dir = try temporaryFolder(["t.yaml": Self.tinyMultiplier])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let line = "\(dir)/t.yaml:7:6: error: invalidConstraint: ignored a constraint with an unusable number: the multiplier 0.000000001 is too small to tell apart from zero (remove the term, or use a multiplier of at least 0.00000001)\n"
        let render = try runCLI(["render", dir + "/t.yaml", "-o", dir + "/out"])
        #expect(render.status == 1)
        #expect(render.err == line)
        #expect(FileManager.default.fileExists(atPath: dir + "/out/t.png"))
        let check = try runCLI(["check", dir + "/t.yaml"])
        #expect(check.status == 1)
        #expect(check.err == line)
        #expect(try runCLI(["layout", dir + "/t.yaml", "--json"]).status == 1)
    }

    /// A width of −50: an error at the constraints in all three commands, nothing written.
    @Test func aNegativeSizeIsAnErrorAtItsConstraints() throws {
        let dir = try temporaryFolder(["n.yaml": Self.negative])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lines = """
        \(dir)/n.yaml:5:6: error: negativeSize: the width of Box 'box' comes out as -50: its constraints put one edge past the other; check their constants and which of its leading and trailing (or left and right) edges they pin
        \(dir)/n.yaml:5:6: note: [box.leading == root.leading + 100] Box 'box'.leading == View 'root'.leading + 100
        \(dir)/n.yaml:6:6: note: [box.trailing == root.leading + 50] Box 'box'.trailing == View 'root'.leading + 50

        """
        let render = try runCLI(["render", dir + "/n.yaml", "-o", dir + "/out"])
        #expect(render.status == 1)
        #expect(render.err == lines)
        #expect(render.out == "failed \(dir)/n.yaml\n0 rendered, 1 failed\n")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: dir + "/out")) ?? [] == [])
        let check = try runCLI(["check", dir + "/n.yaml"])
        #expect(check.status == 1)
        #expect(check.err == lines)
        let layout = try runCLI(["layout", dir + "/n.yaml", "--json"])
        #expect(layout.status == 1)
        #expect(layout.out.contains("\"kind\": \"negativeSize\""))
        #expect(layout.out.contains("\"file\": \"\(dir)/n.yaml\", \"line\": 6, \"column\": 6}]}"))
    }

    /// An ambiguous layout is a warning in every command, and an error in each with --strict.
    @Test func anAmbiguousLayoutIsAWarningUnlessStrict() throws {
        let dir = try temporaryFolder(["a.yaml": Self.ambiguous])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let render = try runCLI(["render", dir + "/a.yaml", "-o", dir + "/out"])
        #expect(render.status == 0)
        #expect(render.err.contains(": warning: ambiguous layout: the width of Box 'box'"))
        let check = try runCLI(["check", dir + "/a.yaml"])
        #expect(check.status == 0)
        #expect(check.err == render.err)
        let layout = try runCLI(["layout", dir + "/a.yaml", "--json"])
        #expect(layout.status == 0)
        #expect(layout.out.contains("{\"severity\": \"warning\", \"kind\": \"ambiguous\""))
        let strictRender = try runCLI(["render", dir + "/a.yaml", "-o", dir + "/strict", "--strict"])
        #expect(strictRender.status == 1)
        #expect(strictRender.err.contains(": error: ambiguous layout: the width of Box 'box'"))
        let strictCheck = try runCLI(["check", dir + "/a.yaml", "--strict"])
        #expect(strictCheck.status == 1)
        #expect(strictCheck.err == strictRender.err)
    }
}
