import Foundation
import SketchpadRender

/// Where failed comparisons leave their evidence: `<root>/<group>/<name>/` holds
/// `expected.<ext>`, `actual.<ext>` and the diff (`diff.png`, `diff.txt`). The root is
/// `SKETCHPAD_ARTIFACTS` when set (point CI's artifact upload at it), else swift-snapshot-testing's
/// `SNAPSHOT_ARTIFACTS`, otherwise `<temporary folder>/sketchpad-snapshot-artifacts`. A snapshot's folder is removed before it
/// is compared again, so what is there always belongs to the last run.
///
/// ```sh
/// SKETCHPAD_ARTIFACTS=$PWD/artifacts swift test
/// ```
public struct SnapshotArtifacts: Sendable {
    public static let environmentVariable = "SKETCHPAD_ARTIFACTS"
    /// swift-snapshot-testing's variable, used when `SKETCHPAD_ARTIFACTS` is not set.
    public static let snapshotTestingEnvironmentVariable = "SNAPSHOT_ARTIFACTS"

    public var root: String

    public init(root: String) { self.root = root }

    /// `SKETCHPAD_ARTIFACTS`, else `SNAPSHOT_ARTIFACTS`, else a folder in the temporary directory.
    public static var `default`: SnapshotArtifacts {
        for variable in [environmentVariable, snapshotTestingEnvironmentVariable] {
            if let root = ProcessInfo.processInfo.environment[variable], !root.isEmpty {
                return SnapshotArtifacts(root: root)
            }
        }
        return SnapshotArtifacts(root: NSTemporaryDirectory() + "sketchpad-snapshot-artifacts")
    }

    /// The folder of one snapshot (`<root>/<name>` when the group is empty).
    public func folder(group: String, name: String) -> String {
        group.isEmpty ? "\(root)/\(name)" : "\(root)/\(group)/\(name)"
    }

    /// Removes what an earlier run left for this snapshot.
    public func clear(group: String, name: String) {
        try? FileManager.default.removeItem(atPath: folder(group: group, name: name))
    }

    /// Writes files into the snapshot's folder; returns their paths.
    @discardableResult
    public func write(_ files: [(name: String, bytes: [UInt8])], group: String, name: String) throws(SnapshotError) -> [String] {
        let folder = folder(group: group, name: name)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .io(path: folder, reason: error.localizedDescription)
        }
        var paths: [String] = []
        for file in files {
            let path = folder + "/" + file.name
            do { try AtomicFile.write(file.bytes, to: path) } catch { throw .io(path: path, reason: "\(error)") }
            paths.append(path)
        }
        return paths
    }
}
