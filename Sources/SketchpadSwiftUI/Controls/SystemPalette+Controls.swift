import SketchpadWidgets

/// The system colours controls, lists and bars use (UIKit's documented light and dark values).
extension SystemPalette {
    private static func pair(_ light: UInt32, _ dark: UInt32, alpha: Double = 1, darkAlpha: Double? = nil) -> SketchpadWidgets.Color {
        SketchpadWidgets.Color(light: SketchpadWidgets.Color(hex: light, alpha: alpha), dark: SketchpadWidgets.Color(hex: dark, alpha: darkAlpha ?? alpha))
    }

    /// `tertiarySystemFill`: #767680 at 12% (light), 24% (dark).
    static let tertiarySystemFill = pair(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    /// `systemGroupedBackground`: #F2F2F7 / #000000.
    static let systemGroupedBackground = pair(0xF2F2F7, 0x000000)
    /// `secondarySystemGroupedBackground`: #FFFFFF / #1C1C1E.
    static let secondarySystemGroupedBackground = pair(0xFFFFFF, 0x1C1C1E)
    /// `tertiaryLabel` as an opaque colour for chevrons: #C4C4C6 / #5A5A5E (approximately).
    static let chevron = pair(0xC4C4C6, 0x5A5A5E)
}
