import Foundation
import Sketchpad
import SketchpadPreviewModel
import SketchpadUIKit

/// The program `sketchpad previews` generates calls this with its previews; not for other use.
///
/// It reads a ``PreviewRunRequest`` (`--request FILE`), draws each preview asked for in every
/// variant and format, and says what happened in ``PreviewRunEvent`` lines (`--events FILE`),
/// written as it goes (a preview that crashes the runner is the last one started).
@MainActor
public enum _PreviewRunner {
    /// What a generated entry makes.
    public enum Made {
        case preview(Preview)
        case provider(any PreviewProvider.Type)
    }

    /// A preview as the generated runner lists it.
    public struct Entry {
        public var id: String
        public var outputName: String
        public var location: String
        public var make: @MainActor () -> Made

        public init(id: String, outputName: String, location: String, make: @escaping @MainActor () -> Made) {
            self.id = id
            self.outputName = outputName
            self.location = location
            self.make = make
        }
    }

    public static func main(entries: [Entry]) -> Never {
        let arguments = CommandLine.arguments
        func value(_ flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let requestPath = value("--request"), let eventsPath = value("--events"),
              let data = FileManager.default.contents(atPath: requestPath),
              let request = try? JSONDecoder().decode(PreviewRunRequest.self, from: data) else {
            FileHandle.standardError.write(Data("preview runner: usage: --request FILE --events FILE (run by `sketchpad previews`)\n".utf8))
            exit(2)
        }
        _ = FileManager.default.createFile(atPath: eventsPath, contents: nil)
        guard let events = FileHandle(forWritingAtPath: eventsPath) else { exit(2) }
        func say(_ event: PreviewRunEvent) {
            guard let line = try? JSONEncoder().encode(event) else { return }
            events.write(line + Data("\n".utf8))
        }
        try? FileManager.default.createDirectory(atPath: request.outputDirectory, withIntermediateDirectories: true)
        let wanted = request.only.map(Set.init)
        for entry in entries where wanted?.contains(entry.id) ?? true {
            say(PreviewRunEvent(kind: .started, id: entry.id))
            do {
                let (outputs, problems) = try draw(entry, request: request)
                say(PreviewRunEvent(kind: .rendered, id: entry.id, outputs: outputs, problems: problems))
            } catch {
                say(PreviewRunEvent(kind: .failed, id: entry.id, message: "\(error)"))
            }
        }
        try? events.close()
        exit(0)
    }

    /// Draws one entry in every variant and format; returns the files written and the warnings.
    static func draw(_ entry: Entry, request: PreviewRunRequest) throws -> ([String], [String]) {
        var items: [(suffix: String, item: PreviewItem?, preview: Preview?)] = []
        switch entry.make() {
        case .preview(let preview):
            items = [("", nil, preview)]
        case .provider(let provider):
            let found = PreviewItem.items(of: provider.previews)
            for (index, item) in found.enumerated() {
                let suffix = found.count == 1 ? "" : "--" + PreviewDeclaration.slug(item.displayName ?? "\(index + 1)")
                items.append((suffix, item, nil))
            }
        }
        var outputs: [String] = []
        var problems: [String] = []
        let overlays = request.overlays.reduce(into: Overlays()) { set, name in
            if name == "all" { set.formUnion(.all) } else if let overlay = Overlays(name: name) { set.insert(overlay) }
        }
        for (suffix, item, preview) in items {
            for variant in request.variants {
                let base = entry.outputName + suffix + (variant.name.isEmpty ? "" : "--" + variant.name)
                let picture = try PreviewPicture(item: item, preview: preview, variant: variant)
                for format in request.formats {
                    let name = base + "." + format
                    problems += try picture.render(request.outputDirectory + "/" + name, request.scale, overlays)
                    outputs.append(name)
                }
            }
        }
        return (outputs, Array(Set(problems)).sorted())
    }
}
