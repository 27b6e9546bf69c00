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
            for line in report.errors + report.warnings { printError(line) }
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

    func status(_ text: String) { FileHandle.standardError.write(Data(("\r\u{1B}[K" + text).utf8)) }
    func clear() { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
}

func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
