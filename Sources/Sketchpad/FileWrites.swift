import Foundation
import SketchpadLayout
import SketchpadRender

/// The outputs of a batch being written on several threads: per file, how many are left, and the
/// results so far, under a lock. Outputs are staged (written to temporary files) as they come;
/// when a file's last output is staged they are all committed (renamed into place) if every one
/// succeeded, and all discarded if one failed, so a template's outputs appear together or not at
/// all. Outputs are listed in their planned order whichever thread wrote them first.
final class FileWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: [Int]
    private var results: [[(order: Int, path: String, staged: AtomicFile.Staged?, error: Diagnostic?)]]
    private(set) var reports: [FileReport]

    /// `counts` lists the file index of every planned output.
    init(reports: [FileReport], counts: [Int]) {
        self.reports = reports
        remaining = [Int](repeating: 0, count: reports.count)
        results = [[(order: Int, path: String, staged: AtomicFile.Staged?, error: Diagnostic?)]](repeating: [], count: reports.count)
        for i in counts { remaining[i] += 1 }
    }

    func isFinished(_ file: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return remaining[file] == 0
    }

    /// Records one staged (or failed) output; returns the file's finished report if it was the
    /// last, after committing or discarding all of the file's outputs.
    func record(file: Int, output order: Int, path: String, staged: AtomicFile.Staged?, error: Diagnostic?, milliseconds: Double) -> FileReport? {
        lock.lock(); defer { lock.unlock() }
        results[file].append((order, path, staged, error))
        reports[file].milliseconds += milliseconds
        remaining[file] -= 1
        guard remaining[file] == 0 else { return nil }
        let ordered = results[file].sorted(by: { $0.order < $1.order })
        if ordered.contains(where: { $0.error != nil }) {
            for r in ordered { r.staged?.discard() }
            reports[file].diagnostics += ordered.compactMap(\.error)
            return reports[file]
        }
        // Committed as one group, so an interrupt never leaves part of a template's outputs.
        do {
            try AtomicFile.commit(ordered.compactMap(\.staged))
            reports[file].outputs += ordered.map(\.path)
        } catch {
            reports[file].outputs += error.committed
            reports[file].diagnostics.append(BatchRenderer.fileError(reports[file].file, .output, "\(error.error)"))
        }
        return reports[file]
    }
}
