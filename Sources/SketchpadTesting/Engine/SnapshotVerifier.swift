import Foundation
import SketchpadRender

/// Compares a value with its reference file under a strategy and a record mode: the engine
/// under `assertSnapshot`, the golden suite and `sketchpad test`.
///
/// ```swift
/// let verifier = SnapshotVerifier(record: .never, artifacts: .default, group: "Golden")
/// let outcome = verifier.verify(scene, as: .png(scale: 1), reference: "Golden/login.png", name: "login")
/// if outcome.isFailure { print(outcome.message!) }
/// ```
public struct SnapshotVerifier {
    public var record: SnapshotRecordMode
    public var artifacts: SnapshotArtifacts
    /// The artifacts subfolder (the test file's name, or `golden`).
    public var group: String
    /// How to record in a mode, for messages (by default: the environment variable or the scope).
    public var howToRecord: (SnapshotRecordMode) -> String

    public init(record: SnapshotRecordMode, artifacts: SnapshotArtifacts = .default, group: String,
                howToRecord: @escaping (SnapshotRecordMode) -> String = SnapshotVerifier.environmentHint) {
        self.record = record
        self.artifacts = artifacts
        self.group = group
        self.howToRecord = howToRecord
    }

    /// "set SKETCHPAD_RECORD=failed (or wrap the test in withSnapshotRecording(.failed) { … }) and run it again"
    public static func environmentHint(_ mode: SnapshotRecordMode) -> String {
        "set \(SnapshotRecordMode.environmentVariable)=\(mode) (or wrap the test in withSnapshotRecording(.\(mode)) { … }) and run it again"
    }

    public func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>,
                                      reference path: String, name: String) -> SnapshotOutcome {
        artifacts.clear(group: group, name: name)
        let ext = strategy.pathExtension
        let fileManager = FileManager.default
        func outcome(_ status: SnapshotOutcome.Status, _ message: String?, _ files: [String: String] = [:]) -> SnapshotOutcome {
            SnapshotOutcome(status: status, referencePath: path, message: message, artifacts: files)
        }
        func save(_ files: [(name: String, bytes: [UInt8])]) -> [String: String] {
            guard let written = try? artifacts.write(files, group: group, name: name) else { return [:] }
            return Dictionary(uniqueKeysWithValues: zip(files.map(\.name), written))
        }

        let actual: Format, actualData: [UInt8]
        do {
            actual = try strategy.snapshot(value)
            actualData = try strategy.diffing.toData(actual)
        } catch {
            return outcome(.error, "Cannot snapshot \(name): \(error)")
        }

        guard fileManager.fileExists(atPath: path) else {
            if record == .never {
                let files = save([("actual.\(ext)", actualData)])
                return outcome(.missing, """
                    No reference at \(path) (record mode: never, nothing written).
                    The snapshot taken is at \(files["actual.\(ext)"] ?? "(could not be saved)").
                    To record it: \(howToRecord(.missing)).
                    """, files)
            }
            do {
                try fileManager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(actualData, to: path)
            } catch {
                return outcome(.error, "Cannot record \(path): \(error)")
            }
            return outcome(.recorded, "Recorded a new reference at \(path) (record mode: \(record)). Look at it, commit it, and run again: it then passes.")
        }

        let referenceData: [UInt8]
        do {
            referenceData = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            return outcome(.error, "\(SnapshotError.io(path: path, reason: error.localizedDescription))")
        }
        let reference: Format
        do {
            reference = try strategy.diffing.fromData(referenceData, path)
        } catch let error as SnapshotError {
            let files = save([("actual.\(ext)", actualData)])
            return outcome(.error, "\(error). The snapshot taken is at \(files["actual.\(ext)"] ?? "(could not be saved)").", files)
        } catch {
            return outcome(.error, "\(SnapshotError.unreadableReference(path: path, reason: "\(error)"))")
        }

        // Unchanged bytes: nothing to compare, nothing to write (the file keeps its mtime).
        if referenceData == actualData { return outcome(.matched, nil) }

        let difference = strategy.diffing.diff(reference, actual)
        if record == .all || (record == .failed && difference != nil) {
            do { try AtomicFile.write(actualData, to: path) } catch { return outcome(.error, "Cannot record \(path): \(error)") }
            let why = difference.map { "It differed: \($0.message)" } ?? "Its content changed within tolerance."
            return outcome(.rerecorded, "Re-recorded \(path) (record mode: \(record)). \(why)\nLook at it (git diff), commit it, and run again without recording.")
        }
        guard let difference else { return outcome(.matched, nil) }

        let files = save([("expected.\(ext)", referenceData), ("actual.\(ext)", actualData)] + difference.attachments)
        let listed = files.keys.sorted().map { "  \($0): \(files[$0]!)" }.joined(separator: "\n")
        return outcome(.failed, """
            Snapshot \(name) does not match \(path):
            \(difference.message)
            Artifacts (from this run):
            \(listed)
            If the change is intended, re-record: \(howToRecord(.failed)).
            """, files)
    }
}
