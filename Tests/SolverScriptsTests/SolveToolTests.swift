import Foundation
import Testing
@testable import SolverScripts

/// The logic behind `sketchpad-solve`'s output and exit statuses, called as main.swift calls it,
/// and once through the built executable itself.
@Suite struct SolveToolTests {
    /// A fresh temporary folder per test, removed afterwards.
    final class TemporaryFolder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory
                .appendingPathComponent("solver-scripts-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        func write(_ name: String, _ text: String) throws -> String {
            let path = url.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    static let good = "var x\nc required >= -10 1 x\nc weak == 0 1 x\ncheck x 10\nremove nope\n"
    static let malformed = "var x\nc required >= -10 1 x\nc required =< 0 1 x\n"

    @Test func aGoodScriptPrintsItsLinesAndExitsZero() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("good.txt", Self.good)
        var out = "", err = ""
        let status = SolveTool.solve(file: path, output: &out, diagnostics: &err)
        #expect(status == 0)
        #expect(out == "check x 10\nerror 5 unknownConstraint\n")
        #expect(err == "")
    }

    @Test func aMalformedScriptPrintsFileLineErrorAndExitsTwo() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("bad.txt", Self.malformed)
        var out = "", err = ""
        let status = SolveTool.solve(file: path, output: &out, diagnostics: &err)
        #expect(status == 2)
        #expect(out == "")
        #expect(err == "\(path):3: error: bad operator '=<' (want ==, <= or >=)\n")
    }

    @Test func aMissingFileExitsTwo() {
        var out = "", err = ""
        #expect(SolveTool.solve(file: "/nonexistent/x.txt", output: &out, diagnostics: &err) == 2)
        #expect(err.hasPrefix("/nonexistent/x.txt: error: "))
    }

    @Test func aMismatchPrintsTheLinesAndExitsOne() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("off.txt", "c required == -10 1 x\ncheck x 12\ncheck x 10\n")
        var out = "", err = ""
        let status = SolveTool.solve(file: path, output: &out, diagnostics: &err)
        #expect(status == 1)
        #expect(out == "check x 10\ncheck x 10\n")
        #expect(err == "\(path):2: check x: expected 12, got 10\n")
    }

    @Test func benchPrintsOneJSONObjectPerFile() throws {
        let folder = try TemporaryFolder()
        let plain = try folder.write("plain.txt", "var a\nvar b\nc required == -10 1 a\nc weak == 0 1 a -1 b\ncheck b 10\n")
        let edited = try folder.write("edited.txt", """
            var w
            edit w strong
            c required >= 0 1 w
            check w 0
            suggest w 1 2 3 4 5
            """)
        var out = "", err = ""
        let status = SolveTool.bench(files: [plain, edited], reps: 3, output: &out, diagnostics: &err)
        #expect(status == 0, "diagnostics: \(err)")
        let lines = out.split(separator: "\n").map(String.init)
        try #require(lines.count == 2)

        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(first["file"] as? String == plain)
        #expect(first["vars"] as? Int == 2)
        #expect(first["constraints"] as? Int == 2)
        let build = try #require(first["build_ms"] as? [String: Double])
        #expect(Set(build.keys) == ["median", "min", "max"])
        #expect(build["min"]! <= build["median"]! && build["median"]! <= build["max"]!)
        #expect(first["resolve_us"] == nil)
        #expect(lines[0].hasPrefix("{\"file\": "), "keys in the documented order")

        let second = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
        let resolve = try #require(second["resolve_us"] as? [String: Double])
        #expect(Set(resolve.keys) == ["median", "p95", "min", "max"])
        #expect(resolve["min"]! <= resolve["median"]! && resolve["median"]! <= resolve["p95"]!
                && resolve["p95"]! <= resolve["max"]!)
        #expect(lines[1].contains("\"build_ms\": {\"median\": "))
    }

    @Test func benchFailsOnAMismatchAfterTheBuild() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("off.txt", "c required == -10 1 x\ncheck x 11\n")
        var out = "", err = ""
        #expect(SolveTool.bench(files: [path], reps: 2, output: &out, diagnostics: &err) == 1)
        #expect(err == "\(path):2: check x: expected 11, got 10\n")
        #expect(out.hasPrefix("{\"file\": "))
    }

    @Test func benchFailsWhenAnOperationThrows() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("unsat.txt", "c required == -10 1 x\nc required == -11 1 x\n")
        var out = "", err = ""
        #expect(SolveTool.bench(files: [path], reps: 1, output: &out, diagnostics: &err) == 1)
        #expect(err == "\(path):2: error 2 unsatisfiable\n")
    }

    @Test func benchAcceptsExpectedErrors() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("unsat.txt", """
            c required == -10 1 x
            # expect-error unsatisfiable
            c required == -11 1 x
            check x 10
            """)
        var out = "", err = ""
        #expect(SolveTool.bench(files: [path], reps: 1, output: &out, diagnostics: &err) == 0)
        #expect(err == "")
    }

    @Test func benchReportsAMalformedFileExitsTwoAndGoesOn() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.txt", Self.malformed)
        let good = try folder.write("good.txt", "c required == -1 1 x\n")
        var out = "", err = ""
        #expect(SolveTool.bench(files: [bad, good], reps: 1, output: &out, diagnostics: &err) == 2)
        #expect(err.hasPrefix("\(bad):3: error: "))
        #expect(out.split(separator: "\n").count == 1)
    }

    // MARK: the executable

    /// `swift test` builds every product; the executable sits next to the test bundle.
    static var executable: URL {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("sketchpad-solve")
    }

    static func runExecutable(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func theExecutableExitsWithTheToolsStatus() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path),
                     "sketchpad-solve not built at \(Self.executable.path)")
        let folder = try TemporaryFolder()
        let bad = try folder.write("bad.txt", Self.malformed)
        let malformed = try Self.runExecutable([bad])
        #expect(malformed.status == 2)
        #expect(malformed.err == "\(bad):3: error: bad operator '=<' (want ==, <= or >=)\n")

        let good = try folder.write("good.txt", Self.good)
        let fine = try Self.runExecutable([good])
        #expect(fine.status == 0)
        #expect(fine.out == "check x 10\nerror 5 unknownConstraint\n")

        let off = try folder.write("off.txt", "c required == -10 1 x\ncheck x 12\n")
        #expect(try Self.runExecutable([off]).status == 1)
        #expect(try Self.runExecutable(["--bench", "--reps", "1", off]).status == 1)
        #expect(try Self.runExecutable([good, off]).status != 0, "two files need --bench")
    }
}
