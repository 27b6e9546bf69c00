import ArgumentParser
import Foundation

/// `sketchpad serve`: hands over to the `sketchpad-serve` executable built next to this one (the
/// HTTP server is its own program, so building the command line does not build it).
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live gallery, layout inspector and golden review of templates in the browser.",
        discussion: """
        Every template under PATHS is a card with its variants side by side (devices, appearances, text sizes, locales, directions), filtered and searched on the page; saving a file redraws the cards that read it. Click a picture to inspect a view: its frame, sizes, priorities, and the constraints that place it with their lines. With --golden, the Review tab compares each variant with its golden and Approve records one. Only 127.0.0.1 is listened on unless --host says otherwise; only files under PATHS are served; the only file ever written is an approved golden.

        Runs the sketchpad-serve executable next to this one, built by
          swift build --product sketchpad-serve
        (or with -c release). Ctrl-C stops it.

        Options: --port N (default 8080; 0 picks a free one), --host ADDRESS (default 127.0.0.1), --open (open the page in the browser), --golden FOLDER (the review page). `sketchpad serve --help` lists them.

        Examples:
          sketchpad serve Templates
          sketchpad serve Templates --golden Golden --port 9000 --open
        """)

    /// Everything after `serve` goes to sketchpad-serve as it is: its paths and options are its own
    /// (one declaration of them, in Sources/sketchpad-serve), and `sketchpad serve --help` is its help.
    @Argument(parsing: .captureForPassthrough, help: "Template files and folders, then --port N, --host ADDRESS, --open, --golden FOLDER.")
    var arguments: [String] = []

    func run() throws {
        let folder = Self.executableFolder()
        let server = folder + "/sketchpad-serve"
        guard FileManager.default.isExecutableFile(atPath: server) else {
            let configuration = folder.hasSuffix("/release") ? " -c release" : ""
            printError("error: \(server) is missing — build it with `swift build\(configuration) --product sketchpad-serve`")
            throw ExitCode(2)
        }
        let arguments = [server] + self.arguments
        fflush(nil)
        // The server takes this process's place: Ctrl-C and its exit status are its own.
        let argv = arguments.map { strdup($0) } + [nil]
        execv(server, argv)
        printError("error: cannot start \(server): \(String(cString: strerror(errno)))")
        throw ExitCode(2)
    }

    /// The folder of the running executable, links resolved.
    static func executableFolder() -> String {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return (URL(fileURLWithPath: me).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
    }
}
