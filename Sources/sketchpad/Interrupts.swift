import Foundation
import Sketchpad

/// What the command line does when it is interrupted (Ctrl-C, or `kill`): the temporary files of
/// outputs being written are removed, files already written stay (they are whole: see
/// `AtomicFile`), a line says so, and the process exits with 128 + the signal (130 for Ctrl-C).
///
/// The signals are taken on a dispatch queue, not in a signal handler, so the cleanup may lock
/// and call anything. A file-size limit (`ulimit -f`) makes writes fail with an error instead of
/// killing the process, so it is reported like a full disk; a closed standard output loses the
/// progress lines but not the batch.
enum Interrupts {
    // nonisolated(unsafe): written once, by `install()` on the main thread before any work starts;
    // kept only so the dispatch sources stay alive.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() {
        signal(SIGXFSZ, SIG_IGN)
        // Standard output closed early (`sketchpad render … | head -1`): lines are lost, the
        // batch is not; a default SIGPIPE killed it half-way.
        signal(SIGPIPE, SIG_IGN)
        guard sources.isEmpty else { return }
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                AtomicFile.interrupt()
                fflush(nil)   // every stream: standard output's last lines are not lost
                writeStandardError("\ninterrupted: files already written are whole; unfinished ones were removed\n")
                _exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
