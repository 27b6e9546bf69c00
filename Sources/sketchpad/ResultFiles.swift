import Foundation
import Sketchpad

/// The machine-readable result files: `--summary FILE.json` (``RunSummary`` as JSON) and
/// `--junit FILE.xml` (JUnit XML, as GitLab, Jenkins, CircleCI, Buildkite and GitHub's test
/// reporters read it: one test case per record, a failure per failed one with its diagnostics).
enum ResultFiles {
    /// Writes the files asked for; false (after saying why on standard error) if one cannot be written.
    static func write(_ run: RunSummary, summary: String?, junit: String?) -> Bool {
        var ok = true
        for (path, writer) in [(summary, writeSummary), (junit, writeJUnit)] {
            guard let path else { continue }
            do { try writer(run, path) } catch {
                printError("error: cannot write \(path): \(error) — choose another path")
                ok = false
            }
        }
        return ok
    }

    static func writeSummary(_ run: RunSummary, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFile.write(Array(try encoder.encode(run)) + [0x0A], to: path)
    }

    static func readSummary(_ path: String) throws -> RunSummary {
        try JSONDecoder().decode(RunSummary.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func writeJUnit(_ run: RunSummary, to path: String) throws {
        try AtomicFile.write(Array(junit(run).utf8), to: path)
    }

    static func junit(_ run: RunSummary) -> String {
        let failures = run.records.filter { $0.status == "failed" }.count
        let skipped = run.records.filter { $0.status == "unchanged" }.count
        let time = String(format: "%.3f", run.seconds)
        let suite = "sketchpad \(run.command)"
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(escape(suite))\" tests=\"\(run.records.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">\n"
        xml += "  <testsuite name=\"\(escape(suite))\" tests=\"\(run.records.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"\(time)\">\n"
        for record in run.records {
            let folder = (record.template as NSString).deletingLastPathComponent
            let name = (record.template as NSString).lastPathComponent + (record.variant.map { $0.isEmpty ? "" : " [\($0)]" } ?? "")
            xml += "    <testcase classname=\"\(escape(folder.isEmpty ? "." : folder))\" name=\"\(escape(name))\" file=\"\(escape(record.template))\" time=\"\(String(format: "%.3f", record.milliseconds / 1000))\""
            let errors = record.diagnostics.filter { $0.severity == .error }
            let warnings = record.diagnostics.filter { $0.severity != .error }
            if record.status != "failed" && record.status != "unchanged" && warnings.isEmpty { xml += "/>\n"; continue }
            xml += ">\n"
            if record.status == "failed" {
                // The message with its hint: a CI page shows only this attribute in its list.
                let first = errors.first.map { e in e.message + (e.hint.map { " (\($0))" } ?? "") } ?? record.status
                let kind = errors.first?.kind.rawValue ?? "failed"
                xml += "      <failure message=\"\(escape(first))\" type=\"\(escape(kind))\">\(escape(errors.map(\.description).joined(separator: "\n")))</failure>\n"
            } else if record.status == "unchanged" {
                xml += "      <skipped message=\"outputs up to date\"/>\n"
            }
            if !warnings.isEmpty { xml += "      <system-err>\(escape(warnings.map(\.description).joined(separator: "\n")))</system-err>\n" }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// XML text and attribute escaping (see `String.xmlEscaped`).
    static func escape(_ text: String) -> String { text.xmlEscaped }
}
