import Foundation
import Sketchpad
import SketchpadPreviewModel

/// Runs a built preview runner over a request and collects what it says happened to each preview.
/// A preview that crashes the runner (a `fatalError` in a view) fails alone: the runner is started
/// again for the previews it had not reached.
public struct PreviewRun: Sendable {
    public var executable: String
    /// A folder for the request and events files.
    public var workDirectory: String

    public init(executable: String, workDirectory: String) {
        self.executable = executable
        self.workDirectory = workDirectory
    }

    /// The last event of each preview the runner reached, by id; a crash is a `failed` event.
    public func run(_ request: PreviewRunRequest, ids: [String]) throws(PreviewError) -> [String: PreviewRunEvent] {
        var results: [String: PreviewRunEvent] = [:]
        var remaining = ids
        var attempt = 0
        while !remaining.isEmpty {
            attempt += 1
            var part = request
            part.only = remaining
            let requestPath = workDirectory + "/request-\(attempt).json"
            let eventsPath = workDirectory + "/events-\(attempt).jsonl"
            do {
                try FileManager.default.createDirectory(atPath: workDirectory, withIntermediateDirectories: true)
                try JSONEncoder().encode(part).write(to: URL(fileURLWithPath: requestPath))
                try? FileManager.default.removeItem(atPath: eventsPath)
            } catch {
                throw .io(path: workDirectory, message: "cannot write the runner's request: \(error.localizedDescription)")
            }
            var environment = ProcessInfo.processInfo.environment
            if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
            let result: ChildProcess.Result
            do {
                result = try ChildProcess.run(executable, ["--request", requestPath, "--events", eventsPath], environment: environment)
            } catch {
                throw .process(command: executable, message: "\(error)")
            }
            let events = Self.readEvents(eventsPath)
            var started: String?
            for event in events {
                switch event.kind {
                case .started: started = event.id
                case .rendered, .failed:
                    results[event.id] = event
                    started = nil
                }
            }
            remaining.removeAll { results[$0] != nil }
            if result.status == 0 && !result.crashed {
                // Previews it never mentioned: the runner did not know them (an id that no longer exists).
                for id in remaining { results[id] = PreviewRunEvent(kind: .failed, id: id, message: "the runner has no preview with this id") }
                break
            }
            let reason = result.crashed ? "crashed (signal \(result.status))" : "stopped with status \(result.status)"
            let said = Self.runtimeMessage(result.errorText)
            guard let culprit = started ?? remaining.first else { break }
            results[culprit] = PreviewRunEvent(kind: .failed, id: culprit,
                                               message: "the preview \(reason) while drawing" + (said.isEmpty ? "" : ":\n" + said))
            remaining.removeAll { $0 == culprit }
        }
        return results
    }

    /// What the runtime said when it stopped (`Fatal error: Index out of range`), without the stack
    /// trace; else the last lines of standard error.
    static func runtimeMessage(_ text: String) -> String {
        let lines = text.split(separator: "\n")
        let said = lines.filter { $0.contains("Fatal error") || $0.contains("fatal error") || $0.hasPrefix("Precondition failed") }
        return (said.isEmpty ? Array(lines.filter { !$0.contains("<unavailable>") }.suffix(3)) : said).joined(separator: "\n")
    }

    static func readEvents(_ path: String) -> [PreviewRunEvent] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? JSONDecoder().decode(PreviewRunEvent.self, from: Data($0)) }
    }
}
