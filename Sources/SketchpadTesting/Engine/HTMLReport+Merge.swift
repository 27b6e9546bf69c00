import Foundation
import SketchpadRender

extension HTMLReport {
    /// One page from the reports of several shards of a run (folders written by ``write(_:to:)``):
    /// their cards (failures first, then in the order given) and images copied into `folder`.
    ///
    /// ```swift
    /// let page = try HTMLReport.merge(["shard-1", "shard-2"], summary: "40 matched, 1 failed", failed: 1, into: "report")
    /// ```
    @discardableResult
    public static func merge(_ reports: [String], summary: String, failed: Int, into folder: String) throws(SnapshotError) -> String {
        let fileManager = FileManager.default
        do { try fileManager.createDirectory(atPath: folder + "/images", withIntermediateDirectories: true) } catch {
            throw .io(path: folder, reason: error.localizedDescription)
        }
        var failing: [String] = [], passing: [String] = [], orphans: [String] = []
        for (i, report) in reports.enumerated() {
            let prefix = "shard\(i + 1)-"
            guard let html = try? String(contentsOfFile: report + "/index.html", encoding: .utf8) else {
                throw .io(path: report + "/index.html", reason: "not a report folder (no index.html)")
            }
            let images = (try? fileManager.contentsOfDirectory(atPath: report + "/images")) ?? []
            for name in images.sorted() {
                let target = folder + "/images/" + prefix + name
                try? fileManager.removeItem(atPath: target)
                do { try fileManager.copyItem(atPath: report + "/images/" + name, toPath: target) } catch {
                    throw .io(path: target, reason: error.localizedDescription)
                }
            }
            // Image paths and slider ids made unique per shard.
            let rewritten = html.replacingOccurrences(of: "\"images/", with: "\"images/" + prefix)
                .replacingOccurrences(of: "wipe-", with: "wipe-" + prefix)
            for block in blocks(rewritten, open: "<article class=\"card ", close: "</article>") {
                let bad = ["failed", "error", "missing", "recorded", "rerecorded"].contains { block.hasPrefix("<article class=\"card \($0)\"") }
                if bad { failing.append(block) } else { passing.append(block) }
            }
            orphans += blocks(rewritten, open: "<section class=\"orphans\">", close: "</section>")
        }
        let html = page(summary: summary + " · merged from \(reports.count) reports", directory: reports.joined(separator: ", "),
                        record: .never, failed: failed, cards: (failing + passing).joined(separator: "\n"), orphans: orphans.joined(separator: "\n"))
        let path = folder + "/index.html"
        do { try AtomicFile.write(Array(html.utf8), to: path) } catch { throw .io(path: path, reason: "\(error)") }
        return path
    }

    /// Every `open…close` substring of `text`, in order.
    private static func blocks(_ text: String, open: String, close: String) -> [String] {
        var result: [String] = []
        var search = text.startIndex
        while let start = text.range(of: open, range: search..<text.endIndex),
              let end = text.range(of: close, range: start.upperBound..<text.endIndex) {
            result.append(String(text[start.lowerBound..<end.upperBound]))
            search = end.upperBound
        }
        return result
    }
}
