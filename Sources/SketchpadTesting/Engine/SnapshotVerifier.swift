import Foundation
import SketchpadRender

/// Compares a value with its reference file under a strategy and a record mode: the engine under
/// `assertSnapshot`, the golden suite and `sketchpad test`. It writes references only as the
/// record mode allows, never replaces a reference it cannot read, leaves a reference whose bytes
/// would not change untouched, and leaves the evidence of a failure (expected, actual, diff)
/// in the artifacts folder, listed in the message with what to do next.
///
/// ```swift
/// let verifier = SnapshotVerifier(record: .never, artifacts: .default, group: "Golden")
/// let outcome = verifier.verify(scene, as: .png(scale: 1), reference: "Golden/login.png", name: "login")
/// if outcome.isFailure { print(outcome.message!) }
/// ```
package struct SnapshotVerifier {
    package typealias Record = SnapshotTestingConfiguration.Record

    package var record: Record
    package var artifacts: SnapshotArtifacts
    /// The artifacts subfolder (the test file's name, or `golden`).
    package var group: String
    /// How to record in a mode, for messages (by default: the environment variables or the scope).
    package var howToRecord: (Record) -> String
    /// The command a mismatch message shows for comparing the two files (none when nil).
    package var diffTool: SnapshotTestingConfiguration.DiffTool?
    /// How long to wait for a snapshot taken asynchronously, in seconds.
    package var timeout: TimeInterval = 5
    /// Whether this runs on CI, where messages say to upload the artifacts folder (default: the
    /// `CI` environment variable).
    package var isCI = Record.isCI()

    package init(record: Record, artifacts: SnapshotArtifacts = .default, group: String,
                howToRecord: @escaping (Record) -> String = SnapshotVerifier.environmentHint) {
        self.record = record
        self.artifacts = artifacts
        self.group = group
        self.howToRecord = howToRecord
    }

    /// "set SKETCHPAD_RECORD=failed (or SNAPSHOT_TESTING_RECORD=failed, …) and run it again"
    package static func environmentHint(_ mode: Record) -> String {
        "set \(Record.environmentVariable)=\(mode) (or \(Record.snapshotTestingEnvironmentVariable)=\(mode); for one test, "
            + "the .snapshots(record: .\(mode)) trait or withSnapshotTesting(record: .\(mode)) { … }) and run it again"
    }

    package func verify<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>,
                                      reference path: String, name: String) -> SnapshotOutcome {
        artifacts.clear(group: group, name: name)
        let suffix = strategy.pathExtension.map { "." + $0 } ?? ""
        func outcome(_ status: SnapshotOutcome.Status, _ message: String?, _ files: [String: String] = [:]) -> SnapshotOutcome {
            SnapshotOutcome(status: status, referencePath: path, message: message, artifacts: files)
        }
        func save(_ files: [(name: String, bytes: Data)]) -> [String: String] {
            guard let written = try? artifacts.write(files.map { ($0.name, Array($0.bytes)) }, group: group, name: name) else { return [:] }
            return Dictionary(uniqueKeysWithValues: zip(files.map(\.name), written))
        }
        func listed(_ files: [String: String]) -> String {
            files.keys.sorted().map { "  \($0): \(files[$0]!)" }.joined(separator: "\n")
        }

        guard let attempt = strategy.attempt(value).wait(timeout: timeout) else {
            return outcome(.error, """
                Exceeded timeout of \(timeout) seconds waiting for snapshot \(name).

                This can happen when an asynchronously rendered value has not loaded. Ensure that \
                everything it draws has loaded, or, if a timeout is unavoidable, set the "timeout" \
                parameter of "assertSnapshot" to a higher value.
                """)
        }
        let actual: Format
        switch attempt {
        case .success(let format): actual = format
        case .failure(let error): return outcome(.error, "Cannot take snapshot \(name): \(error)")
        }
        let actualData = strategy.diffing.toData(actual)
        let actualName = "actual" + suffix

        guard FileManager.default.fileExists(atPath: path) else {
            if record == .never {
                let files = save([(actualName, actualData)])
                return outcome(.missing, """
                    No reference was found on disk. New snapshot was not recorded because recording is disabled \
                    (record mode: never\(isCI ? ", the default when CI is set" : "")).
                    Reference: \(path)
                    The snapshot taken is at \(files[actualName] ?? "(it could not be saved)")\(ciUploadHint).
                    To record it: \(howToRecord(.missing)); then look at it and commit it.
                    """, files)
            }
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(Array(actualData), to: path)
            } catch {
                return outcome(.error, "Cannot record \(path): \(error)")
            }
            return outcome(.recorded, """
                No reference was found on disk. Automatically recorded snapshot (record mode: \(record)): …

                open "\(URL(fileURLWithPath: path).absoluteString)"

                Look at it, commit it, and re-run to assert against the newly-recorded snapshot.
                """)
        }

        let referenceData: Data
        do {
            referenceData = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return outcome(.error, "\(SnapshotError.io(path: path, reason: error.localizedDescription))")
        }
        let reference: Format
        do {
            reference = try strategy.diffing.value(fromReference: referenceData, path: path)
        } catch {
            let files = save([(actualName, actualData)])
            let why = (error as? SnapshotError) ?? .unreadableReference(path: path, reason: "\(error)")
            return outcome(.error, "\(why). The snapshot taken is at \(files[actualName] ?? "(it could not be saved)").", files)
        }

        // Unchanged bytes: nothing to compare, nothing to write (the file keeps its mtime).
        if referenceData == actualData { return outcome(.matched, nil) }

        let difference = strategy.diffing.diffV2(reference, actual)
        if record == .all || (record == .failed && difference != nil) {
            let files = difference == nil ? [:] : save([("expected" + suffix, referenceData), (actualName, actualData)] + attachments(difference!.1))
            do { try AtomicFile.write(Array(actualData), to: path) } catch { return outcome(.error, "Cannot record \(path): \(error)") }
            let why = difference.map { "It differed:\n\($0.0)" } ?? "Its content changed within the strategy's tolerance."
            let previous = files.isEmpty ? "" : "\nThe previous reference and the diff are kept in:\n\(listed(files))"
            return outcome(.rerecorded, """
                Snapshot "\(name)" was re-recorded (record mode: \(record)) at \(path).
                \(why)\(previous)
                Look at the change (git diff), commit it, and run again without recording.
                """, files)
        }
        guard let (failure, attachments) = difference else { return outcome(.matched, nil) }

        let files = save([("expected" + suffix, referenceData), (actualName, actualData)] + self.attachments(attachments))
        let tool = diffTool.map { "\n\n" + $0(currentFilePath: path, failedFilePath: files[actualName] ?? path) } ?? ""
        return outcome(.failed, """
            Snapshot "\(name)" does not match reference \(path).\(tool)

            \(failure.trimmingCharacters(in: .whitespacesAndNewlines))
            Artifacts (from this run\(ciUploadHint)):
            \(listed(files))
            If the change is intended, re-record: \(howToRecord(.failed)).
            """, files)
    }

    /// Under CI, where the artifacts folder must be uploaded to be seen.
    private var ciUploadHint: String {
        guard isCI else { return "" }
        return "; upload \(artifacts.root) as a CI artifact (SKETCHPAD_ARTIFACTS) to download it"
    }

    private func attachments(_ list: [DiffAttachment]) -> [(name: String, bytes: Data)] {
        list.compactMap {
            guard case .data(let data, let name) = $0 else { return nil }
            return (name, data)
        }
    }
}
