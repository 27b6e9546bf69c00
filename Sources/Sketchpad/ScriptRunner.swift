import Foundation

/// Runs Swift scripts that `import Sketchpad`: compiles a script once with `swiftc` against the
/// built modules and `libSketchpadScripting.so` (`libSketchpadScriptingSwiftUI.so` for a script
/// that imports SketchpadSwiftUI, built the first time one does), keeps the executable in a
/// `ScriptCache`, and runs it. An error thrown out of the script's top-level code comes back as a
/// `ScriptErrorReport` (one line with its location) instead of a crash report; compile errors
/// are the compiler's diagnostics, without anything else.
///
/// ```swift
/// let runner = try ScriptRunner.locate()                  // the build folder of the running executable
/// switch try runner.prepare(script: "mockup.swift") {
/// case .ready(let executable, _):
///     let result = try runner.run(executable: executable, script: "mockup.swift", arguments: ["out.png"])
///     if let line = result.errorLine { print(line) }   // "mockup.swift:12:5: error: …"
/// case .compileFailed(let diagnostics):
///     print(diagnostics)
/// }
/// ```
package struct ScriptRunner {
    /// The build products folder (`.build/release`).
    package let buildDirectory: String
    /// The package root (the folder with Package.swift).
    package let packageRoot: String
    /// The Swift compiler.
    package var compiler: String
    package var cache: ScriptCache
    /// The library scripts link: Sketchpad and SketchpadUIKit.
    package static let libraryName = "SketchpadScripting"
    /// The library a script that imports SketchpadSwiftUI links: the same modules and SketchpadSwiftUI.
    package static let swiftUILibraryName = "SketchpadScriptingSwiftUI"

    /// Why a script cannot be compiled or run. Each case says what to do.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// The library scripts link is missing or unreadable.
        case notBuilt(String)
        /// No `swiftc` on `PATH` or next to the toolchain.
        case noCompiler(String)
        /// The script cannot be read.
        case unreadableScript(path: String, reason: String)
        /// The cache folder cannot be written.
        case cache(path: String, reason: String)

        package var description: String {
            switch self {
            case .notBuilt(let detail), .noCompiler(let detail): return detail
            case .unreadableScript(let path, let reason): return "cannot read the script \(path): \(reason)"
            case .cache(let path, let reason):
                return "cannot write the script cache \(path): \(reason) (set \(ScriptCache.environmentVariable) to a writable folder)"
            }
        }
    }

    /// What `prepare` made of a script.
    package enum Preparation: Equatable {
        /// The executable, and whether it came from the cache.
        case ready(executable: String, cached: Bool)
        /// The compiler's diagnostics (stack dumps of a crashing compiler left out).
        case compileFailed(diagnostics: String)
    }

    /// How a run ended.
    package struct Result: Equatable {
        /// The exit status to pass on: the script's, 1 for an error thrown out of it, 128 + the
        /// signal that ended it.
        package var status: Int32
        /// `path:line:col: error: …` for a thrown error; a note for a crash.
        package var errorLine: String?
    }

    package init(buildDirectory: String, packageRoot: String, compiler: String, cache: ScriptCache) {
        self.buildDirectory = buildDirectory
        self.packageRoot = packageRoot
        self.compiler = compiler
        self.cache = cache
    }

    package var libraryPath: String { libraryPath(named: Self.libraryName) }

    /// Where the library `name` is (or will be) built.
    func libraryPath(named name: String) -> String { buildDirectory + "/lib\(name).so" }

    /// The runner for the executable that is running (its folder is the build folder).
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> ScriptRunner {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let bin = (URL(fileURLWithPath: exe).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
        var root = bin
        while root != "/" && !FileManager.default.fileExists(atPath: root + "/Package.swift") {
            root = (root as NSString).deletingLastPathComponent
        }
        let runner = ScriptRunner(buildDirectory: bin, packageRoot: root, compiler: try findCompiler(environment),
                                  cache: ScriptCache(folder: ScriptCache.defaultFolder(environment)))
        guard FileManager.default.fileExists(atPath: runner.libraryPath) else {
            throw .notBuilt("\(runner.libraryPath) is missing; build it with: swift build -c release --product \(libraryName)")
        }
        return runner
    }

    static func findCompiler(_ environment: [String: String]) throws(Failure) -> String {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
        guard let found = folders.map({ $0 + "/swiftc" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw .noCompiler("no swiftc on PATH: install Swift 6.1 or newer, or add its usr/bin to PATH")
        }
        // Not resolved: `swiftc` is a link to `swift-driver`, which acts on the name it is run by.
        return found
    }

    /// The compiler's arguments besides the sources and the output: debug line tables (for
    /// error locations), the built modules and library, the C libraries' module maps and
    /// header paths, and `--wrap=swift_errorInMain` (see `ScriptSources`). `library` is the one
    /// the script links (see ``library(forScript:)``).
    package func compilerArguments(library: String = ScriptRunner.libraryName) -> [String] {
        // LLVM-style diagnostics quote the line itself, without the other style's numbered
        // excerpt of the main file, whose numbers are off by the lines in front of the script.
        var arguments = ["-Onone", "-gline-tables-only", "-module-name", "SketchpadScript", "-diagnostic-style=llvm",
                         "-I", buildDirectory + "/Modules", "-I", buildDirectory,
                         "-L", buildDirectory, "-l" + library,
                         "-Xlinker", "-rpath", "-Xlinker", buildDirectory,
                         "-Xlinker", "--wrap=swift_errorInMain"]
        let fileManager = FileManager.default
        var maps = [packageRoot + "/Sources/CPangoCairo/module.modulemap"]
        for name in (try? fileManager.contentsOfDirectory(atPath: buildDirectory))?.sorted() ?? [] where name.hasSuffix(".build") {
            maps.append(buildDirectory + "/" + name + "/module.modulemap")
        }
        for map in maps where fileManager.fileExists(atPath: map) { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        // CPangoCairo's headers: Pango and Cairo's, and librsvg's and poppler's (vector image sets).
        for package in ["pangocairo", "librsvg-2.0", "poppler-glib"] {
            for flag in Self.pkgConfigCFlags(package) { arguments += ["-Xcc", flag] }
        }
        if library == Self.swiftUILibraryName {
            // SwiftUI's types are main-actor isolated (`ImageRenderer`, `View`'s body): complete
            // checking makes the top-level code run on the main actor (SE-0343), as in Swift 6,
            // while its other findings stay warnings.
            arguments += ["-strict-concurrency=complete"]
            // SketchpadSwiftUI declares `#Preview`; its plugin is built with the library.
            let macros = buildDirectory + "/SketchpadPreviewMacros-tool"
            if fileManager.isExecutableFile(atPath: macros) {
                arguments += ["-load-plugin-executable", macros + "#SketchpadPreviewMacros"]
            }
        }
        return arguments
    }

    /// The key of a script's build: its bytes and path (line tables name it), the sources'
    /// version, the compiler, the build folder and the bytes of the library it links.
    package func key(script: String, contents: Data) throws(Failure) -> String {
        let library = library(forScript: String(decoding: contents, as: UTF8.self))
        let absolute = URL(fileURLWithPath: script).standardizedFileURL.path
        var info = stat()
        let compilerStamp = stat(compiler, &info) == 0 ? "\(info.st_size) \(info.st_mtim.tv_sec)" : ""
        return try cache.key(parts: [String(decoding: contents, as: UTF8.self), script, absolute, "\(ScriptSources.version)",
                                     compiler, compilerStamp, buildDirectory, library], library: libraryPath(named: library))
    }

    /// The script's executable: from the cache when nothing it depends on changed, else
    /// compiled now (diagnostics, if any, are returned). When the script imports SketchpadSwiftUI
    /// and its library is not built yet, it is built first, after `building` is called with a
    /// line to show (it takes minutes).
    package func prepare(script: String, building: (String) -> Void = { _ in }) throws(Failure) -> Preparation {
        guard let contents = FileManager.default.contents(atPath: script) else {
            let reason = FileManager.default.fileExists(atPath: script) ? "permission denied or not a file" : "no such file"
            throw .unreadableScript(path: script, reason: reason)
        }
        try buildLibraryIfMissing(library(forScript: String(decoding: contents, as: UTF8.self)), building: building)
        let key = try key(script: script, contents: contents)
        let executable = cache.executable(for: key)
        if FileManager.default.isExecutableFile(atPath: executable) {
            cache.touch(key)
            return .ready(executable: executable, cached: true)
        }
        return try compile(script: script, contents: contents, key: key)
    }

    private func compile(script: String, contents: Data, key: String) throws(Failure) -> Preparation {
        let fileManager = FileManager.default
        let staging = cache.folder + "/.building-\(key)-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try? fileManager.removeItem(atPath: staging)
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: true)
            try Data(ScriptSources.main(script: String(decoding: contents, as: UTF8.self), path: script).utf8)
                .write(to: URL(fileURLWithPath: staging + "/main.swift"))
            try Data(ScriptSources.support.utf8).write(to: URL(fileURLWithPath: staging + "/support.swift"))
        } catch {
            throw .cache(path: cache.folder, reason: "\(error.localizedDescription)")
        }
        defer { try? fileManager.removeItem(atPath: staging) }
        let library = library(forScript: String(decoding: contents, as: UTF8.self))
        let command = [compiler] + compilerArguments(library: library) + [staging + "/main.swift", staging + "/support.swift", "-o", staging + "/script"]
        let (status, output) = Self.capture(command)
        guard status == 0, fileManager.isExecutableFile(atPath: staging + "/script") else {
            return .compileFailed(diagnostics: Self.diagnosticsOnly(output))
        }
        // Into place in one rename: a concurrent run either finds the whole entry or builds its own.
        let entry = cache.entry(for: key)
        if rename(staging, entry) != 0 && !fileManager.isExecutableFile(atPath: cache.executable(for: key)) {
            throw .cache(path: entry, reason: String(cString: strerror(errno)))
        }
        cache.prune()
        return .ready(executable: cache.executable(for: key), cached: false)
    }

    /// Runs an executable `prepare` made, passing standard input and output through (or into
    /// `standardOutput` and `standardError` when given). The runtime's crash backtraces are off
    /// unless `SWIFT_BACKTRACE` is set. A run longer than `timeout` seconds is stopped, with an
    /// error line that says so (the preview server must not wait forever for a script).
    package func run(executable: String, script: String, arguments: [String], standardOutput: FileHandle? = nil,
                    standardError: FileHandle? = nil, timeout: Double? = nil) throws -> Result {
        let report = NSTemporaryDirectory() + "sketchpad-run-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).report"
        defer { try? FileManager.default.removeItem(atPath: report) }
        var environment = ProcessInfo.processInfo.environment
        environment[ScriptSources.reportVariable] = report
        // Scenes the script renders print what they find on standard error (see Scene.reportsDiagnostics).
        environment["SKETCHPAD_SCRIPT"] = "1"
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let run = try ChildProcess.run(executable, arguments, input: .inherit, environment: environment,
                                       standardOutput: standardOutput.map { .handle($0) } ?? .inherit,
                                       standardError: standardError.map { .handle($0) } ?? .inherit, timeout: timeout)
        if let timeout, run.timedOut {
            return Result(status: 128 + SIGKILL,
                          errorLine: "\(script): error: the script ran for more than \(Int(timeout)) s and was stopped (does it wait for input or loop forever?)")
        }

        let parsed = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap(ScriptErrorReport.init(parsing:))
        let symbolizer = ScriptErrorReport.symbolizer(next: compiler)
        if run.crashed {
            let signal = run.status
            // A trap is how the Swift runtime stops on a runtime error, after printing it.
            var crash = parsed ?? ScriptErrorReport(description: "", offsets: [])
            crash.description = "the script crashed (signal \(signal))"
                + (signal == SIGILL || signal == SIGTRAP ? "; the runtime's message is above" : "")
            return Result(status: 128 + signal, errorLine: crash.line(for: script, executable: executable, symbolizer: symbolizer))
        }
        if let parsed {
            return Result(status: 1, errorLine: parsed.line(for: script, executable: executable, symbolizer: symbolizer))
        }
        return Result(status: run.status, errorLine: nil)
    }

    /// The compiler's output without the stack dump a crashing compiler adds (from "Stack dump:"
    /// or "PLEASE submit a bug report" on) and without driver lines about the failed job.
    static func diagnosticsOnly(_ output: String) -> String {
        var kept: [Substring] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Stack dump:") || line.hasPrefix("PLEASE submit a bug report") || line.hasPrefix("Stack dump without symbol names") {
                break
            }
            if line.hasPrefix("error: ") && line.contains("command failed") && line.contains("(use -v to see invocation)") { continue }
            kept.append(line)
        }
        while let last = kept.last, last.trimmingCharacters(in: .whitespaces).isEmpty { kept.removeLast() }
        return kept.joined(separator: "\n")
    }

    /// Runs a command and returns its exit status and its standard output and error together.
    static func capture(_ command: [String], in directory: String? = nil) -> (Int32, String) {
        do {
            let result = try ChildProcess.run(command[0], Array(command.dropFirst()), directory: directory, standardError: .output)
            return (result.status, result.outputText)
        } catch {
            return (127, error.description)
        }
    }

    static func pkgConfigCFlags(_ package: String) -> [String] {
        let (status, output) = capture(["/usr/bin/env", "pkg-config", "--cflags", package])
        guard status == 0 else { return [] }
        return output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }
}
