import Foundation
import Sketchpad

extension Shard {
    /// `--shard`'s value: `I/N`, or `auto` for the CI's own variables (then it says on standard
    /// error which it used, and touches Bazel's status file).
    static func resolve(_ text: String, count: Int?) throws -> Shard {
        guard text == ShardArgument.auto else { return try Shard(parsing: text) }
        let found = try ShardEnvironment.detect(count: count)
        try found.acknowledge()
        printError("shard \(found.shard) from \(found.system) (\(found.variables.joined(separator: ", ")))")
        return found.shard
    }
}

/// `--shard` may be given without a value, meaning `auto`: ArgumentParser has no options with an
/// optional value, so the arguments are completed before parsing.
enum ShardArgument {
    static let auto = "auto"

    /// `--shard` at the end, or followed by another option, gets the value `auto`.
    static func complete(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for (i, argument) in arguments.enumerated() {
            result.append(argument)
            if argument == "--shard" && (i + 1 == arguments.count || arguments[i + 1].hasPrefix("-")) { result.append(auto) }
        }
        return result
    }
}
