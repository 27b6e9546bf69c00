import SketchpadLayout

/// A material as iOS draws one: what is behind the shape is blurred and made more vivid
/// (``filters``), then the tint is filled over it. One table for every front end: SwiftUI's
/// `Material` and UIKit's `UIBlurEffect` styles name these.
///
/// The blur and the saturation are approximate: Apple publishes neither. The backdrop is blurred
/// with a standard deviation of 30 pt and saturated by 1.8, the values reverse-engineering
/// write-ups give for iOS's backdrop settings (`_UIBackdropViewSettings`), for every material
/// alike. The tints are the light and dark values of Apple's iOS 14 Sketch UI kit (as
/// transcribed in expo-blur's `TintStyle.kt`); its light tints are greys blended with colour
/// dodge, drawn here as white at the kit's opacity.
///
/// ```swift
/// let card = Shape.roundedRect(frame, cornerRadius: 12)
/// context.backdrop(card, BackdropMaterial.filters)
/// context.fill(card, BackdropMaterial.regular.tint)
/// ```
package struct BackdropMaterial: Hashable, Sendable {
    /// The tint in the light and in the dark appearance.
    package let light: Color
    package let dark: Color

    init(lightOpacity: Double, dark: UInt32, darkOpacity: Double) {
        light = Color(hex: 0xFFFFFF, alpha: lightOpacity)
        self.dark = Color(hex: dark, alpha: darkOpacity)
    }

    /// The tint, light or dark as the theme draws.
    package var tint: Color { Color(light: light, dark: dark) }

    /// What is behind a material goes through these before the tint is filled.
    package static let filters: [Filter] = [.blur(radius: 30, opaque: true), .colorMatrix(.saturation(1.8))]

    package static let ultraThin = BackdropMaterial(lightOpacity: 0.44, dark: 0x252525, darkOpacity: 0.55)
    package static let thin = BackdropMaterial(lightOpacity: 0.78, dark: 0x252525, darkOpacity: 0.70)
    package static let regular = BackdropMaterial(lightOpacity: 0.82, dark: 0x191919, darkOpacity: 0.69)
    package static let thick = BackdropMaterial(lightOpacity: 0.97, dark: 0x252525, darkOpacity: 0.90)
    package static let ultraThick = BackdropMaterial(lightOpacity: 0.97, dark: 0x000000, darkOpacity: 0.75)
    /// The system bars' material (UIKit's chrome material).
    package static let bar = BackdropMaterial(lightOpacity: 0.75, dark: 0x000000, darkOpacity: 0.75)
}
