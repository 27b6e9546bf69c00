import Foundation
import Testing

/// The README's two commands (`bash scripts/render-templates.sh`, `bash scripts/test.sh`) on a
/// machine where Swift is installed at /opt/swift but not on PATH (issue 17: `setup.sh` found it,
/// but the PATH it set ended with its own process, so the next line failed with `swift: command not
/// found`). Each script runs as written in a bare environment, up to its first `swift` command,
/// which is replaced by `swift --version`: the toolchain must be found by then.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/swift"), "no toolchain at /opt/swift"))
struct SetupScriptTests {
    @Test(arguments: ["scripts/render-templates.sh", "scripts/test.sh"])
    func swiftIsFoundWithoutBeingOnPath(_ script: String) throws {
        let text = try String(contentsOfFile: packageRoot + "/" + script, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstSwift = try #require(lines.firstIndex { $0.hasPrefix("swift ") }, "\(script) runs no swift command")
        let prefix = lines[..<firstSwift].joined(separator: "\n") + "\nswift --version\n"
        // The shortened copy sits beside the original, so that its `cd "$(dirname "$0")/.."` and
        // relative paths mean the same.
        let copy = packageRoot + "/scripts/.check-" + UUID().uuidString + ".sh"
        try prefix.write(toFile: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["-i", "PATH=/usr/bin:/bin", "HOME=" + NSTemporaryDirectory(), "bash", copy]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(script): \(e)")
        #expect(o.contains("Swift version"), "\(script): \(o) \(e)")
    }
}
