import Foundation

extension BatchRenderer {
    /// Removes the outputs of templates that were rendered into the output folder and whose file
    /// is gone (deleted or renamed), as the folder's manifest lists them, and forgets them. An
    /// output someone changed since it was written is left alone. Returns the files removed.
    ///
    /// ```swift
    /// let removed = BatchRenderer(options: options).removeOutputsOfDeletedTemplates()
    /// ```
    @discardableResult
    package func removeOutputsOfDeletedTemplates() -> [String] {
        let manifest = RenderManifest(folder: outputFolder, cache: options.manifestCache)
        var removed: [String] = []
        for entry in manifest.allEntries {
            guard let source = entry.source, !FileManager.default.fileExists(atPath: source) else { continue }
            for output in entry.outputs {
                let path = manifest.folder + "/" + output.path
                guard let now = RenderManifest.stamp(of: path), now.size == output.size, now.modified == output.modified else { continue }
                if unlink(path) == 0 { removed.append(path) }
            }
            manifest.remove(template: entry.template)
        }
        manifest.compact()
        return removed
    }
}
