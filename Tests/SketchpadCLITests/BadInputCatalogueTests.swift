import Foundation
import Testing
@testable import Sketchpad

/// The catalogue of bad inputs (issue 7): `BadInputs/` holds one case per entry, a template
/// `NN-name.yaml` or a folder `NN-name/` (when a case needs several files), each with its
/// expectation in `NN-name.expected` beside it. One test per entry renders the case on its own
/// through the library and checks the exact lines reported, whether the template failed, and the
/// output folder (the outputs of a rendered case and nothing else; nothing at all for a failed
/// one: no partial file, no temporary file). Adding a case is adding two files; see
/// `BadInputs/README.md` for the format and the list.
enum BadInputCatalogue {
    static let folder = packageRoot + "/Tests/SketchpadCLITests/BadInputs"

    /// The entries: every `*.expected` file's name without the extension, in name order.
    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(".expected".count)) }.sorted()
    }()

    /// A parsed `.expected` file.
    struct Expectation {
        var failed = true
        var strict = false
        var sameAs: String?
        var outputs: [String]?
        /// The exact error and warning lines, paths relative to the catalogue folder.
        var lines: [String] = []

        init(text: String) {
            for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
                if line.hasPrefix("#") { continue }
                if line.hasPrefix("status: ") { failed = line.dropFirst(8) == "failed"; continue }
                if line == "strict: true" { strict = true; continue }
                if line.hasPrefix("same-as: ") { sameAs = String(line.dropFirst(9)); continue }
                if line.hasPrefix("outputs: ") { outputs = line.dropFirst(9).split(separator: " ").map(String.init); continue }
                lines.append(line)
            }
        }
    }

    static func expectation(_ name: String) throws -> Expectation {
        Expectation(text: try String(contentsOfFile: folder + "/" + name + ".expected", encoding: .utf8))
    }

    /// A fresh copy of the catalogue (cases are never rendered in the source tree).
    static func copy() throws -> String {
        let dir = NSTemporaryDirectory() + "sketchpad-bad-inputs-\(UUID().uuidString)"
        try FileManager.default.copyItem(atPath: folder, toPath: dir)
        return dir
    }

    /// The case's template file or folder in `dir`.
    static func path(of name: String, in dir: String) -> String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: dir + "/" + name, isDirectory: &isDirectory), isDirectory.boolValue {
            return dir + "/" + name
        }
        return dir + "/" + name + ".yaml"
    }

    /// Every file under `dir`, relative, sorted (hidden ones too: a temporary file is a failure).
    static func listing(_ dir: String) -> [String] {
        guard let e = FileManager.default.enumerator(atPath: dir) else { return [] }
        var files: [String] = []
        while let rel = e.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: dir + "/" + rel, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.append(rel) }
        }
        return files.sorted()
    }
}

@Suite struct BadInputCatalogueTests {
    @Test func theCatalogueIsThere() throws {
        #expect(BadInputCatalogue.cases.count >= 40)
        // Every case has its template or folder, and the README lists it.
        let readme = try String(contentsOfFile: BadInputCatalogue.folder + "/README.md", encoding: .utf8)
        for name in BadInputCatalogue.cases {
            let path = BadInputCatalogue.path(of: name, in: BadInputCatalogue.folder)
            #expect(FileManager.default.fileExists(atPath: path), "\(name): no \(name).yaml or \(name)/")
            #expect(readme.contains("`\(name)`"), "\(name) is not listed in BadInputs/README.md")
        }
    }

    @Test(arguments: BadInputCatalogue.cases)
    func entry(_ name: String) throws {
        let expected = try BadInputCatalogue.expectation(name)
        let dir = try BadInputCatalogue.copy()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/.out"
        var options = BatchOptions(outputDirectory: out)
        options.jobs = 1
        options.strict = expected.strict
        let clock = ContinuousClock()
        var summary: BatchSummary?
        let elapsed = try clock.measure {
            summary = try BatchRenderer(options: options).render(paths: [BadInputCatalogue.path(of: name, in: dir)])
        }
        let reports = summary!.reports
        #expect(elapsed < .seconds(5), "\(name) took \(elapsed)")
        #expect(!reports.isEmpty)
        var lines: [String] = []
        for report in reports {
            for entry in report.errors + report.warnings {
                for line in entry.description.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append(String(line).replacingOccurrences(of: dir + "/", with: "").replacingOccurrences(of: dir, with: "<catalogue>"))
                }
            }
        }
        #expect(lines == expected.lines, "\(name)")
        #expect(reports.contains(where: \.failed) == expected.failed, "\(name)")

        // Outputs: exactly the planned ones for a rendered case, nothing for a failed one unless
        // it lists outputs (a layout error: the picture is written with the problem marked in it).
        let written = BadInputCatalogue.listing(out)
        if expected.failed && expected.outputs == nil {
            #expect(written == [], "\(name) left \(written)")
        } else {
            let stem = name
            let planned = expected.outputs ?? [stem + ".png"]
            #expect(written == planned.sorted(), "\(name)")
            for file in written where file.hasSuffix(".png") {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.suffix(8).starts(with: [0x49, 0x45, 0x4E, 0x44]),
                        "\(file) is not a whole PNG")
            }
        }
        if let reference = expected.sameAs {
            var refOptions = options
            refOptions.outputDirectory = dir + "/.reference"
            _ = try BatchRenderer(options: refOptions).render(paths: [BadInputCatalogue.path(of: reference, in: dir)])
            let a = try Data(contentsOf: URL(fileURLWithPath: out + "/" + name + ".png"))
            let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/.reference/" + reference + ".png"))
            #expect(a == b, "\(name) does not render like \(reference)")
        }
    }
}
