import Foundation
import Sketchpad

/// Prints a batch's progress: a single updating line on a terminal, plain lines otherwise.
/// Problems always go to standard error, the final count to standard output.
final class ProgressPrinter {
    let interactive = isatty(STDERR_FILENO) != 0
    let verb: String

    init(verb: String) { self.verb = verb }

    func handle(_ event: BatchRenderer.Event) {
        switch event {
        case .started(let total):
            if interactive { status("[0/\(total)]") }
        case .finished(let report, let done, let total):
            if interactive { clear() }
            for diagnostic in report.errors + report.warnings { printError(diagnostic.description) }
            if interactive {
                status("[\(done)/\(total)] \(report.file.relativePath)")
            } else {
                let outcome = report.failed ? "failed" : verb
                print("\(outcome) \(report.file.path)" + (report.outputs.isEmpty ? "" : " -> " + report.outputs.joined(separator: ", ")))
            }
        }
    }

    func finish(_ summary: BatchSummary) {
        if interactive { clear() }
        print(verb == "rendered" ? summary.line : "\(summary.rendered) passed, \(summary.failed) failed")
    }

    func status(_ text: String) { writeStandardError("\r\u{1B}[K" + text) }
    func clear() { writeStandardError("\r\u{1B}[K") }
}

func printError(_ line: String) {
    writeStandardError(line + "\n")
}

/// Writes to standard error, ignoring failures: `FileHandle.write` traps when the write fails
/// (standard error redirected to a full disk, or over a file-size limit), and a message that
/// cannot be shown must not crash the run.
func writeStandardError(_ text: String) {
    // Straight to file descriptor 2, unbuffered (C's `stderr` is shared mutable state to Swift 6).
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        if written <= 0 { return }
        bytes = bytes.dropFirst(written)
    }
}
