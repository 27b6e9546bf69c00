import Foundation
import Sketchpad
import SketchpadPreviewModel

/// A Swift package as `sketchpad previews` sees it: its Swift modules and their files, and which
/// library products hold them (a generated runner can import a module only through a product).
/// Read with `swift package describe --type json`.
///
/// ```swift
/// let package = try PreviewPackage.load(directory: "Examples/Gallery")
/// package.modules.map(\.name)    // ["PreviewGallery"]
/// ```
public struct PreviewPackage: Sendable, Codable, Equatable {
    public struct Module: Sendable, Codable, Equatable {
        public var name: String
        /// Absolute paths of its Swift files, sorted.
        public var files: [String]
        /// The library products that contain it.
        public var products: [String]
    }

    /// The package's folder, absolute and without a trailing slash.
    public var directory: String
    public var name: String
    /// Its identity as a dependency by path (the folder's name, lowercased, as SwiftPM derives it).
    public var identity: String { String(directory.split(separator: "/").last ?? "package").lowercased() }
    /// Swift library and executable modules (not tests, not macros), sorted by name.
    public var modules: [Module]

    /// The package in `directory`. With a `cache` folder, SwiftPM is asked only when the manifest or the
    /// package's list of files changed since it last was (asking takes seconds; a warm run must not).
    public static func load(directory: String, swift: String = "swift", cache: String? = nil) throws(PreviewError) -> PreviewPackage {
        let absolute = Self.absolute(directory)
        guard let manifest = FileManager.default.contents(atPath: absolute + "/Package.swift") else { throw .notAPackage(directory) }
        var key = ContentHash()
        key.field(absolute)
        key.field(ContentHash.hex(Array(manifest)))
        for file in Self.listing(absolute) { key.field(file) }
        let cached = cache.map { "\($0)/\(key.finish()).json" }
        if let cached, let data = FileManager.default.contents(atPath: cached),
           let package = try? JSONDecoder().decode(PreviewPackage.self, from: data) {
            return package
        }
        let package = try describe(absolute, swift: swift)
        if let cached, let cache, let data = try? JSONEncoder().encode(package) {
            try? FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
            try? data.write(to: URL(fileURLWithPath: cached), options: .atomic)
        }
        return package
    }

    /// Every file and folder under the package (not hidden ones, not `.build`), sorted: a file added or
    /// removed may change the targets' sources.
    static func listing(_ directory: String) -> [String] {
        var found: [String] = []
        func walk(_ folder: String, _ relative: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                found.append(path)
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), isFolder.boolValue {
                    walk(folder + "/" + name, path)
                }
            }
        }
        walk(directory, "")
        return found
    }

    static func describe(_ absolute: String, swift: String) throws(PreviewError) -> PreviewPackage {
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run(swift, ["package", "--package-path", absolute, "describe", "--type", "json"])
        } catch {
            throw .process(command: "\(swift) package describe", message: "\(error)")
        }
        guard result.status == 0 else {
            throw .manifest(path: absolute, message: result.errorText.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return try decode(describe: result.output, directory: absolute)
    }

    /// The package from `swift package describe --type json`'s output.
    static func decode(describe data: Data, directory: String) throws(PreviewError) -> PreviewPackage {
        struct Describe: Decodable {
            struct Target: Decodable {
                var name: String
                var path: String
                var sources: [String]?
                var type: String
                var module_type: String?
                var product_memberships: [String]?
            }
            struct Product: Decodable {
                var name: String
                var type: [String: [String]?]?
            }
            var name: String
            var targets: [Target]
            var products: [Product]?
        }
        let describe: Describe
        do { describe = try JSONDecoder().decode(Describe.self, from: data) } catch {
            throw .manifest(path: directory, message: "unexpected `swift package describe` output: \(error)")
        }
        let libraries = Set((describe.products ?? []).filter { $0.type?.keys.contains("library") == true }.map(\.name))
        let modules = describe.targets
            .filter { ($0.type == "library" || $0.type == "executable") && $0.module_type == "SwiftTarget" }
            .map { target in
                Module(name: target.name,
                       files: (target.sources ?? []).filter { $0.hasSuffix(".swift") }.map { "\(directory)/\(target.path)/\($0)" }.sorted(),
                       products: (target.product_memberships ?? []).filter { libraries.contains($0) }.sorted())
            }
            .sorted { $0.name < $1.name }
        return PreviewPackage(directory: directory, name: describe.name, modules: modules)
    }

    static func absolute(_ path: String) -> String {
        var url = URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
        while url.count > 1 && url.hasSuffix("/") { url.removeLast() }
        return url
    }
}
