import Foundation
import Sketchpad
import Testing

/// The one child-process helper: exit status, signals, timeouts, and streams captured in full
/// without the parent and child blocking each other.
@Suite struct ChildProcessTests {
    @Test func theExitStatusAndBothStreamsAreReturned() throws {
        let r = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(r.status == 3)
        #expect(!r.crashed && !r.timedOut)
        #expect(r.outputText == "out\n")
        #expect(r.errorText == "err\n")
    }

    @Test func aNameIsLookedUpOnPathAndRunsInTheDirectoryGiven() throws {
        let r = try ChildProcess.run("pwd", [], directory: "/tmp")
        #expect(r.status == 0)
        #expect(r.outputText == "/tmp\n")
    }

    @Test func theEnvironmentGivenIsTheChildsWhole() throws {
        let r = try ChildProcess.run("/bin/sh", ["-c", "echo \"$ONLY_THIS:$HOME\""], environment: ["ONLY_THIS": "yes"])
        #expect(r.outputText == "yes:\n")
    }

    /// Megabytes on both streams: a child that fills the standard error pipe while the parent
    /// reads standard output (or the reverse) would hang both.
    @Test func largeOutputOnBothStreamsIsCapturedInFull() throws {
        let r = try ChildProcess.run("/bin/sh", ["-c", "head -c 3000000 /dev/zero | tr '\\0' a; head -c 2000000 /dev/zero | tr '\\0' b >&2; echo done"],
                                     timeout: 60)
        #expect(!r.timedOut)
        #expect(r.status == 0)
        #expect(r.output.count == 3_000_005)
        #expect(r.output.prefix(3_000_000).allSatisfy { $0 == UInt8(ascii: "a") })
        #expect(r.errorOutput.count == 2_000_000)
        #expect(r.errorOutput.allSatisfy { $0 == UInt8(ascii: "b") })
    }

    /// `cat` prints as it reads: with the input written before the output is read, both pipes
    /// would fill and neither side move.
    @Test func largeInputIsFedWhileTheOutputIsRead() throws {
        let input = Data((0..<4_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let r = try ChildProcess.run("cat", [], input: .data(input), timeout: 60)
        #expect(!r.timedOut)
        #expect(r.output == input)
    }

    @Test func standardErrorCanJoinStandardOutputInOrder() throws {
        let r = try ChildProcess.run("/bin/sh", ["-c", "echo one; echo two >&2; echo three"], standardError: .output)
        #expect(r.outputText == "one\ntwo\nthree\n")
        #expect(r.errorOutput.isEmpty)
    }

    @Test func discardedStreamsAreNotCaptured() throws {
        let r = try ChildProcess.run("/bin/sh", ["-c", "echo out; echo err >&2"], standardOutput: .discard, standardError: .discard)
        #expect(r.status == 0)
        #expect(r.output.isEmpty && r.errorOutput.isEmpty)
    }

    @Test func aHandleGivenReceivesTheStream() throws {
        let path = NSTemporaryDirectory() + "child-process-test-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let r = try ChildProcess.run("/bin/sh", ["-c", "echo to-the-file"], standardOutput: .handle(handle))
        try handle.close()
        #expect(r.output.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "to-the-file\n")
    }

    @Test func aChildRunningPastItsTimeoutIsKilled() throws {
        let started = Date()
        let r = try ChildProcess.run("/bin/sh", ["-c", "echo started; exec sleep 30"], timeout: 0.5)
        #expect(Date().timeIntervalSince(started) < 15)
        #expect(r.timedOut)
        #expect(r.crashed)
        #expect(r.status == SIGKILL)
        #expect(r.outputText == "started\n")
    }

    @Test func aChildEndingInTimeIsNotMarkedAsStopped() throws {
        let r = try ChildProcess.run("/bin/sh", ["-c", "exit 0"], timeout: 30)
        #expect(!r.timedOut && !r.crashed && r.status == 0)
    }

    @Test func aSignalIsReportedAsACrash() throws {
        let r = try ChildProcess.run("/bin/sh", ["-c", "kill -KILL $$"])   // SIGTERM may be ignored, and ignoring is inherited
        #expect(r.crashed)
        #expect(r.status == SIGKILL)
        #expect(!r.timedOut)
    }

    @Test func aMissingExecutableIsAClearError() {
        #expect {
            _ = try ChildProcess.run("/no/such/tool", ["x"])
        } throws: { error in
            "\(error)".hasPrefix("cannot run /no/such/tool: ")
        }
    }
}
