import SketchpadWidgets

/// iOS's system and semantic colours, light and dark (UIKit's documented values: `systemRed`
/// #FF3B30 / #FF453A…, `label` black / white, `secondaryLabel` #3C3C43 / #EBEBF5 at 60%, `separator` #3C3C43 at 29% / #545458 at 60%…).
package enum SystemPalette {
    private static func pair(_ light: UInt32, _ dark: UInt32, alpha: Double = 1) -> SketchpadWidgets.Color {
        SketchpadWidgets.Color(light: SketchpadWidgets.Color(hex: light, alpha: alpha), dark: SketchpadWidgets.Color(hex: dark, alpha: alpha))
    }

    static let red = pair(0xFF3B30, 0xFF453A)
    static let orange = pair(0xFF9500, 0xFF9F0A)
    static let yellow = pair(0xFFCC00, 0xFFD60A)
    static let green = pair(0x34C759, 0x30D158)
    static let mint = pair(0x00C7BE, 0x63E6E2)
    static let teal = pair(0x30B0C7, 0x40C8E0)
    static let cyan = pair(0x32ADE6, 0x64D2FF)
    static let blue = pair(0x007AFF, 0x0A84FF)
    static let indigo = pair(0x5856D6, 0x5E5CE6)
    static let purple = pair(0xAF52DE, 0xBF5AF2)
    static let pink = pair(0xFF2D55, 0xFF375F)
    static let brown = pair(0xA2845E, 0xAC8E68)
    static let gray = pair(0x8E8E93, 0x8E8E93)
    static let label = pair(0x000000, 0xFFFFFF)
    static let secondaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    static let tertiaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    static let quaternaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.18)
    static let systemBackground = pair(0xFFFFFF, 0x000000)
    static let secondarySystemBackground = pair(0xF2F2F7, 0x1C1C1E)
    static let tertiarySystemBackground = pair(0xFFFFFF, 0x2C2C2E)
    static let separator = SketchpadWidgets.Color(light: SketchpadWidgets.Color(hex: 0x3C3C43, alpha: 0.29),
                                                  dark: SketchpadWidgets.Color(hex: 0x545458, alpha: 0.6))
}
