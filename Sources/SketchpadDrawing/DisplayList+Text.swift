import SketchpadGeometry

extension DisplayList {
    /// Shapes `run` with `shaper` and appends its glyphs (for lists built by hand).
    ///
    /// ```swift
    /// try list.appendText(TextRun("Hello", font: FontDescription(size: 15), color: .black,
    ///                             frame: Rect(x: 20, y: 20, width: 120, height: 30)), shapedBy: measurer)
    /// ```
    public mutating func appendText(_ run: TextRun, shapedBy shaper: any TextShaping) throws {
        commands.append(contentsOf: try shaper.shape(run).map(DrawCommand.glyphs))
    }
}
