import Foundation
import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

/// The cases of a parameterized test run in parallel. swift-snapshot-testing numbers their
/// unnamed snapshots with one counter for the whole test, so a case's names depend on which
/// cases ran before it (issue 15: 4 of 12 CI runs failed). Here each case's names come from its
/// arguments and its own count.
@Suite struct ParallelNamingTests {
    /// The names the unnamed snapshots of 24 cases (3 each) get when the cases run in `order`,
    /// interleaved one snapshot at a time, with a counter as shared as in a test run.
    func names(order: [Int], namedFromArguments: Bool) -> [String: String] {
        let counter = SnapshotCounter()
        var names: [String: String] = [:]
        for round in 1...3 {
            for index in order {
                let reference = SnapshotReference.locate(
                    filePath: "/t/ScreensTests.swift", snapshotDirectory: nil, testName: "screen(index:)", name: nil,
                    caseArguments: namedFromArguments ? ["\(index)"] : nil, counter: counter, pathExtension: "png")
                names["case \(index), snapshot \(round)"] = reference.fileName
            }
        }
        return names
    }

    @Test func namesDoNotDependOnTheOrderCasesRunIn() {
        let inOrder = Array(0..<24), reversed = Array(inOrder.reversed())
        let shuffled = inOrder.map { ($0 * 7 + 5) % 24 }      // every case once, in a scrambled order
        let expected = names(order: inOrder, namedFromArguments: true)
        #expect(expected["case 7, snapshot 2"] == "screen-index.7.2.png")
        #expect(names(order: reversed, namedFromArguments: true) == expected)
        #expect(names(order: shuffled, namedFromArguments: true) == expected)
        // The control: one counter per test, as swift-snapshot-testing has, names by run order.
        let shared = names(order: inOrder, namedFromArguments: false)
        #expect(names(order: reversed, namedFromArguments: false) != shared)
        #expect(shared["case 0, snapshot 1"] == "screen-index.1.png")
    }

    /// The same with real concurrency: 64 cases counting at once from many threads.
    @Test func concurrentCasesEachCountFromOne() async {
        let counter = SnapshotCounter()
        let names = await withTaskGroup(of: [String].self) { group in
            for index in 0..<64 {
                group.addTask {
                    (1...3).map { _ in
                        SnapshotReference.locate(filePath: "/t/ScreensTests.swift", snapshotDirectory: nil, testName: "screen(index:)",
                                                 name: nil, caseArguments: ["\(index)"], counter: counter, pathExtension: "png").fileName
                    }
                }
            }
            return await group.reduce(into: Set<[String]>()) { $0.insert($1) }
        }
        #expect(names == Set((0..<64).map { index in (1...3).map { "screen-index.\(index).\($0).png" } }))
    }

    /// Runs `ParallelSnapshotCases` (16 cases in parallel, 2 unnamed snapshots each, against
    /// committed references, recording nothing) twelve times, two processes at a time. With a
    /// shared counter a case's text would land on another case's reference and fail.
    @Test(.enabled(if: testBundle != nil, "needs the test bundle executable (swift test)"))
    func aParameterizedSuiteRunManyTimesInParallelNeverFails() throws {
        let artifacts = try TemporaryFolder()
        let runs = 12
        let results = Mutexed<[(status: Int32, output: String)]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for _ in 0..<(runs / 2) {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: testBundle!)
                process.arguments = ["--testing-library", "swift-testing", "--filter", "ParallelSnapshotCases"]
                process.environment = ProcessInfo.processInfo.environment.merging([
                    "SKETCHPAD_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "never",
                    "SKETCHPAD_ARTIFACTS": artifacts.path + "/\(worker)", "NO_COLOR": "1",
                ]) { $1 }
                let pipe = Pipe()
                process.standardOutput = pipe
                process.standardError = pipe
                do {
                    try process.run()
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    results.mutate { $0.append((process.terminationStatus, String(decoding: data, as: UTF8.self))) }
                } catch {
                    results.mutate { $0.append((-1, "\(error)")) }
                }
            }
        }
        let all = results.value
        #expect(all.count == runs)
        for run in all {
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("Test screen(name:) with 16 test cases passed"), "\(run.output)")
        }
    }
}

/// The parameterized suite the test above runs many times: each case snapshots two texts of its
/// own, unnamed, against `__Snapshots__/ParallelNamingTests/screen-name.<screen>.<n>.txt`.
@Suite struct ParallelSnapshotCases {
    static let screens = [
        "sign-in", "onboarding", "settings", "profile", "feed", "chat", "checkout", "dashboard",
        "form", "split-view", "inbox", "player", "search", "map", "calendar", "about",
    ]

    @Test(arguments: screens)
    func screen(name: String) {
        assertSnapshot(of: "The \(name) screen", as: .lines)
        assertSnapshot(of: "Frames of \(name):\n  title\n  body\n", as: .lines)
    }
}

/// The test bundle executable running these tests (`swift test` runs it directly).
let testBundle: String? = CommandLine.arguments.first.flatMap { $0.hasSuffix(".xctest") ? $0 : nil }

/// A value several threads update under a lock.
final class Mutexed<Value>: @unchecked Sendable {   // every access holds `lock`
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func mutate(_ change: (inout Value) -> Void) { lock.lock(); defer { lock.unlock() }; change(&stored) }
}
