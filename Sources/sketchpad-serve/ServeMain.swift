// `sketchpad-serve`: the preview server's executable (`sketchpad serve` starts it). Its own
// program so the command line does not build the HTTP server.
import ArgumentParser
import Foundation
import Sketchpad
import SketchpadServer

@main
struct ServeMain: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sketchpad-serve",
        abstract: "Serve a live gallery, layout inspector and golden review of templates in the browser.",
        discussion: """
        Every template under the paths is a card with its variants side by side; saving a file redraws the cards that read it; clicking a picture opens the layout inspector; with --golden, the Review tab compares each variant with its golden and Approve records one. Only 127.0.0.1 is listened on unless --host says otherwise, only files under the paths are served, and nothing is written but an approved golden. Ctrl-C stops it.

        Examples:
          sketchpad serve Templates
          sketchpad serve Templates --golden Golden --port 9000
        """)

    @Argument(help: "Template files (.yaml) and folders (default: the current folder).")
    var paths: [String] = []

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(help: "The address to listen on (127.0.0.1: this machine only; 0.0.0.0: every network).")
    var host = "127.0.0.1"

    @Flag(help: "Open the page in the default browser.")
    var open = false

    @Option(help: "The folder of golden PNGs (`sketchpad test --golden`): shows the review page.")
    var golden: String?

    @Option(help: "Threads that lay out and draw.")
    var jobs = 2

    @Option(help: "Stop after this many seconds (for scripts and tests; default: at Ctrl-C).")
    var stopAfter: Double?

    func run() async throws {
        var options = ServeOptions(paths: paths.isEmpty ? ["."] : paths)
        options.port = port
        options.host = host
        options.jobs = jobs
        options.goldenFolder = golden
        let server: PreviewServer
        do { server = try await PreviewServer.start(options) } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        }
        let url = "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(server.port)/"
        print("Serving \(options.paths.joined(separator: ", ")) at \(url) (Ctrl-C stops)")
        fflush(nil)
        if open { Self.openBrowser(url) }
        if let stopAfter {
            try? await Task.sleep(nanoseconds: UInt64(max(0, stopAfter) * 1e9))
        } else {
            await StopSignal.wait()
        }
        FileHandle.standardError.write(Data("stopping\n".utf8))
        await server.stop()
    }

    static func openBrowser(_ url: String) {
        try? ChildProcess.start("xdg-open", [url])
    }
}

/// Waits for Ctrl-C (SIGINT) or SIGTERM.
enum StopSignal {
    static func wait() async {
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = Once(continuation)
            for number in [SIGINT, SIGTERM] {
                let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
                source.setEventHandler { once.resume() }
                source.resume()
                kept.append(source)
            }
        }
    }

    final class Once: @unchecked Sendable {
        // @unchecked: resumed on the main queue only.
        private var continuation: CheckedContinuation<Void, Never>?
        init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
        func resume() {
            continuation?.resume()
            continuation = nil
        }
    }

    /// The signal sources, kept alive while the server runs.
    nonisolated(unsafe) static var kept: [any DispatchSourceSignal] = []
}

