import Foundation
import SketchpadPreviewModel
import SwiftParser
import SwiftSyntax

extension PreviewDiscovery {
    /// Every preview of the request's modules, each with the files its picture may depend on: its own
    /// file and, transitively, the files that declare a type or top-level name a file already reached
    /// mentions (across the package's modules). Files that cannot be read are problems, not failures.
    public static func discover(_ request: PreviewDiscoveryRequest) -> PreviewDiscoveryResponse {
        var problems: [PreviewDiscoveryResponse.Problem] = []
        var previews: [PreviewDeclaration] = []
        var references: [(file: String, references: SourceReferences)] = []
        let root = request.packageDirectory.hasSuffix("/") ? request.packageDirectory : request.packageDirectory + "/"
        for module in request.modules {
            for file in module.files.sorted() {
                guard let data = FileManager.default.contents(atPath: file) else {
                    problems.append(.init(file: file, message: "cannot read the file"))
                    continue
                }
                let source = String(decoding: data, as: UTF8.self)
                let relative = file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
                previews += Self.previews(inSource: source, file: file, relativePath: relative, module: module.name)
                references.append((file, SourceReferences(Parser.parse(source: source))))
            }
        }
        // name -> files declaring it, in file order.
        var declaring: [String: [Int]] = [:]
        for (index, entry) in references.enumerated() {
            for name in entry.references.declared { declaring[name, default: []].append(index) }
        }
        let indexOfFile = Dictionary(references.enumerated().map { ($0.element.file, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var closures: [Int: [String]] = [:]
        for i in previews.indices {
            guard let start = indexOfFile[previews[i].file] else { continue }
            if let known = closures[start] {
                previews[i].dependencies = known
                continue
            }
            var reached: Set<Int> = [start]
            var queue = [start]
            while let next = queue.popLast() {
                for name in references[next].references.referenced.sorted() {
                    for other in declaring[name] ?? [] where reached.insert(other).inserted { queue.append(other) }
                }
            }
            let files = reached.map { references[$0].file }.sorted()
            closures[start] = files
            previews[i].dependencies = files
        }
        return PreviewDiscoveryResponse(previews: previews, problems: problems)
    }
}
