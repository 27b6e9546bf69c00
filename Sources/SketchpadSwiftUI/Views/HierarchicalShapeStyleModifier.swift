import SketchpadWidgets

/// Styles that you can apply to hierarchical shapes: a style's second, third, fourth or fifth
/// level (`Color.black.tertiary`), drawn as the style at the opacity of that level, as the
/// hierarchical styles (`.secondary`…) do over a foreground style.
///
/// ```swift
/// Text("13:00").foregroundStyle(.black.tertiary)
/// ```
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: PaintingShapeStyle {
    let base: Base
    let level: Int

    package func paint(in environment: EnvironmentValues) -> SketchpadWidgets.Color {
        base.resolvedPaint(in: environment).scalingAlpha(HierarchicalShapeStyle.opacity(ofLevel: level))
    }
}

extension ShapeStyle {
    /// Returns the second level of this shape style.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// Returns the third level of this shape style.
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// Returns the fourth level of this shape style.
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// Returns the fifth level of this shape style.
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
}
