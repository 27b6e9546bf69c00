import Foundation
import Testing
@testable import Sketchpad

/// The bad inputs that are not template files (issue 7): the output folder missing, unusable or
/// full, outputs that are in the way, two templates writing one file, an interrupted batch, a
/// huge file; and the whole catalogue rendered as one batch by the built `sketchpad`. Listed in
/// `BadInputs/README.md`.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct BadInputCommandLineTests {
    /// Runs `executable` with `arguments`; standard output and error are pipes (never files, so a
    /// file-size limit on the child does not apply to them). Killed after `timeout` seconds.
    func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 60) throws -> (status: Int32, out: String, err: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let watchdog = DispatchWorkItem { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        // Both pipes are drained at once, so a child that fills one never blocks.
        final class Box: @unchecked Sendable { var data = Data() }
        let e = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { e.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        watchdog.cancel()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e.data, as: UTF8.self))
    }

    func isWholePNG(_ path: String) -> Bool {
        guard let d = FileManager.default.contents(atPath: path), d.count > 20 else { return false }
        return d.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && Array(d.suffix(8).prefix(4)) == Array("IEND".utf8)
    }

    static let small = goodTemplate

    /// Forty lines of text on a 600-point canvas: a PNG of some 60 KB and an SVG of some 170 KB.
    static let large: String = {
        var yaml = "canvas: {width: 600, height: 600}\nviews:\n"
        for i in 1...40 { yaml += "  - {id: l\(i), type: label, text: \"Line \(i) of a long text that fills the canvas with glyphs\", font: 12, allowsOverlap: true}\n" }
        yaml += "constraints:\n"
        for i in 1...40 { yaml += "  - \"l\(i).leading == root.leading + 4\"\n  - \"l\(i).top == root.top + \(i * 14)\"\n" }
        return yaml
    }()

    // MARK: The catalogue as one batch

    /// Every entry of the catalogue in one run: the bad ones fail, the good ones are still
    /// rendered, the exit status is 1, and nothing but the good ones' outputs is written.
    @Test func theWholeCatalogueInOneBatch() throws {
        let dir = try BadInputCatalogue.copy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/.out"
        let r = try run(sketchpadExecutable!, ["render", dir, "-o", out, "--jobs", "2"])
        #expect(r.status == 1)
        var planned: [String] = []
        var failures = 0
        for name in BadInputCatalogue.cases {
            let expected = try BadInputCatalogue.expectation(name)
            // An entry that fails only with --strict is rendered in this batch, which is not strict.
            let fails = expected.failed && !expected.strict
            let isFolder = BadInputCatalogue.path(of: name, in: dir) == dir + "/" + name
            let template = isFolder ? dir + "/" + name + "/main.yaml" : dir + "/" + name + ".yaml"
            if fails, let outputs = expected.outputs {
                // A layout error: failed, with its picture written (the problem marked in it).
                failures += 1
                #expect(r.out.contains("failed \(template) -> "), "\(name)")
                planned += outputs
            } else if fails {
                failures += 1
                #expect(r.out.contains("failed \(template)\n"), "\(name)")
            } else {
                #expect(r.out.contains("rendered \(template) -> "), "\(name)")
                planned += expected.outputs ?? [(isFolder ? name + "/main" : name) + ".png"]
            }
        }
        #expect(r.out.hasSuffix("\(BadInputCatalogue.cases.count - failures) rendered, \(failures) failed\n"))
        let written = BadInputCatalogue.listing(out)
        #expect(written == planned.sorted())
        for file in written { #expect(isWholePNG(out + "/" + file), "\(file)") }
    }

    // MARK: The output folder

    /// A missing output folder is created, with its parents (what `mkdir -p` users expect).
    @Test func aMissingOutputFolderIsCreated() throws {
        let dir = try temporaryFolder(["a.yaml": Self.small])
        let r = try run(sketchpadExecutable!, ["render", dir + "/a.yaml", "-o", dir + "/x/y/z"])
        #expect(r.status == 0, "\(r.err)")
        #expect(isWholePNG(dir + "/x/y/z/a.png"))
    }

    /// An output folder that cannot be made: the run stops before drawing (exit 2) with one
    /// line, and the file in the way is untouched. (Tests run as root, where permissions do not
    /// stop writes, so unwritable is simulated by a regular file where the folder should be,
    /// and by a folder under /proc, where nothing can be created.)
    @Test func anOutputFolderThatCannotBeMadeStopsTheRun() throws {
        let dir = try temporaryFolder(["a.yaml": Self.small, "b.yaml": Self.small, "blocker": "keep me\n"])
        let r = try run(sketchpadExecutable!, ["render", dir, "-o", dir + "/blocker/out"])
        #expect(r.status == 2)
        #expect(r.err == "error: cannot write into the output folder \(dir)/blocker: a file with that name is in the way — choose another folder with -o\n")
        #expect(try String(contentsOfFile: dir + "/blocker", encoding: .utf8) == "keep me\n")
        #expect(BadInputCatalogue.listing(dir).sorted() == ["a.yaml", "b.yaml", "blocker"])

        let proc = "/proc/sketchpad-\(UUID().uuidString)"
        let p = try run(sketchpadExecutable!, ["render", dir, "-o", proc])
        #expect(p.status == 2)
        #expect(p.err.hasPrefix("error: cannot write into the output folder \(proc): "))
        #expect(!FileManager.default.fileExists(atPath: proc))
    }

    /// A full disk, simulated with a file-size limit on the process (`prlimit --fsize`: writes
    /// past the limit fail with EFBIG, as they do with ENOSPC on a full disk). The large
    /// template's PNG (some 60 KB) fits and its SVG (some 170 KB) does not: neither appears (a
    /// template's outputs are committed together or not at all; before, the PNG was left without
    /// its SVG), no temporary file is left, the small template is rendered, the exit status is 1.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs prlimit (util-linux)"))
    func aFullDiskLeavesNoPartialFile() throws {
        let dir = try temporaryFolder(["large.yaml": Self.large, "small.yaml": Self.small])
        let out = dir + "/out"
        let r = try run("/usr/bin/prlimit", ["--fsize=100000", sketchpadExecutable!, "render", dir, "-o", out, "--format", "png,svg", "--jobs", "2"])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err == "\(dir)/large.yaml: error: cannot write \(out)/large.svg: File too large — nothing of this template was written; make room or choose another folder with -o\n", "\(r.err)")
        #expect(r.out.hasSuffix("1 rendered, 1 failed\n"))
        #expect(BadInputCatalogue.listing(out) == ["small.png", "small.svg"])
        #expect(isWholePNG(out + "/small.png"))
    }

    /// Standard error that cannot be written (redirected to a file over the size limit) loses
    /// messages but does not stop the run; before, the process was killed by SIGXFSZ (and, with
    /// that signal ignored, FileHandle.write trapped with SIGILL), leaving temporary files.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit"), "needs prlimit (util-linux)"))
    func unwritableStandardErrorDoesNotCrash() throws {
        // Thirty overlapping boxes: a PNG of under 1 KB and some 9 KB of warnings.
        var noisy = "canvas: {width: 100, height: 100}\nviews:\n"
        for i in 1...30 { noisy += "  - {id: b\(i), type: box, fill: red, size: {width: 50, height: 50}}\n" }
        noisy += "constraints:\n"
        for i in 1...30 { noisy += "  - \"b\(i).leading == root.leading + \(i)\"\n  - \"b\(i).top == root.top + \(i)\"\n" }
        let dir = try temporaryFolder(["noisy.yaml": noisy])
        let out = dir + "/out"
        let script = "exec /usr/bin/prlimit --fsize=4000 \"$0\" render \"$1\" -o \"$2\" 2> \"$3\""
        let r = try run("/bin/sh", ["-c", script, sketchpadExecutable!, dir + "/noisy.yaml", out, dir + "/stderr.txt"])
        #expect(r.status == 0, "\(r.status)")
        #expect(r.out.hasSuffix("1 rendered, 0 failed\n"))
        #expect(BadInputCatalogue.listing(out) == ["noisy.png"])
    }

    /// A scale outside 0.25…8 (or NaN) is refused before anything runs; before, every template
    /// failed with the scale error placed at its first line.
    @Test func aBadScaleIsRefusedBeforeRendering() throws {
        let dir = try temporaryFolder(["a.yaml": Self.small])
        for scale in ["nan", "0", "100"] {
            let r = try run(sketchpadExecutable!, ["render", dir, "-o", dir + "/out", "--scale", scale])
            #expect(r.status == 64, "\(scale)")
            #expect(r.err.contains("--scale must be a number from 0.25 to 8.0, not "), "\(r.err)")
        }
        var options = BatchOptions(outputDirectory: dir + "/out")
        options.scale = .infinity
        #expect(throws: BatchError.badScale(.infinity)) { try BatchRenderer(options: options).render(paths: [dir]) }
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    /// `-o ""` is a usage error; before, outputs went to the file system's root (`/a.png`).
    /// Through the library an empty output folder is the current one.
    @Test func anEmptyOutputFolderIsNotTheRoot() throws {
        let dir = try temporaryFolder(["emptyfolder.yaml": Self.small])
        let r = try run(sketchpadExecutable!, ["render", dir + "/emptyfolder.yaml", "-o", ""])
        #expect(r.status == 64)
        #expect(r.err.contains("--output must name a folder (use . for the current one)"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: "/emptyfolder.png"))
        let renderer = BatchRenderer(options: BatchOptions(outputDirectory: ""))
        let file = try renderer.files(in: [dir + "/emptyfolder.yaml"])[0]
        #expect(renderer.outputPath(for: file, variant: TemplateVariant(device: nil, appearance: .light, direction: .leftToRight), format: .png) == "./emptyfolder.png")
    }

    // MARK: Outputs in the way

    /// An earlier render at an output path is replaced; a folder, a file that is not of the
    /// output's format, or a symbolic link there is the user's: that template fails before it is
    /// drawn and the thing is untouched, the other templates are rendered, and files in the
    /// output folder that are not outputs are never touched.
    @Test func nothingTheUserHasIsReplaced() throws {
        let dir = try temporaryFolder(["a.yaml": Self.small, "b.yaml": Self.small, "c.yaml": Self.small, "d.yaml": Self.small,
                                       "out/notes.txt": "mine\n", "out/b.png": "my own picture, not a PNG\n"])
        let out = dir + "/out"
        try FileManager.default.createDirectory(atPath: out + "/a.png", withIntermediateDirectories: true)
        try "inside\n".write(toFile: out + "/a.png/keep.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out + "/c.png", withDestinationPath: dir + "/b.yaml")
        // An earlier render of d (at another scale, so it is not up to date): replaced.
        let first = try run(sketchpadExecutable!, ["render", dir + "/d.yaml", "-o", out, "--scale", "2"])
        #expect(first.status == 0)
        let before = try FileManager.default.attributesOfItem(atPath: out + "/d.png")[.systemFileNumber] as? Int

        let r = try run(sketchpadExecutable!, ["render", dir, "-o", out])
        #expect(r.status == 1)
        #expect(r.err.contains("\(dir)/a.yaml: error: \(out)/a.png is a folder; Sketchpad will not replace it — move it away or choose another folder with -o\n"))
        #expect(r.err.contains("\(dir)/b.yaml: error: \(out)/b.png exists and is not a PNG file; Sketchpad will not replace it — move it away or choose another folder with -o\n"))
        #expect(r.err.contains("\(dir)/c.yaml: error: \(out)/c.png is a symbolic link; Sketchpad will not replace it — move it away or choose another folder with -o\n"))
        #expect(r.out.hasSuffix("1 rendered, 3 failed\n"))
        #expect(try String(contentsOfFile: out + "/a.png/keep.txt", encoding: .utf8) == "inside\n")
        #expect(try String(contentsOfFile: out + "/b.png", encoding: .utf8) == "my own picture, not a PNG\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: out + "/c.png") == dir + "/b.yaml")
        #expect(try String(contentsOfFile: out + "/notes.txt", encoding: .utf8) == "mine\n")
        let after = try FileManager.default.attributesOfItem(atPath: out + "/d.png")[.systemFileNumber] as? Int
        #expect(before != after, "d.png was not rewritten")
        #expect(isWholePNG(out + "/d.png"))
        #expect(BadInputCatalogue.listing(out) == ["a.png/keep.txt", "b.png", "c.png", "d.png", "notes.txt"])
    }

    /// Two templates that map to one output: the run stops before anything is drawn (exit 2),
    /// naming the output and both templates; no output folder is made.
    @Test func twoTemplatesForOneOutputStopTheRun() throws {
        let dir = try temporaryFolder(["screen.yaml": Self.small, "screen.yml": Self.small, "other.yaml": Self.small])
        let r = try run(sketchpadExecutable!, ["render", dir, "-o", dir + "/out"])
        #expect(r.status == 2)
        #expect(r.err == "error: \(dir)/out/screen.png would be written by \(dir)/screen.yaml and \(dir)/screen.yml\n")
        #expect(r.out == "")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    /// `watch` on two files, one of which is deleted: the other is still re-rendered when it
    /// changes, the missing one is reported, and watching goes on; before, the first change
    /// after the deletion ended the watch with an error.
    @Test func watchSurvivesADeletedFile() throws {
        let dir = try temporaryFolder(["a.yaml": Self.small, "b.yaml": Self.small])
        let p = Process()
        p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
        p.arguments = ["watch", dir + "/a.yaml", dir + "/b.yaml", "-o", dir + "/out", "--interval", "0.1", "--polls", "40"]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let watchdog = DispatchWorkItem { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        let b = dir + "/out/b.png"
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: b) && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let first = try FileManager.default.attributesOfItem(atPath: b)[.systemFileNumber] as? Int
        try FileManager.default.removeItem(atPath: dir + "/a.yaml")
        try (Self.small + "\nappearance: dark\n").write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        watchdog.cancel()
        #expect(p.terminationStatus == 0, "\(e)")
        #expect(e.contains("warning: \(dir)/a.yaml is gone; watching for it to come back\n"), "\(e)")
        #expect(o.hasSuffix("1 rendered, 0 failed\n"), "\(o)")
        let second = try FileManager.default.attributesOfItem(atPath: b)[.systemFileNumber] as? Int
        #expect(first != second, "b.png was not re-rendered")
    }

    /// Standard output closed by its reader (`sketchpad render … | head -1`): the progress lines
    /// are lost, the batch is not; before, SIGPIPE killed the process half-way (exit 141).
    @Test func aClosedStandardOutputDoesNotStopTheBatch() throws {
        var files: [String: String] = [:]
        for i in 0..<150 { files[String(format: "t/a-long-name-for-a-template-%03d.yaml", i)] = Self.small }
        let dir = try temporaryFolder(files)
        let out = dir + "/out"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
        p.arguments = ["render", dir + "/t", "-o", out, "--jobs", "2"]
        let stdout = Pipe()
        p.standardOutput = stdout
        p.standardError = FileHandle.nullDevice
        try p.run()
        try stdout.fileHandleForReading.close()
        let watchdog = DispatchWorkItem { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        p.waitUntilExit()
        watchdog.cancel()
        #expect(p.terminationReason == .exit && p.terminationStatus == 0, "\(p.terminationReason) \(p.terminationStatus)")
        let written = BadInputCatalogue.listing(out)
        #expect(written.count == 150, "\(written.count) written")
        #expect(written.allSatisfy { !$0.hasPrefix(".") })
    }

    // MARK: Interrupted

    /// Ctrl-C in the middle of a batch: the process exits with 130, every PNG already there is
    /// whole, no temporary file is left, and the batch did not run to its end.
    @Test func anInterruptedBatchLeavesOnlyWholeFiles() throws {
        var files: [String: String] = [:]
        for i in 0..<120 {
            files[String(format: "t/s%03d.yaml", i)] = """
            canvas: {width: 800, height: 800}
            scale: 3
            views:
              - {id: title, type: label, text: "Template \(i)", font: 40}
            constraints: ["title.leading == root.leading + 8", "title.top == root.top + 8"]

            """
        }
        let dir = try temporaryFolder(files)
        let out = dir + "/out"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: sketchpadExecutable!)
        p.arguments = ["render", dir + "/t", "-o", out, "--jobs", "2"]
        let stdout = Pipe(), stderr = Pipe()
        p.standardOutput = stdout
        p.standardError = stderr
        try p.run()
        // Bounded polling: wait for a few finished outputs (at most 60 s), then interrupt.
        let deadline = Date().addingTimeInterval(60)
        func pngs() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") } }
        while pngs().count < 3 && p.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let interruptedWhileRunning = p.isRunning
        kill(p.processIdentifier, SIGINT)
        let watchdog = DispatchWorkItem { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
        let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        _ = stdout.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        watchdog.cancel()

        #expect(interruptedWhileRunning, "the batch finished before it could be interrupted")
        #expect(p.terminationReason == .exit && p.terminationStatus == 130, "\(p.terminationReason) \(p.terminationStatus)")
        #expect(err.hasSuffix("interrupted: files already written are whole; unfinished ones were removed\n"))
        let left = BadInputCatalogue.listing(out)
        #expect(left.filter { $0.contains(".tmp-") || $0.hasPrefix(".") } == [], "temporary files left: \(left)")
        #expect(left.count >= 3 && left.count < 120, "\(left.count) files")
        for file in left { #expect(isWholePNG(out + "/" + file), "\(file) is not a whole PNG") }
    }
}

/// Bad inputs through the library: typed errors with their positions.
@Suite struct BadInputLibraryTests {
    /// A file over the size limit (1 MiB) fails at once, before YAML is parsed.
    @Test func aHugeFileFailsFast() throws {
        let line = "# " + String(repeating: "x", count: 98) + "\n"
        let text = "canvas: {width: 120, height: 60}\n" + String(repeating: line, count: 11_000)
        let dir = try temporaryFolder(["huge.yaml": text])
        let clock = ContinuousClock()
        var result: Result<Template, TemplateErrors>!
        let elapsed = clock.measure { result = TemplateLoader().result(path: dir + "/huge.yaml") }
        guard case .failure(let errors) = result else { Issue.record("loaded"); return }
        #expect(errors.errors.map(\.description) == ["\(dir)/huge.yaml: error: the file is \(text.utf8.count) bytes; templates may be at most 1048576"])
        #expect(elapsed < .seconds(1))
    }

    /// A FIFO named like a template (or a device given as one) is refused at once, without
    /// reading it (which would block, or never end), and the rest of the folder is rendered.
    @Test func aSpecialFileIsRefusedWithoutHanging() throws {
        let dir = try temporaryFolder(["ok.yaml": goodTemplate])
        #expect(mkfifo(dir + "/pipe.yaml", 0o644) == 0)
        let summary = try BatchRenderer(options: BatchOptions(outputDirectory: dir + "/out")).render(paths: [dir])
        #expect(summary.reports.map { $0.errors.map(\.description) } == [[], ["\(dir)/pipe.yaml: error: not a regular file (a folder, a FIFO or a device) — give a template file"]])
        #expect(summary.line == "1 rendered, 1 failed")
        guard case .failure(let errors) = TemplateLoader().result(path: "/dev/zero") else { Issue.record("loaded"); return }
        #expect(errors.description == "/dev/zero: error: not a regular file (a folder, a FIFO or a device) — give a template file")
    }

    /// The batch renderer's run-stopping errors are typed: an output folder that cannot be made.
    @Test func anUnusableOutputFolderIsATypedError() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "blocker": "x"])
        let options = BatchOptions(outputDirectory: dir + "/blocker/out")
        #expect(throws: BatchError.outputFolder(path: dir + "/blocker", reason: "a file with that name is in the way")) {
            try BatchRenderer(options: options).render(paths: [dir + "/a.yaml"])
        }
    }

    /// The loader's errors are typed: file, line, column, message and hint, in file order.
    @Test func errorsAreTypedWithTheirPositions() throws {
        let path = BadInputCatalogue.folder + "/10-duplicate-key.yaml"
        #expect(throws: TemplateErrors.self) { try TemplateLoader().load(path: path) }
        guard case .failure(let errors) = TemplateLoader().result(path: path) else { Issue.record("loaded"); return }
        #expect(errors.errors == [TemplateError(file: path, line: 6, column: 5,
                                                message: "duplicate key 'text', first written at line 5, column 5 — keep one of them",
                                                kind: .structure)])
        guard case .failure(let utf8) = TemplateLoader().result(path: BadInputCatalogue.folder + "/08-invalid-utf8.yaml") else { Issue.record("loaded"); return }
        #expect(utf8.errors.map { [$0.line, $0.column] } == [[3, 40]])
        #expect(utf8.errors.map(\.kind) == [.syntax])
    }

    /// A write that fails leaves neither the file nor a temporary file; a staged file that is
    /// discarded leaves nothing (`interrupt()` is tested through the command line: it poisons the process).
    @Test func atomicWritesLeaveNothingBehind() throws {
        let dir = try temporaryFolder([:])
        #expect(throws: RenderError.self) { try AtomicFile.write([1, 2, 3], to: dir + "/missing-folder/a.png") }
        let staged = try AtomicFile.stage([1, 2, 3], for: dir + "/b.png")
        #expect(BadInputCatalogue.listing(dir).count == 1)
        staged.discard()
        #expect(BadInputCatalogue.listing(dir) == [])
        try AtomicFile.write([4, 5], to: dir + "/c.png")
        #expect(BadInputCatalogue.listing(dir) == ["c.png"])
    }
}
