/// The file formats a display list renders to.
///
/// ```swift
/// OutputFormat(pathExtension: "out/login.PNG")   // .png
/// let pdf = try renderer.data(for: list, format: .pdf)
/// ```
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    /// Raster, at a scale of 1, 2 or 3 pixels per point (any scale in `RenderLimits.scales`).
    case png
    /// Vector, 1 unit per point; text as glyph outlines.
    case svg
    /// Vector, one page the size of the canvas, 1 PDF unit per point; fonts embedded as subsets.
    case pdf

    /// The format a file name's extension names (`.png`, `.svg`, `.pdf`, any case), or nil.
    public init?(pathExtension path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
