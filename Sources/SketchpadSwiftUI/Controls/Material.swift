import SketchpadWidgets

/// A background material type: a blur of what is behind, tinted. A still cannot blur what is
/// behind a view, so a material is approximated by its tint alone: the system background at the
/// material's opacity (ultra thin 35%, thin 55%, regular 72%, thick 85%, ultra thick 93%; in dark
/// mode a dark grey), which reads as iOS's materials do over plain content.
///
/// ```swift
/// Text("Now Playing").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct Material: Sendable, PaintingShapeStyle {
    let opacity: Double

    /// A mostly translucent material.
    public static let ultraThin = Material(opacity: 0.35)
    /// A more translucent than opaque material.
    public static let thin = Material(opacity: 0.55)
    /// A material that's somewhat translucent.
    public static let regular = Material(opacity: 0.72)
    /// A material that's more opaque than translucent.
    public static let thick = Material(opacity: 0.85)
    /// A mostly opaque material.
    public static let ultraThick = Material(opacity: 0.93)
    /// A material matching the style of system toolbars.
    public static let bar = Material(opacity: 0.85)

    package func paint(in environment: EnvironmentValues) -> SketchpadWidgetsColor {
        SketchpadWidgets.Color(light: SketchpadWidgets.Color(hex: 0xF9F9F9, alpha: opacity),
                               dark: SketchpadWidgets.Color(hex: 0x1E1E1E, alpha: opacity))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
