import Foundation

/// Runs Swift scripts against the built Sketchpad modules: `swift -I <build>/Modules
/// -L <build> -lSketchpadScripting` plus the module maps of the C libraries (Pango/Cairo, libyaml)
/// and their header paths from pkg-config.
///
/// ```swift
/// let runner = try ScriptRunner.locate()       // the build folder of the running executable
/// let status = try ScriptRunner.execute(runner.command(script: "mockup.swift", arguments: []))
/// ```
public struct ScriptRunner {
    /// The build products folder (`.build/release`).
    public let buildDirectory: String
    /// The package root (the folder with Package.swift).
    public let packageRoot: String
    public static let libraryName = "SketchpadScripting"

    public enum Failure: Error, CustomStringConvertible {
        case notBuilt(String)
        public var description: String {
            switch self {
            case .notBuilt(let detail): return detail
            }
        }
    }

    public init(buildDirectory: String, packageRoot: String) {
        self.buildDirectory = buildDirectory
        self.packageRoot = packageRoot
    }

    /// The runner for the executable that is running (its folder is the build folder).
    public static func locate() throws -> ScriptRunner {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let bin = (URL(fileURLWithPath: exe).resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
        var root = bin
        while root != "/" && !FileManager.default.fileExists(atPath: root + "/Package.swift") {
            root = (root as NSString).deletingLastPathComponent
        }
        let lib = bin + "/lib\(libraryName).so"
        guard FileManager.default.fileExists(atPath: lib) else {
            throw Failure.notBuilt("\(lib) is missing; build it with: swift build -c release --product \(libraryName)")
        }
        return ScriptRunner(buildDirectory: bin, packageRoot: root)
    }

    /// The `swift` command line that runs `script`.
    public func command(script: String, arguments: [String]) throws -> [String] {
        var cmd = ["swift", "-I", buildDirectory + "/Modules", "-I", buildDirectory, "-L", buildDirectory, "-l" + Self.libraryName]
        let fm = FileManager.default
        var maps = [packageRoot + "/Sources/CPangoCairo/module.modulemap"]
        for name in (try? fm.contentsOfDirectory(atPath: buildDirectory))?.sorted() ?? [] where name.hasSuffix(".build") {
            let map = buildDirectory + "/" + name + "/module.modulemap"
            if fm.fileExists(atPath: map) { maps.append(map) }
        }
        for map in maps where fm.fileExists(atPath: map) { cmd += ["-Xcc", "-fmodule-map-file=" + map] }
        for flag in Self.pkgConfigCFlags("pangocairo") { cmd += ["-Xcc", flag] }
        return cmd + [script] + arguments
    }

    static func pkgConfigCFlags(_ package: String) -> [String] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["pkg-config", "--cflags", package]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    /// Runs a command (looked up on PATH), passing standard input and output through; its exit status.
    public static func execute(_ command: [String]) throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = command
        try p.run()
        p.waitUntilExit()
        return p.terminationStatus
    }
}
