/// How SVG output draws text.
///
/// ```swift
/// let renderer = Renderer()
/// renderer.svgText = .text          // selectable, searchable <text> elements
/// try renderer.write(list, to: "screen.svg")
/// ```
public enum SVGTextMode: String, Hashable, Sendable, CaseIterable {
    /// Each glyph as an outline (Cairo's `<symbol>` and `<use>`): the default, because the SVG
    /// then looks exactly like the PNG in every viewer, whatever fonts the viewer has.
    case outlines
    /// Each shaped run as a `<text>` element naming its font, with every character placed where
    /// the shaper put its glyph: selectable and searchable, but drawn with the viewer's copy of
    /// the fonts (Inter, DejaVu Sans…), or a substitute where it has none.
    case text
}
