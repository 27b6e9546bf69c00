import Foundation
@testable import Sketchpad
import Testing

/// Which library `sketchpad run` links a script with: the SwiftUI one only when the script
/// imports SketchpadSwiftUI, and how that one is built when it is missing.
struct ScriptLibraryChoiceTests {
    static var runner: ScriptRunner { ScriptRunner(buildDirectory: "/p/.build/x86_64-unknown-linux-gnu/release", packageRoot: "/p",
                                     compiler: "/opt/swift/usr/bin/swiftc", cache: ScriptCache(folder: "/tmp/unused")) }

    @Test func importsAreFoundWithAttributesKindsAndSubmodules() {
        let script = """
            #!/usr/bin/env sketchpad run
            import Foundation
            @testable import Sketchpad
            @preconcurrency import struct SketchpadUIKit.UIEdgeInsets
            public import Cassowary.Solver; import SketchpadSwiftUI
            #if canImport(Glibc)
                import Glibc
            #endif
            let importance = 1
            """
        #expect(ScriptSources.imports(in: script) == ["Foundation", "Sketchpad", "SketchpadUIKit", "Cassowary", "Glibc"])
    }

    @Test func importsInCommentsAndStringsAreNotImports() {
        let script = """
            import Sketchpad
            // import SketchpadSwiftUI
            /* a block
               import SketchpadSwiftUI
               /* nested */ import SketchpadSwiftUI
            */
            let note = "import SketchpadSwiftUI"
            let long = \"""
            import SketchpadSwiftUI
            \"""
            print(note, long) // import SketchpadSwiftUI
            """
        #expect(ScriptSources.imports(in: script) == ["Sketchpad"])
    }

    @Test func aScriptImportingSketchpadSwiftUILinksTheSwiftUILibrary() {
        let runner = Self.runner
        #expect(runner.library(forScript: "import SketchpadSwiftUI\nText(\"Hi\")\n") == "SketchpadScriptingSwiftUI")
        #expect(runner.library(forScript: "import Sketchpad\nimport SketchpadUIKit\n") == "SketchpadScripting")
        #expect(runner.library(forScript: "// import SketchpadSwiftUI\nimport Sketchpad\n") == "SketchpadScripting")
        #expect(runner.library(forScript: "import SketchpadSwiftUIExtras\n") == "SketchpadScripting")
        #expect(runner.compilerArguments(library: "SketchpadScriptingSwiftUI").contains("-lSketchpadScriptingSwiftUI"))
        #expect(runner.compilerArguments().contains("-lSketchpadScripting"))
        #expect(!runner.compilerArguments().contains("-lSketchpadScriptingSwiftUI"))
        // SwiftUI scripts' top-level code runs on the main actor (ImageRenderer is @MainActor); others are unchanged.
        #expect(runner.compilerArguments(library: "SketchpadScriptingSwiftUI").contains("-strict-concurrency=complete"))
        #expect(!runner.compilerArguments().contains("-strict-concurrency=complete"))
    }

    @Test func theSwiftUILibraryIsBuiltIntoTheRunnersOwnBuildFolder() {
        #expect(Self.runner.libraryBuildCommand("SketchpadScriptingSwiftUI") == [
            "/opt/swift/usr/bin/swift", "build", "--package-path", "/p", "--scratch-path", "/p/.build",
            "-c", "release", "--product", "SketchpadScriptingSwiftUI",
        ])
    }

    /// A build that fails says so, with the command to run; the plain library is never built on demand.
    @Test func aFailedBuildOfTheSwiftUILibraryIsAClearError() throws {
        let folder = NSTemporaryDirectory() + "sketchpad-library-choice-\(ProcessInfo.processInfo.processIdentifier)"
        let build = folder + "/.build/x86_64-unknown-linux-gnu/debug", tools = folder + "/bin"
        try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A `swift` that fails as a broken build would.
        try "#!/bin/sh\necho \"error: no space left on device\"\nexit 1\n".write(toFile: tools + "/swift", atomically: true, encoding: .utf8)
        chmod(tools + "/swift", 0o755)
        let runner = ScriptRunner(buildDirectory: build, packageRoot: folder, compiler: tools + "/swiftc",
                                  cache: ScriptCache(folder: folder + "/cache"))
        var notes: [String] = []
        #expect(throws: ScriptRunner.Failure.self) {
            try runner.buildLibraryIfMissing("SketchpadScriptingSwiftUI", building: { notes.append($0) })
        }
        do {
            try runner.buildLibraryIfMissing("SketchpadScriptingSwiftUI", building: { _ in })
        } catch {
            #expect(error.description.hasPrefix("cannot build \(build)/libSketchpadScriptingSwiftUI.so (status 1); build it with: \(tools)/swift build"))
            #expect(error.description.hasSuffix("\nerror: no space left on device"))
        }
        #expect(notes.count == 1 && notes[0].contains("a few minutes"))
        // The plain library is the render command's: missing, it is not built here.
        var asked = false
        try runner.buildLibraryIfMissing("SketchpadScripting", building: { _ in asked = true })
        #expect(!asked)
    }
}
