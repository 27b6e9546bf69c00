import Foundation
import SketchpadRender

/// A self-contained HTML page for a golden run, to open in a browser: a summary, then one card
/// per case (failures first) with expected, actual and diff side by side and a slider that wipes
/// from expected to actual. Images are copied next to `index.html`, so the folder can be
/// uploaded as a CI artifact as is.
///
/// ```swift
/// let report = suite.run(cases)
/// let page = try HTMLReport.write(report, to: "out/golden-report")     // "out/golden-report/index.html"
/// ```
public enum HTMLReport {
    @discardableResult
    public static func write(_ report: GoldenReport, to folder: String) throws(SnapshotError) -> String {
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: folder + "/images")
        do {
            try fileManager.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true)
        } catch {
            throw .io(path: folder, reason: error.localizedDescription)
        }
        let order: [SnapshotOutcome.Status: Int] = [.failed: 0, .error: 1, .missing: 2, .recorded: 3, .rerecorded: 4, .matched: 5]
        func rank(_ result: GoldenReport.Result) -> Int {
            min(order[result.outcome.status]!, result.frames.map { order[$0.status]! } ?? 5)
        }
        func status(_ result: GoldenReport.Result) -> SnapshotOutcome.Status {
            guard let frames = result.frames, order[frames.status]! < order[result.outcome.status]! else { return result.outcome.status }
            return frames.status
        }
        let results = report.results.enumerated().sorted {
            (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
        }.map(\.element)

        var cards: [String] = []
        for (index, result) in results.enumerated() {
            let slug = String(format: "%03d-", index) + result.name.replacingOccurrences(of: "/", with: "_")
            func copy(_ path: String?, as role: String) -> String? {
                guard let path, fileManager.fileExists(atPath: path) else { return nil }
                let target = "images/\(slug).\(role).png"
                try? fileManager.removeItem(atPath: folder + "/" + target)
                do { try fileManager.copyItem(atPath: path, toPath: folder + "/" + target) } catch { return nil }
                return target
            }
            let golden = result.outcome.referencePath
            let expected = copy(result.outcome.artifacts["expected.png"] ?? (result.outcome.status == .missing ? nil : golden), as: "expected")
            let actual = copy(result.outcome.artifacts["actual.png"] ?? (result.outcome.status == .missing ? nil : golden), as: "actual")
            let diff = copy(result.outcome.artifacts["diff.png"], as: "diff")
            cards.append(card(result, status: status(result), index: index, expected: expected, actual: actual, diff: diff))
        }
        let orphans = report.orphans.isEmpty ? "" : """
            <section class="orphans"><h2>Orphaned goldens</h2><p>No template produces these any more; delete them if the template is gone.</p><ul>
            \(report.orphans.map { "<li><code>\(escape($0))</code></li>" }.joined(separator: "\n"))
            </ul></section>
            """
        let html = page(summary: report.summary, directory: report.goldenDirectory, record: report.record,
                        failed: report.failures.count, cards: cards.joined(separator: "\n"), orphans: orphans)
        let path = folder + "/index.html"
        do { try AtomicFile.write(Array(html.utf8), to: path) } catch { throw .io(path: path, reason: "\(error)") }
        return path
    }

    static func card(_ result: GoldenReport.Result, status: SnapshotOutcome.Status, index: Int,
                     expected: String?, actual: String?, diff: String?) -> String {
        func figure(_ title: String, _ src: String?) -> String {
            guard let src else { return "<figure class=\"empty\"><figcaption>\(title)</figcaption><div class=\"none\">none</div></figure>" }
            return "<figure><figcaption>\(title)</figcaption><a href=\"\(escape(src))\"><img src=\"\(escape(src))\" alt=\"\(title)\"></a></figure>"
        }
        var slider = ""
        if let expected, let actual {
            slider = """
              <figure class="compare"><figcaption>expected ◀ slide ▶ actual</figcaption>
                <div class="wipe" id="wipe-\(index)">
                  <img src="\(escape(actual))" alt="actual">
                  <img class="top" src="\(escape(expected))" alt="expected" style="clip-path: inset(0 50% 0 0)">
                </div>
                <input type="range" min="0" max="100" value="50" aria-label="compare \(escape(result.name))"
                  oninput="document.querySelector('#wipe-\(index) .top').style.clipPath = 'inset(0 ' + (100 - this.value) + '% 0 0)'">
              </figure>
            """
        }
        let message = result.message.map { "<pre>\(escape($0))</pre>" } ?? ""
        return """
            <article class="card \(status.rawValue)" data-status="\(status.rawValue)">
              <header><span class="badge">\(status.rawValue)</span> <h2>\(escape(result.name))</h2>
                <span class="source">\(escape(result.source)) · \(String(format: "%.0f ms", result.milliseconds))</span></header>
              \(message)
              <div class="images">
                \(figure("expected", expected))
                \(figure("actual", actual))
                \(figure("diff", diff))
                \(slider)
              </div>
            </article>
            """
    }

    static func page(summary: String, directory: String, record: SnapshotTestingConfiguration.Record, failed: Int, cards: String, orphans: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <title>Golden report: \(failed == 0 ? "all passed" : "\(failed) failing")</title>
        <style>
          body { font: 14px/1.4 system-ui, sans-serif; margin: 0; padding: 16px 24px; background: #f2f2f5; color: #1c1c1e; }
          h1 { font-size: 20px; margin: 0 0 4px; }
          .summary { margin: 0 0 16px; color: #3a3a3c; }
          .card { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 0 0 16px; box-shadow: 0 1px 3px rgba(0,0,0,.15); border-left: 8px solid #34c759; }
          .card.failed, .card.error, .card.missing { border-left-color: #ff3b30; }
          .card.recorded, .card.rerecorded { border-left-color: #ff9500; }
          .card header { display: flex; align-items: baseline; gap: 10px; flex-wrap: wrap; }
          .card h2 { font-size: 16px; margin: 0; }
          .badge { text-transform: uppercase; font-size: 11px; font-weight: 700; padding: 2px 6px; border-radius: 4px; background: #34c759; color: #fff; }
          .failed .badge, .error .badge, .missing .badge { background: #ff3b30; }
          .recorded .badge, .rerecorded .badge { background: #ff9500; }
          .source { color: #8e8e93; font-size: 12px; }
          pre { background: #f7f7f9; padding: 8px; border-radius: 6px; white-space: pre-wrap; font-size: 12px; max-height: 12em; overflow: auto; }
          .images { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; padding-top: 8px; }
          figure { margin: 0; flex: 0 0 auto; }
          figcaption { font-size: 12px; color: #636366; margin-bottom: 4px; }
          figure img { display: block; max-width: 260px; max-height: 560px; border: 1px solid #d1d1d6; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
          .none { width: 120px; height: 80px; border: 1px dashed #c7c7cc; display: flex; align-items: center; justify-content: center; color: #8e8e93; }
          .wipe { position: relative; display: inline-block; }
          .wipe img.top { position: absolute; left: 0; top: 0; }
          input[type=range] { width: 100%; max-width: 260px; display: block; }
          .orphans { background: #fff8e1; border-radius: 10px; padding: 12px 16px; margin-bottom: 16px; }
        </style></head>
        <body>
        <h1>Golden report</h1>
        <p class="summary">\(escape(summary)) · goldens in <code>\(escape(directory))</code> · record mode <code>\(record)</code></p>
        \(orphans)
        \(cards)
        </body></html>

        """
    }

    static func escape(_ text: String) -> String { text.xmlEscaped }
}
