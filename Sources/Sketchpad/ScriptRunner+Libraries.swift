import Foundation

extension ScriptRunner {
    /// The library a script links: ``swiftUILibraryName`` when it imports SketchpadSwiftUI, else
    /// ``libraryName``, so a script that does not never needs swift-syntax built.
    ///
    /// ```swift
    /// runner.library(forScript: "import SketchpadSwiftUI\nText(\"Hi\")")   // "SketchpadScriptingSwiftUI"
    /// ```
    package func library(forScript script: String) -> String {
        ScriptSources.imports(in: script).contains("SketchpadSwiftUI") ? Self.swiftUILibraryName : Self.libraryName
    }

    /// The command that builds the library `name` into this build folder: the toolchain's
    /// `swift build` for the package, with the folder's configuration and scratch path.
    func libraryBuildCommand(_ name: String) -> [String] {
        // The build folder is `<scratch>/<triple>/<configuration>` (`.build/x86_64-unknown-linux-gnu/release`).
        let folder = URL(fileURLWithPath: buildDirectory).resolvingSymlinksInPath()
        let configuration = folder.lastPathComponent
        let scratch = folder.deletingLastPathComponent().deletingLastPathComponent().path
        let swift = (compiler as NSString).deletingLastPathComponent + "/swift"
        return [swift, "build", "--package-path", packageRoot, "--scratch-path", scratch,
                "-c", configuration, "--product", name]
    }

    /// Builds the library `name` when it is not in the build folder yet (only the SwiftUI one is
    /// built on demand), telling `building` first. A failed build is ``Failure/notBuilt(_:)``
    /// with the command to run and the end of its output.
    func buildLibraryIfMissing(_ name: String, building: (String) -> Void) throws(Failure) {
        guard name == Self.swiftUILibraryName, !FileManager.default.fileExists(atPath: libraryPath(named: name)) else { return }
        let command = libraryBuildCommand(name)
        building("note: building \(name) for `import SketchpadSwiftUI` (the first time only: a few minutes, as SketchpadSwiftUI needs swift-syntax)")
        let (status, output) = Self.capture(command, in: packageRoot)
        guard status == 0, FileManager.default.fileExists(atPath: libraryPath(named: name)) else {
            let tail = output.split(separator: "\n").suffix(20).joined(separator: "\n")
            throw .notBuilt("cannot build \(libraryPath(named: name)) (status \(status)); build it with: "
                            + command.joined(separator: " ") + (tail.isEmpty ? "" : "\n" + tail))
        }
    }
}
