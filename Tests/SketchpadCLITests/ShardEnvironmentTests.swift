import Foundation
import Testing
@testable import Sketchpad

/// `--shard auto`: each CI's own variables, with its own base.
@Suite struct ShardEnvironmentTests {
    @Test func eachSystemIsReadWithItsBase() throws {
        let cases: [([String: String], String, String)] = [
            (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4", "GITLAB_CI": "true"], "2/4", "GitLab"),
            (["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3"], "1/3", "CircleCI"),
            (["BUILDKITE_PARALLEL_JOB": "4", "BUILDKITE_PARALLEL_JOB_COUNT": "5"], "5/5", "Buildkite"),
            (["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "2"], "2/2", "Bazel"),
            (["GITLAB_CI": "true"], "1/1", "GitLab"),
        ]
        for (environment, shard, system) in cases {
            let found = try ShardEnvironment.detect(environment)
            #expect(found.shard.description == shard, "\(environment)")
            #expect(found.system == system)
        }
        let gitlab = try ShardEnvironment.detect(["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"])
        #expect(gitlab.variables == ["CI_NODE_INDEX=2", "CI_NODE_TOTAL=4"])
        let kubernetes = try ShardEnvironment.detect(["JOB_COMPLETION_INDEX": "0"], count: 8)
        #expect(kubernetes.shard.description == "1/8")
        #expect(kubernetes.system == "Kubernetes")
    }

    @Test func badOrMissingVariablesAreClearErrors() {
        #expect(throws: BatchError.noShardEnvironment) { try ShardEnvironment.detect(["HOME": "/root"]) }
        #expect(throws: BatchError.missingShardCount(index: "3")) { try ShardEnvironment.detect(["JOB_COMPLETION_INDEX": "3"]) }
        #expect(throws: BatchError.badShardEnvironment(variable: "CI_NODE_INDEX", value: "5")) {
            try ShardEnvironment.detect(["CI_NODE_INDEX": "5", "CI_NODE_TOTAL": "4"])
        }
        #expect(throws: BatchError.badShardEnvironment(variable: "CIRCLE_NODE_TOTAL", value: "")) {
            try ShardEnvironment.detect(["CIRCLE_NODE_INDEX": "1"])
        }
        #expect(throws: BatchError.badShardEnvironment(variable: "TEST_TOTAL_SHARDS", value: "0")) {
            try ShardEnvironment.detect(["TEST_SHARD_INDEX": "0", "TEST_TOTAL_SHARDS": "0"])
        }
    }

    /// Through the command line: a bare `--shard` reads the CI, says which it used, renders that
    /// shard, and touches Bazel's status file.
    @Test func theCommandLineSaysWhichShardItUsed() throws {
        let names = (0..<12).map { "s\($0).yaml" }
        let dir = try temporaryFolder(Dictionary(uniqueKeysWithValues: names.map { ($0, goodTemplate) }))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let environment = ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_STATUS_FILE": dir + "/status",
                           RenderManifest.environmentVariable: dir + "/cache", "PATH": "/usr/bin:/bin"]
        let (status, o, e) = try runCLI(["render", dir, "-o", dir + "/out", "--shard"], environment: environment)
        #expect(status == 0, "\(e)")
        #expect(e.hasPrefix("shard 2/3 from Bazel (TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=3)\n"))
        let expected = names.filter { try! Shard(parsing: "2/3").contains(relativePath: $0) }.count
        #expect(o.hasSuffix("\(expected) rendered, 0 failed\n"))
        #expect(FileManager.default.fileExists(atPath: dir + "/status"))
        // No CI variables: the run cannot start, and says what it looked for.
        let r = try runCLI(["render", dir, "-o", dir + "/out", "--shard", "auto"],
                           environment: ["PATH": "/usr/bin:/bin", RenderManifest.environmentVariable: dir + "/cache"])
        #expect(r.status == 2)
        #expect(r.err == BatchError.noShardEnvironment.description + "\n")
    }
}
