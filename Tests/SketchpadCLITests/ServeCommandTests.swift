import Foundation
import Sketchpad
import Testing

/// `sketchpad serve` hands over to `sketchpad-serve` built next to it; from a fresh clone, where
/// only `sketchpad` is built, it says how to build the server instead of failing obscurely.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct ServeCommandTests {
    @Test func withoutTheServerBuiltServeSaysHowToBuildIt() throws {
        let dir = try temporaryFolder(["card.yaml": goodTemplate])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // `sketchpad` alone in its folder, as after `swift build --product sketchpad`.
        try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sketchpadExecutable!, toPath: dir + "/bin/sketchpad")
        let r = try ChildProcess.run(dir + "/bin/sketchpad", ["serve", "card.yaml", "--port", "0", "--stop-after", "0"], directory: dir,
                                     standardOutput: .discard)
        let text = r.errorText
        #expect(r.status == 2)
        #expect(text.contains("/bin/sketchpad-serve is missing"), "\(text)")
        #expect(text.contains("swift build --product sketchpad-serve"), "\(text)")
    }
}
