import Foundation
import SketchpadGeometry

extension Filter {
    /// A colour transformation: four rows (red, green, blue, alpha out) of five numbers, the
    /// weights of red, green, blue and alpha in and a constant, on colour components 0…1 that are
    /// not premultiplied, as SVG's `feColorMatrix` and SwiftUI's `ColorMatrix` read it:
    ///
    /// ```
    /// R' = m[0] R + m[1] G + m[2] B + m[3] A + m[4]     (then clamped to 0…1)
    /// ```
    ///
    /// The painter takes each pixel's premultiplied value apart, applies the matrix, clamps and
    /// premultiplies again. The named matrices are the ones SwiftUI's colour modifiers describe,
    /// with the coefficients of the W3C Filter Effects specification.
    ///
    /// ```swift
    /// list.append(.pushFilter(.colorMatrix(.saturation(0.5))))
    /// ```
    public struct Matrix: Hashable, Sendable {
        /// The 20 numbers, row by row.
        public let values: [Double]

        /// A matrix from its 20 numbers, row by row (red, green, blue, alpha out); nil unless
        /// there are exactly 20.
        public init?(_ values: [Double]) {
            guard values.count == 20 else { return nil }
            self.values = values
        }

        private init(rows r: [Double], _ g: [Double], _ b: [Double], _ a: [Double]) {
            values = r + g + b + a
        }

        /// Leaves every colour as it is.
        public static let identity = Matrix(rows: [1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0])

        /// Whether the matrix changes no colour.
        public var isIdentity: Bool { self == .identity }

        /// Towards grey by `amount` (0 leaves colours, 1 is fully grey; clamped to 0…1): the
        /// Filter Effects `grayscale()` matrix, luminance weights 0.2126, 0.7152, 0.0722.
        public static func grayscale(_ amount: Double) -> Matrix {
            let k = 1 - min(1, max(0, amount))
            return Matrix(rows: [0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0, 0],
                          [0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0, 0],
                          [0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0, 0],
                          [0, 0, 0, 1, 0])
        }

        /// Saturation scaled by `amount` (0 grey, 1 unchanged, above 1 more vivid): SVG's
        /// `saturate` matrix.
        public static func saturation(_ amount: Double) -> Matrix {
            let s = amount
            return Matrix(rows: [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0],
                          [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0],
                          [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0],
                          [0, 0, 0, 1, 0])
        }

        /// `amount` added to red, green and blue (SwiftUI's `brightness`: 0 no change, 1 white).
        public static func brightness(_ amount: Double) -> Matrix {
            Matrix(rows: [1, 0, 0, 0, amount], [0, 1, 0, 0, amount], [0, 0, 1, 0, amount], [0, 0, 0, 1, 0])
        }

        /// Distances from mid grey (0.5) scaled by `amount` (SwiftUI's `contrast`: 0 grey, 1 no
        /// change; below 0 also inverts).
        public static func contrast(_ amount: Double) -> Matrix {
            let t = (1 - amount) / 2
            return Matrix(rows: [amount, 0, 0, 0, t], [0, amount, 0, 0, t], [0, 0, amount, 0, t], [0, 0, 0, 1, 0])
        }

        /// Hues turned by `radians` around the colour wheel: SVG's `hueRotate` matrix.
        public static func hueRotation(_ radians: Double) -> Matrix {
            let c = cos(radians), s = sin(radians)
            return Matrix(rows: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
                          [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
                          [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
                          [0, 0, 0, 1, 0])
        }

        /// Red, green and blue inverted (1 − value); alpha kept.
        public static let invert = Matrix(rows: [-1, 0, 0, 0, 1], [0, -1, 0, 0, 1], [0, 0, -1, 0, 1], [0, 0, 0, 1, 0])

        /// Each component multiplied by `color`'s (SwiftUI's `colorMultiply`), alpha too.
        public static func multiply(_ color: Color) -> Matrix {
            Matrix(rows: [color.red, 0, 0, 0, 0], [0, color.green, 0, 0, 0], [0, 0, color.blue, 0, 0], [0, 0, 0, color.alpha, 0])
        }

        /// Black, as opaque as the colour is bright: SVG's `luminanceToAlpha` (alpha = 0.2125 R +
        /// 0.7154 G + 0.0721 B).
        public static let luminanceToAlpha = Matrix(rows: [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0])
    }
}
