import Foundation

/// A finished child process: its status and what it printed.
struct ProcessResult {
    var status: Int32
    /// Whether it ended by a signal (then `status` is the signal).
    var crashed: Bool
    var output: Data
    var errorOutput: Data
    var errorText: String { String(decoding: errorOutput, as: UTF8.self) }
    var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Runs `executable` (a path, or a name looked up on PATH) with `arguments`, feeding `input`.
    /// Standard error goes through a temporary file, so neither stream can fill up and block the child.
    static func run(_ executable: String, _ arguments: [String], input: Data? = nil, directory: String? = nil,
                    environment: [String: String]? = nil) throws -> ProcessResult {
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
        let errorPath = NSTemporaryDirectory() + "sketchpad-previews-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).stderr"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errorPath) }
        let errorHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = errorHandle
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errorHandle.close()
        let errorOutput = FileManager.default.contents(atPath: errorPath) ?? Data()
        return ProcessResult(status: process.terminationStatus, crashed: process.terminationReason == .uncaughtSignal,
                             output: output, errorOutput: errorOutput)
    }
}
