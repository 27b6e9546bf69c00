import Foundation

/// Runs a child process to its end and captures what it prints: the one place Sketchpad's tools
/// start a process (the script runner and its compiler, the symbolizer, `sketchpad previews`'
/// builds and runners, the snapshot engine's SVG cross-check, the server's browser).
///
/// Standard output is read through a pipe while standard error goes to a temporary file, so a
/// child that fills one stream never blocks on it while the other is read; input is written on
/// another thread, so a child that prints before it has read all its input does not block either
/// (a child that exits without reading it all raises SIGPIPE in the parent, which the command
/// line ignores).
///
/// ```swift
/// let result = try ChildProcess.run("pkg-config", ["--cflags", "cairo"])   // a name is looked up on PATH
/// if result.status == 0 { print(result.outputText) }
/// let slow = try ChildProcess.run("/bin/sleep", ["5"], timeout: 1)         // slow.timedOut == true
/// ```
package enum ChildProcess {
    /// Where a child's standard output or standard error goes.
    package enum Destination: Sendable {
        /// Into the result (`output`, `errorOutput`).
        case capture
        /// The parent's own stream.
        case inherit
        /// Nowhere (`/dev/null`).
        case discard
        /// An open file or pipe the caller owns.
        case handle(FileHandle)
        /// For standard error only: wherever standard output goes, interleaved as printed.
        case output
    }

    /// What the child reads on standard input.
    package enum Input: Sendable {
        /// Nothing (`/dev/null`).
        case none
        /// The parent's own standard input.
        case inherit
        /// These bytes, then end of file.
        case data(Data)
    }

    /// A finished child process.
    package struct Result: Sendable {
        /// The exit status, or the signal's number when it ended by a signal.
        package var status: Int32
        /// Whether it ended by a signal (then `status` is the signal).
        package var crashed: Bool
        /// Whether it was stopped (SIGKILL) for running longer than the timeout.
        package var timedOut: Bool
        /// Standard output, when captured (with standard error too, for `standardError: .output`).
        package var output: Data
        /// Standard error, when captured.
        package var errorOutput: Data
        package var outputText: String { String(decoding: output, as: UTF8.self) }
        package var errorText: String { String(decoding: errorOutput, as: UTF8.self) }
    }

    /// A process that cannot be started: no such executable, no permission.
    package struct LaunchError: Error, CustomStringConvertible {
        package let executable: String
        package let reason: String
        package var description: String { "cannot run \(executable): \(reason)" }
    }

    /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments` and waits for it.
    /// After `timeout` seconds a child still running is stopped with SIGKILL (a server that
    /// ignores SIGTERM to stop cleanly passes that on to its children) and the result says
    /// `timedOut`; what it printed until then is kept. (A grandchild that outlives it and keeps its
    /// captured standard output open keeps the run waiting until it ends too.)
    package static func run(_ executable: String, _ arguments: [String], input: Input = .none, directory: String? = nil,
                            environment: [String: String]? = nil, standardOutput: Destination = .capture,
                            standardError: Destination = .capture, timeout: Double? = nil) throws(LaunchError) -> Result {
        precondition(!isOutput(standardOutput), "standard output cannot go into itself")
        let process = makeProcess(executable, arguments, directory: directory, environment: environment)

        let outputPipe = Pipe()
        if let handle = handle(for: standardOutput, capture: outputPipe) { process.standardOutput = handle }
        var errorFile: (path: String, handle: FileHandle)?
        switch standardError {
        case .capture:
            let path = NSTemporaryDirectory() + "sketchpad-child-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).stderr"
            guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
                throw LaunchError(executable: executable, reason: "cannot create \(path) for its standard error")
            }
            errorFile = (path, handle)
            process.standardError = handle
        case .output:
            process.standardError = handle(for: standardOutput, capture: outputPipe) ?? FileHandle.standardOutput
        default:
            if let handle = handle(for: standardError, capture: outputPipe) { process.standardError = handle }
        }
        defer { if let errorFile { try? FileManager.default.removeItem(atPath: errorFile.path) } }

        let inputPipe = Pipe()
        switch input {
        case .none: process.standardInput = FileHandle.nullDevice
        case .inherit: break
        case .data: process.standardInput = inputPipe
        }

        do { try process.run() } catch {
            if let errorFile { try? errorFile.handle.close() }
            throw LaunchError(executable: executable, reason: "\(error.localizedDescription)")
        }
        // The parent's copies of the child's ends: once the child exits, reading ends.
        if let errorFile { try? errorFile.handle.close() }
        let stopped = StopFlag()
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout)) {
                guard process.isRunning else { return }
                stopped.set()
                kill(process.processIdentifier, SIGKILL)
            }
        }
        if case .data(let bytes) = input {
            let writer = inputPipe.fileHandleForWriting
            DispatchQueue.global().async {
                writer.write(bytes)
                try? writer.close()
            }
        }
        let output = isCaptured(standardOutput) ? outputPipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        let errorOutput = errorFile.flatMap { FileManager.default.contents(atPath: $0.path) } ?? Data()
        return Result(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                      timedOut: stopped.isSet, output: output, errorOutput: errorOutput)
    }

    /// Starts `executable` and does not wait for it (a browser opened for the user); its output is
    /// the parent's.
    package static func start(_ executable: String, _ arguments: [String]) throws(LaunchError) {
        let process = makeProcess(executable, arguments, directory: nil, environment: nil)
        do { try process.run() } catch { throw LaunchError(executable: executable, reason: "\(error.localizedDescription)") }
    }

    private static func makeProcess(_ executable: String, _ arguments: [String], directory: String?,
                                    environment: [String: String]?) -> Process {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        return process
    }

    /// What `Process` takes for a destination other than `.output` (nil: the parent's stream).
    private static func handle(for destination: Destination, capture pipe: Pipe) -> Any? {
        switch destination {
        case .capture: return pipe
        case .inherit, .output: return nil
        case .discard: return FileHandle.nullDevice
        case .handle(let handle): return handle
        }
    }

    private static func isCaptured(_ destination: Destination) -> Bool {
        if case .capture = destination { return true } else { return false }
    }

    private static func isOutput(_ destination: Destination) -> Bool {
        if case .output = destination { return true } else { return false }
    }

    /// Set once, from the timer's thread, when a child is stopped for taking too long.
    private final class StopFlag: @unchecked Sendable {
        // @unchecked: `value` is only touched under `lock`.
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }
}
