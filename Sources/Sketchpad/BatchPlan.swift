import Foundation
import SketchpadRender
import SketchpadTemplates

/// What a batch knows before it draws anything, without holding every template in memory:
/// which templates are unchanged since the last batch into the same folder (their outputs are
/// skipped), and that no two templates write the same output (that stops the run).
struct BatchPlan {
    /// Per file, in order: its manifest record if its outputs are up to date, else nil.
    var unchanged: [RenderManifest.Entry?]

    /// The files whose outputs could collide with another file's, by name alone: two files can
    /// write the same output only if their stems are equal, or one is the other's followed by
    /// `--` (outputs are `stem.ext` or `stem--variant.ext`, and a variant name never starts with
    /// a dash). Letter case is ignored, as some file systems do. Only these are loaded before
    /// drawing; in a folder without such names, none is.
    static func collisionSuspects(_ files: [TemplateFile]) -> [Int] {
        let stems = files.map { $0.stem.lowercased() }
        var byStem: [String: [Int]] = [:]
        for (i, stem) in stems.enumerated() { byStem[stem, default: []].append(i) }
        var suspects = Set<Int>()
        for (i, stem) in stems.enumerated() {
            if byStem[stem]!.count > 1 { suspects.insert(i) }
            var search = stem.startIndex
            while let dashes = stem.range(of: "--", range: search..<stem.endIndex) {
                if let shorter = byStem[String(stem[..<dashes.lowerBound])] {
                    suspects.insert(i)
                    suspects.formUnion(shorter)
                }
                search = stem.index(after: dashes.lowerBound)
            }
        }
        return suspects.sorted()
    }
}

extension BatchRenderer {
    /// Plans a batch: unchanged templates (unless `options.force`), then output collisions among
    /// the files whose names allow one (see ``BatchPlan/collisionSuspects(_:)``).
    func plan(_ files: [TemplateFile], manifest: RenderManifest, stamp: RenderStamp, pool: WorkerPool) throws(BatchError) -> BatchPlan {
        let unchanged: [RenderManifest.Entry?] = options.force ? Array(repeating: nil, count: files.count) : pool.map(files.count) { i, _ in
            guard let entry = manifest.entry(for: files[i].relativePath),
                  entry.key == stamp.key(for: files[i], dependencies: entry.dependencies),
                  manifest.outputsAreIntact(entry) else { return nil }
            return entry
        }
        let suspects = BatchPlan.collisionSuspects(files)
        let formats = options.formats, folder = outputFolder
        let outputs = pool.map(suspects.count) { s, _ -> (paths: [String], variants: Int)? in
            let i = suspects[s]
            if let entry = unchanged[i] { return (entry.outputs.map { manifest.folder + "/" + $0.path }, 0) }
            guard case .success(let template) = Self.load(files[i]) else { return nil }
            return (template.variants.flatMap { v in formats.map { Self.outputPath(in: folder, for: files[i], variant: v, format: $0) } },
                    template.variants.count)
        }
        var writers: [String: [String]] = [:]
        var order: [String] = []
        for (s, planned) in outputs.enumerated() {
            guard let planned else { continue }
            let file = files[suspects[s]]
            for out in planned.paths {
                if writers[out] == nil { order.append(out) }
                if !(writers[out]?.contains(file.path) ?? false) || planned.variants > 1 {
                    writers[out, default: []].append(file.path)
                }
            }
        }
        let duplicates = order.filter { writers[$0]!.count > 1 }.map { (output: $0, sources: writers[$0]!) }
        if !duplicates.isEmpty { throw BatchError.duplicateOutputs(duplicates) }
        try Self.checkLetterCase(of: order, writers: writers)
        return BatchPlan(unchanged: unchanged)
    }
}
