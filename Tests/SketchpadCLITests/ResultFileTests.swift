import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Sketchpad

/// `--summary FILE.json` and `--junit FILE.xml`: every template, status, output, diagnostic with
/// its location, and timing, in shapes CI systems read; shard reports merged into one.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct ResultFileTests {
    @Test func renderWritesASummaryWithLocatedDiagnostics() throws {
        let yaml = goodTemplate + "\nvariants: {appearances: [light, dark]}\n"
        let dir = try temporaryFolder(["a.yaml": yaml, "bad.yaml": badTemplate])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runCLI(["render", dir, "-o", dir + "/out", "--summary", dir + "/summary.json"])
        #expect(r.status == 1)
        let run = try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: URL(fileURLWithPath: dir + "/summary.json")))
        #expect(run.command == "render")
        #expect(run.totals == ["rendered": 1, "failed": 1])
        #expect(run.records.map(\.status) == ["rendered", "failed"])
        #expect(run.records[0].outputs == [RunSummary.Output(path: dir + "/out/a--light.png", variant: "light"),
                                           RunSummary.Output(path: dir + "/out/a--dark.png", variant: "dark")])
        let problem = try #require(run.records[1].diagnostics.first)
        #expect(problem.severity == .error)
        #expect(problem.location == SourceLocation(file: dir + "/bad.yaml", line: 2, column: 30))
        #expect(problem.message == "unknown key 'txt' in a label")
        #expect(problem.hint == "did you mean 'text'?")
        #expect(run.records.allSatisfy { $0.milliseconds > 0 })
    }

    @Test func checkWritesJUnit() throws {
        let dir = try temporaryFolder(["a.yaml": goodTemplate, "sub/bad.yaml": badTemplate])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try runCLI(["check", dir, "--junit", dir + "/check.xml", "--summary", dir + "/check.json"])
        #expect(r.status == 1)
        let xml = try String(contentsOfFile: dir + "/check.xml", encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"sketchpad check\" tests=\"2\" failures=\"1\""))
        #expect(xml.contains("<testcase classname=\"\(dir)\" name=\"a.yaml\" file=\"\(dir)/a.yaml\""))
        #expect(xml.contains("<failure message=\"unknown key 'txt' in a label (did you mean 'text'?)\" type=\"template.structure\">\(dir)/sub/bad.yaml:2:30: error: "))
        // Well-formed: an XML parser reads it.
        let parsed = try XMLDocument(data: Data(xml.utf8))
        #expect(try parsed.nodes(forXPath: "//testcase").count == 2)
        #expect(try parsed.nodes(forXPath: "//testcase/failure").count == 1)
        let run = try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: URL(fileURLWithPath: dir + "/check.json")))
        #expect(run.records.map(\.status) == ["passed", "failed"])
    }

    @Test func shardReportsMergeIntoOne() throws {
        let dir = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for folder in ["Templates", "Golden"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/" + folder, toPath: dir + "/" + folder)
        }
        var counts: [Int] = []
        for shard in ["1/2", "2/2"] {
            let report = dir + "/shard-" + shard.prefix(1)
            let r = try runCLI(["test", "Templates", "--golden", "Golden", "--shard", shard, "--report", report], in: dir)
            #expect(r.status == 0, "\(r.err)")
            counts.append(try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: URL(fileURLWithPath: report + "/summary.json"))).records.count)
        }
        let whole = try runCLI(["test", "Templates", "--golden", "Golden", "--summary", dir + "/whole.json"], in: dir)
        #expect(whole.status == 0)
        let m = try runCLI(["test", "--merge", "shard-1", "shard-2", "--report", "merged", "--junit", "merged.xml"], in: dir)
        #expect(m.status == 0, "\(m.err)")
        let merged = try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: URL(fileURLWithPath: dir + "/merged/summary.json")))
        let all = try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: URL(fileURLWithPath: dir + "/whole.json")))
        #expect(counts.allSatisfy { $0 > 0 })
        #expect(merged.records.count == counts.reduce(0, +))
        #expect(Set(merged.records.map { $0.template + ($0.variant ?? "") }) == Set(all.records.map { $0.template + ($0.variant ?? "") }))
        let html = try String(contentsOfFile: dir + "/merged/index.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<article class=\"card ").count - 1 == merged.records.count)
        for src in html.components(separatedBy: "src=\"").dropFirst().map({ String($0.prefix { $0 != "\"" }) }) {
            #expect(FileManager.default.fileExists(atPath: dir + "/merged/" + src), "\(src)")
        }
        #expect(try String(contentsOfFile: dir + "/merged.xml", encoding: .utf8).contains("tests=\"\(merged.records.count)\" failures=\"0\""))
    }
}
