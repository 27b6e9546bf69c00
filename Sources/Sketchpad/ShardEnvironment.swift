import Foundation

/// The shard a CI system says this job is: its own parallel-job variables read, the system named,
/// and what was read, so the run can say which it used (`--shard auto`).
///
/// | system | index (base) | total |
/// |---|---|---|
/// | GitLab (`parallel:`) | `CI_NODE_INDEX` (1) | `CI_NODE_TOTAL` |
/// | CircleCI | `CIRCLE_NODE_INDEX` (0) | `CIRCLE_NODE_TOTAL` |
/// | Buildkite | `BUILDKITE_PARALLEL_JOB` (0) | `BUILDKITE_PARALLEL_JOB_COUNT` |
/// | Bazel | `TEST_SHARD_INDEX` (0) | `TEST_TOTAL_SHARDS` (and `TEST_SHARD_STATUS_FILE` is touched) |
/// | Kubernetes indexed Job | `JOB_COMPLETION_INDEX` (0) | `--shard-count` (the Job's `completions`) |
///
/// A GitLab, CircleCI or Buildkite job without parallelism is shard 1/1.
///
/// ```swift
/// let found = try ShardEnvironment.detect(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"])
/// found.shard          // 2/4
/// found.system         // "GitLab"
/// found.variables      // ["CI_NODE_INDEX=2", "CI_NODE_TOTAL=4"]
/// ```
package struct ShardEnvironment: Hashable, Sendable {
    package let shard: Shard
    /// The CI system the variables belong to.
    package let system: String
    /// The variables read, as `NAME=value`.
    package let variables: [String]
    /// Bazel's `TEST_SHARD_STATUS_FILE`: touched to tell Bazel the runner shards (see ``acknowledge()``).
    package let statusFile: String?

    /// Reads `environment`; `count` is the number of shards where the system does not say it
    /// (a Kubernetes indexed Job's `completions`).
    package static func detect(_ environment: [String: String] = ProcessInfo.processInfo.environment,
                              count: Int? = nil) throws(BatchError) -> ShardEnvironment {
        let systems: [(name: String, index: String, total: String, base: Int, marker: String?)] = [
            ("GitLab", "CI_NODE_INDEX", "CI_NODE_TOTAL", 1, "GITLAB_CI"),
            ("CircleCI", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", 0, "CIRCLECI"),
            ("Buildkite", "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", 0, "BUILDKITE"),
            ("Bazel", "TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS", 0, nil),
        ]
        for system in systems where environment[system.index] != nil || environment[system.total] != nil {
            let index = try number(system.index, environment)
            let total = try number(system.total, environment)
            return try found(system.name, index: index - system.base + 1, total: total,
                             read: [system.index, system.total], environment,
                             statusFile: system.name == "Bazel" ? environment["TEST_SHARD_STATUS_FILE"] : nil)
        }
        if let raw = environment["JOB_COMPLETION_INDEX"] {
            let index = try number("JOB_COMPLETION_INDEX", environment)
            guard let count else { throw BatchError.missingShardCount(index: raw) }
            guard count >= 1 else { throw BatchError.badShard("\(index + 1)/\(count)") }
            return try found("Kubernetes", index: index + 1, total: count, read: ["JOB_COMPLETION_INDEX"], environment, statusFile: nil)
        }
        // A CI without parallelism for this job: the whole set.
        for system in systems {
            if let marker = system.marker, environment[marker] != nil {
                return ShardEnvironment(shard: try Shard(index: 1, count: 1), system: system.name, variables: [marker + "=" + environment[marker]!], statusFile: nil)
            }
        }
        throw BatchError.noShardEnvironment
    }

    private static func number(_ name: String, _ environment: [String: String]) throws(BatchError) -> Int {
        let raw = environment[name] ?? ""
        guard let value = Int(raw.trimmingCharacters(in: .whitespaces)) else { throw BatchError.badShardEnvironment(variable: name, value: raw) }
        return value
    }

    private static func found(_ system: String, index: Int, total: Int, read: [String], _ environment: [String: String],
                              statusFile: String?) throws(BatchError) -> ShardEnvironment {
        guard total >= 1 else { throw BatchError.badShardEnvironment(variable: read.last!, value: environment[read.last!] ?? "") }
        guard (1...total).contains(index) else { throw BatchError.badShardEnvironment(variable: read[0], value: environment[read[0]] ?? "") }
        return ShardEnvironment(shard: try Shard(index: index, count: total), system: system,
                                variables: read.map { $0 + "=" + (environment[$0] ?? "") }, statusFile: statusFile)
    }

    /// Touches Bazel's status file (if any), which tells Bazel that the runner knows about shards.
    package func acknowledge() throws {
        guard let statusFile else { return }
        if !FileManager.default.fileExists(atPath: statusFile) {
            guard FileManager.default.createFile(atPath: statusFile, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: statusFile])
            }
        }
    }
}
