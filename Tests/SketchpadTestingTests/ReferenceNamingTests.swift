import Foundation
import Testing
@testable import SketchpadSnapshotEngine
@testable import SketchpadTesting

/// Reference names are swift-snapshot-testing 1.19.7's, so references it recorded are found.
@Suite struct ReferenceNamingTests {
    @Test func pathComponentsAreSanitisedAsSwiftSnapshotTestingDoes() {
        #expect(SnapshotNaming.sanitizePathComponent("testSignIn()") == "testSignIn")
        #expect(SnapshotNaming.sanitizePathComponent("signIn(device:)") == "signIn-device")
        #expect(SnapshotNaming.sanitizePathComponent("signIn(_:appearance:)") == "signIn-_-appearance")
        #expect(SnapshotNaming.sanitizePathComponent("dark mode / RTL") == "dark-mode-RTL")
        #expect(SnapshotNaming.sanitizePathComponent("café_2") == "café_2")
    }

    @Test func referencesLiveNextToTheTestFileNumberedPerTest() {
        let counter = SnapshotCounter()
        func path(_ test: String, _ name: String? = nil, ext: String? = "png", directory: String? = nil) -> String {
            SnapshotReference.locate(filePath: "/src/Tests/AppTests/SignInTests.swift", snapshotDirectory: directory, testName: test,
                                     name: name, caseArguments: nil, counter: counter, pathExtension: ext).path
        }
        let folder = "/src/Tests/AppTests/__Snapshots__/SignInTests/"
        #expect(path("signIn()") == folder + "signIn.1.png")
        #expect(path("signIn()", ext: "json") == folder + "signIn.2.json")
        #expect(path("testSignIn()") == folder + "testSignIn.1.png")        // XCTest: the prefix stays
        #expect(path("signIn()", "dark mode") == folder + "signIn.dark-mode.png")   // named ones are not counted
        #expect(path("signIn()", ext: nil) == folder + "signIn.3")
        #expect(path("signIn()", "x", directory: "/refs") == "/refs/signIn.x.png")
    }

    @Test func parameterizedCasesAreNamedFromTheirArguments() {
        let counter = SnapshotCounter()
        func name(_ arguments: [String]) -> String {
            SnapshotReference.locate(filePath: "/t/SignInTests.swift", snapshotDirectory: nil, testName: "signIn(device:appearance:)",
                                     name: nil, caseArguments: arguments, counter: counter, pathExtension: "png").fileName
        }
        #expect(name([".iPhone15", "\"dark\""]) == "signIn-device-appearance.iPhone15-dark.1.png")
        #expect(name([".iPhone15", "\"dark\""]) == "signIn-device-appearance.iPhone15-dark.2.png")
        #expect(name([".iPadPro", "\"dark\""]) == "signIn-device-appearance.iPadPro-dark.1.png")
        #expect(name(["→", "…"]).hasPrefix("signIn-device-appearance.case-"))
        // Long arguments are cut, and stay distinct.
        let long = name([String(repeating: "a", count: 200) + "1"]), other = name([String(repeating: "a", count: 200) + "2"])
        #expect(long != other)
        #expect(long.count < 120 && other.count < 120)
    }
}
