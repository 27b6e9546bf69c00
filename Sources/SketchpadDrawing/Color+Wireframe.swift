import Foundation

/// What a colour is used for, which decides its grey in a wireframe: surfaces are light,
/// outlines mid-grey, text dark, so text is readable on any surface whatever the template's
/// colours were.
public enum WireframeInk: Sendable {
    case fill, stroke, text
}

extension Color {
    /// Relative luminance (WCAG 2, sRGB): 0 for black, 1 for white.
    package var luminance: Double {
        func linear(_ c: Double) -> Double {
            let c = max(0, min(1, c))
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The grey a wireframe draws this colour in, for `ink`: lighter colours give lighter greys
    /// within the ink's band (fills 0.80…0.98, outlines 0.38…0.60, text 0.10…0.30), so the
    /// template's contrasts survive and text stays at least 4.5:1 against any fill. Alpha is kept.
    ///
    /// ```swift
    /// Color(hex: 0x000000).wireframeGrey(.fill)   // a light grey: a black card is still a card
    /// Color(hex: 0xFFFFFF).wireframeGrey(.text)   // a dark grey: white text on it stays readable
    /// ```
    package func wireframeGrey(_ ink: WireframeInk) -> Color {
        // Perceived lightness, so that mid-tones spread over the band.
        let lightness = pow(luminance, 1 / 2.2)
        let band: (low: Double, span: Double)
        switch ink {
        case .fill: band = (0.80, 0.18)
        case .stroke: band = (0.38, 0.22)
        case .text: band = (0.10, 0.20)
        }
        return Color(white: band.low + band.span * lightness, alpha: alpha)
    }
}
