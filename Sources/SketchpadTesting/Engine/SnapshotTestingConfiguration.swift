/// How snapshot assertions behave in a scope: the record mode and the diff tool named in
/// failure messages. swift-snapshot-testing's `SnapshotTestingConfiguration`: set it with
/// `withSnapshotTesting(record:diffTool:operation:)`, or the `.snapshots(record:diffTool:)`
/// trait of a Swift Testing test or suite.
///
/// ```swift
/// withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
///     assertSnapshot(of: scene, as: .image)
/// }
/// ```
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the current task (set by `withSnapshotTesting` and the trait).
    @_spi(Internals)
    @TaskLocal public static var current: Self?

    /// The diff tool used in failure messages.
    public var diffTool: DiffTool?

    /// The record mode.
    public var record: Record?

    public init(record: Record?, diffTool: DiffTool?) {
        self.diffTool = diffTool
        self.record = record
    }

    /// When references are written. The mode in force is, in order: the `record:` argument of
    /// the assertion, `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait, the
    /// deprecated `isRecording` global when it was set, the `SKETCHPAD_RECORD` environment
    /// variable, then `SNAPSHOT_TESTING_RECORD`, and otherwise `.missing`, or `.never` when the
    /// `CI` environment variable is set.
    ///
    /// | mode | missing reference | reference differs | reference matches |
    /// |---|---|---|---|
    /// | `.never` | fails, writes nothing | fails | passes |
    /// | `.missing` | records it, fails | fails | passes |
    /// | `.failed` | records it, fails | re-records it, fails | passes |
    /// | `.all` | records it, fails | re-records it, fails | fails (file left as it is) |
    ///
    /// ```sh
    /// SNAPSHOT_TESTING_RECORD=failed swift test --filter LoginScreenTests
    /// ```
    public struct Record: Equatable, Hashable, Sendable {
        private let storage: Storage

        /// `"all"`, `"failed"`, `"missing"` or `"never"`; nil for anything else.
        public init?(rawValue: String) {
            switch rawValue {
            case "all": self.storage = .all
            case "failed": self.storage = .failed
            case "missing": self.storage = .missing
            case "never": self.storage = .never
            default: return nil
            }
        }

        /// Records every snapshot, whether or not it matches, and fails.
        public static let all = Self(storage: .all)

        /// Records the snapshots that do not match their reference (or have none). Within a
        /// tolerance (`precision:`), a reference that still matches is left alone.
        public static let failed = Self(storage: .failed)

        /// Records only the snapshots that have no reference yet.
        public static let missing = Self(storage: .missing)

        /// Records nothing: a missing reference fails. The default under `CI`, so a retried CI
        /// job cannot pass by recording what it was meant to check.
        public static let never = Self(storage: .never)

        private init(storage: Storage) {
            self.storage = storage
        }

        private enum Storage: String, Hashable, Sendable {
            case all, failed, missing, never
        }

        /// The mode's name: `all`, `failed`, `missing` or `never`.
        var name: String { storage.rawValue }
    }

    /// The command printed in a failure message to compare the reference with the failed
    /// snapshot: a function of the reference's path and the failed snapshot's path.
    ///
    /// ```swift
    /// extension SnapshotTestingConfiguration.DiffTool {
    ///     static let compare = Self { "compare \"\($0)\" \"\($1)\" png: | display" }
    /// }
    /// ```
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        public init(
            _ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
        ) {
            self.tool = tool
        }

        /// A command that takes the two paths as its last arguments (`"diff -u"`).
        public init(stringLiteral value: StringLiteralType) {
            self.tool = { "\(value) \($0) \($1)" }
        }

        /// [Kaleidoscope](https://kaleidoscope.app)'s `ksdiff`.
        public static let ksdiff = Self {
            "ksdiff \"\($0)\" \"\($1)\""
        }

        /// The two files as `file://` URLs, and how to configure a diff tool.
        public static let `default` = Self {
            """
            @\u{2212}
            "file://\($0)"
            @+
            "file://\($1)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }

        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            self.tool(currentFilePath, failedFilePath)
        }
    }
}

@available(iOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
@available(macOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
@available(tvOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
@available(watchOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
@available(visionOS, deprecated: 9999, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` is `.all`, `false` is `.missing` (as swift-snapshot-testing's `record: true`).
    public init(booleanLiteral value: BooleanLiteralType) {
        self = value ? .all : .missing
    }
}

@available(
    *,
    deprecated,
    renamed: "SnapshotTestingConfiguration.DiffTool.default",
    message: "Use '.default' instead of a 'nil' value for 'diffTool'."
)
extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) {
        self = .default
    }
}
