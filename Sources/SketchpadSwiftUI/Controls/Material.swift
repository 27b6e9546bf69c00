import SketchpadWidgets

/// A background material type: as on iOS, what is behind the shape is blurred, its colours
/// made more vivid, and the material's tint is filled over it.
///
/// The blur and the saturation are approximate: Apple publishes neither. Sketchpad blurs with a
/// standard deviation of 30 pt and saturates by 1.8, the values reverse-engineering write-ups
/// give for iOS's backdrop settings (`_UIBackdropViewSettings`), for every material alike; the
/// blur reads only what lies on the canvas, its edge pixels extended. The tints are the light
/// and dark values of Apple's iOS 14 Sketch UI kit (as transcribed in expo-blur's
/// `TintStyle.kt`, github.com/expo/expo, packages/expo-blur/android/…/enums/TintStyle.kt):
///
/// | Material | Light | Dark |
/// |---|---|---|
/// | `ultraThin` | white, 44% | #252525, 55% |
/// | `thin` | white, 78% | #252525, 70% |
/// | `regular` | white, 82% | #191919, 69% |
/// | `thick` | white, 97% | #252525, 90% |
/// | `ultraThick`, `bar` (UIKit's chrome material) | white, 97% / 75% | black, 75% |
///
/// The kit's light materials are light greys (#BFBFBF, #C7C7C7, #B3B3B3, #999999) blended with
/// colour dodge, which turns anything behind them brighter than their complement white; a
/// plain fill cannot dodge, so Sketchpad draws white at the kit's opacity. That is exact over
/// light content and lighter than iOS over dark content. A wireframe draws the tint alone.
///
/// ```swift
/// Text("Now Playing").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct Material: Sendable, PaintingShapeStyle {
    let material: BackdropMaterial

    /// A mostly translucent material.
    public static let ultraThin = Material(material: .ultraThin)
    /// A more translucent than opaque material.
    public static let thin = Material(material: .thin)
    /// A material that's somewhat translucent.
    public static let regular = Material(material: .regular)
    /// A material that's more opaque than translucent.
    public static let thick = Material(material: .thick)
    /// A mostly opaque material.
    public static let ultraThick = Material(material: .ultraThick)
    /// A material matching the style of system toolbars.
    public static let bar = Material(material: .bar)

    /// What is behind the material goes through these before the tint is filled.
    package var backdrop: [Filter] { BackdropMaterial.filters }

    package func paint(in environment: EnvironmentValues) -> SketchpadWidgetsColor {
        material.tint
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
