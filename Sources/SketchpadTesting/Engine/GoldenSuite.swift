import Foundation
import Sketchpad

/// Renders a set of cases and compares each with `<goldenDirectory>/<name>.png` and, when
/// `framesGoldens` is on, its frames with `<name>.frames.json` (readable diffs that say which
/// view moved): the project's golden suite over `Templates/` and `sketchpad test`. Missing goldens fail (unless recording),
/// goldens no case produces any more are reported as orphans, failures leave expected, actual
/// and diff images under `artifacts` (cleared at the start of every run).
///
/// ```swift
/// let suite = GoldenSuite(goldenDirectory: "Golden", record: .never)
/// let report = suite.run(try GoldenCase.cases(forTemplatesIn: ["Templates"]))
/// print(report.summary)          // "12 matched, 0 failed, 0 missing; 0 orphaned goldens"
/// ```
public struct GoldenSuite {
    public var goldenDirectory: String
    public var record: SnapshotTestingConfiguration.Record
    /// Pixels per point. Goldens are 1× by default: small in the repository and quick to
    /// compare, and any layout or drawing change still shows.
    public var scale: Double
    public var tolerance: ImageTolerance
    public var artifacts: SnapshotArtifacts
    /// Whether each case also has a frames golden (`<name>.frames.json`, see `FramesJSON`).
    public var framesGoldens = true
    /// Whether goldens that no case produces are listed (off when only some templates are run).
    public var reportsOrphans = true
    /// How to record in `mode`, for messages: how the suite is run decides what to say.
    package var howToRecord: (SnapshotTestingConfiguration.Record) -> String = { mode in
        "run `SKETCHPAD_RECORD=\(mode) swift test --filter GoldenSuiteTests` (or `sketchpad test … --record \(mode)`)"
    }

    public init(goldenDirectory: String, record: SnapshotTestingConfiguration.Record = .never, scale: Double = 1,
                tolerance: ImageTolerance = .default, artifacts: SnapshotArtifacts? = nil) {
        self.goldenDirectory = goldenDirectory.hasSuffix("/") && goldenDirectory.count > 1 ? String(goldenDirectory.dropLast()) : goldenDirectory
        self.record = record
        self.scale = scale
        self.tolerance = tolerance
        self.artifacts = artifacts ?? SnapshotArtifacts(root: SnapshotArtifacts.default.root + "/golden")
    }

    /// The golden file of a case.
    public func goldenPath(for name: String) -> String { "\(goldenDirectory)/\(name).png" }
    /// The frames golden of a case.
    public func framesPath(for name: String) -> String { "\(goldenDirectory)/\(name).frames.json" }

    public func run(_ cases: [GoldenCase]) -> GoldenReport {
        let start = DispatchTime.now().uptimeNanoseconds
        try? FileManager.default.removeItem(atPath: artifacts.root)   // stale artifacts of an earlier run
        let strategy = Snapshotting<Scene, PNGSnapshot>.png(scale: scale, tolerance: tolerance)
        let verifier = SnapshotVerifier(
            record: record, artifacts: artifacts, group: "", howToRecord: howToRecord)
        var results: [GoldenReport.Result] = []
        for golden in cases {
            let caseStart = DispatchTime.now().uptimeNanoseconds
            let outcome: SnapshotOutcome
            var frames: SnapshotOutcome?
            do {
                if let readPNG = golden.readPNG {
                    let file = Snapshotting<[UInt8], PNGSnapshot>(pathExtension: "png", diffing: .image(tolerance: tolerance)) { bytes in
                        try PNGSnapshot(png: bytes, path: golden.source)
                    }
                    outcome = verifier.verify(try readPNG(), as: file, reference: goldenPath(for: golden.name), name: golden.name)
                    results.append(GoldenReport.Result(name: golden.name, source: golden.source, outcome: outcome, frames: nil,
                                                       milliseconds: Double(DispatchTime.now().uptimeNanoseconds - caseStart) / 1e6))
                    continue
                }
                let scene = try golden.makeScene()
                outcome = verifier.verify(scene, as: strategy, reference: goldenPath(for: golden.name), name: golden.name)
                if framesGoldens {
                    frames = verifier.verify(scene, as: .frames, reference: framesPath(for: golden.name), name: golden.name + ".frames")
                }
            } catch {
                outcome = SnapshotOutcome(status: .error, referencePath: goldenPath(for: golden.name),
                                          message: "Cannot make the scene of \(golden.name) (\(golden.source)): \(error)", artifacts: [:])
            }
            results.append(GoldenReport.Result(name: golden.name, source: golden.source, outcome: outcome, frames: frames,
                                               milliseconds: Double(DispatchTime.now().uptimeNanoseconds - caseStart) / 1e6))
        }
        let produced = Set(cases.map { goldenPath(for: $0.name) } + (framesGoldens ? cases.filter { $0.readPNG == nil }.map { framesPath(for: $0.name) } : []))
        let orphans = reportsOrphans ? Self.goldenFiles(under: goldenDirectory).filter { !produced.contains($0) } : []
        return GoldenReport(goldenDirectory: goldenDirectory, record: record, results: results, orphans: orphans,
                            artifactsRoot: artifacts.root,
                            seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    /// Every `.png` and `.frames.json` under `folder`, recursively, sorted.
    static func goldenFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".png") || relative.hasSuffix(".frames.json") { found.append(folder + "/" + relative) }
        }
        return found.sorted()
    }
}

/// What a golden run found.
public struct GoldenReport {
    public struct Result {
        public var name: String
        public var source: String
        /// The PNG comparison.
        public var outcome: SnapshotOutcome
        /// The frames comparison (nil when frames goldens are off or the scene failed).
        public var frames: SnapshotOutcome?
        public var milliseconds: Double

        public var isFailure: Bool { outcome.isFailure || (frames?.isFailure ?? false) }
        /// The messages of both comparisons.
        public var message: String? {
            let parts = [outcome.message, frames?.message].compactMap { $0 }
            return parts.isEmpty ? nil : parts.joined(separator: "\n")
        }
    }

    public var goldenDirectory: String
    public var record: SnapshotTestingConfiguration.Record
    public var results: [Result]
    /// Goldens no case produces any more (a renamed or deleted template): delete them.
    public var orphans: [String]
    public var artifactsRoot: String
    public var seconds: Double

    public func count(_ status: SnapshotOutcome.Status) -> Int { results.filter { $0.outcome.status == status }.count }
    public var failures: [Result] { results.filter(\.isFailure) }
    public var succeeded: Bool { failures.isEmpty }

    public var summary: String {
        var parts = ["\(count(.matched)) matched", "\(count(.failed)) failed", "\(count(.missing)) missing"]
        if count(.error) > 0 { parts.append("\(count(.error)) errors") }
        if count(.recorded) > 0 { parts.append("\(count(.recorded)) recorded") }
        if count(.rerecorded) > 0 { parts.append("\(count(.rerecorded)) re-recorded") }
        let frameFailures = results.filter { $0.frames?.isFailure ?? false }.count
        if frameFailures > 0 { parts.append("\(frameFailures) with frames differing or unrecorded") }
        return parts.joined(separator: ", ") + "; \(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s")"
            + String(format: " (%.1f s)", seconds)
    }

    /// The orphans, one line each, with what to do.
    public var orphanMessage: String? {
        guard !orphans.isEmpty else { return nil }
        return "Goldens that no template produces any more (delete them with git rm if the template is gone):\n"
            + orphans.map { "  " + $0 }.joined(separator: "\n")
    }
}
