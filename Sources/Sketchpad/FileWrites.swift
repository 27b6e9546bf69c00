import Foundation

/// The outputs of a batch being written on several threads: per file, how many are left, and the
/// results so far, under a lock. A file's report is complete when its last output is written;
/// outputs are listed in their planned order whichever thread wrote them first.
final class FileWrites: @unchecked Sendable {
    private let lock = NSLock()
    private var remaining: [Int]
    private var results: [[(order: Int, path: String, error: String?)]]
    private(set) var reports: [FileReport]

    /// `counts` lists the file index of every planned output.
    init(reports: [FileReport], counts: [Int]) {
        self.reports = reports
        remaining = [Int](repeating: 0, count: reports.count)
        results = [[(order: Int, path: String, error: String?)]](repeating: [], count: reports.count)
        for i in counts { remaining[i] += 1 }
    }

    func isFinished(_ file: Int) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return remaining[file] == 0
    }

    /// Records one written (or failed) output; returns the file's finished report if it was the last.
    func record(file: Int, output order: Int, path: String, error: String?, milliseconds: Double) -> FileReport? {
        lock.lock(); defer { lock.unlock() }
        results[file].append((order, path, error))
        reports[file].milliseconds += milliseconds
        remaining[file] -= 1
        guard remaining[file] == 0 else { return nil }
        for r in results[file].sorted(by: { $0.order < $1.order }) {
            if let error = r.error { reports[file].errors.append(error) } else { reports[file].outputs.append(r.path) }
        }
        return reports[file]
    }
}
