import SketchpadGeometry

/// A filter the painter applies to the pixels of a group (``DrawCommand/pushFilter(_:)``) or of
/// what is behind a shape (``DrawCommand/backdrop(_:_:)``): a Gaussian blur or a colour matrix.
///
/// The painter draws the group into pixels at the output's scale (PNG) or at 2 pixels a point
/// (SVG and PDF, where the filtered group is embedded as an image), filters them with integer
/// arithmetic, so every machine gets the same bytes, and paints them back.
///
/// ```swift
/// list.append(.pushFilter(.blur(radius: 4)))
/// list.append(.fill(.ellipse(Rect(x: 20, y: 20, width: 60, height: 60)), Color(hex: 0x0A84FF)))
/// list.append(.popFilter)
/// list.append(.pushFilter(.colorMatrix(.grayscale(1))))
/// ```
public enum Filter: Hashable, Sendable {
    /// A Gaussian blur whose standard deviation is `radius` points (SwiftUI's `blur(radius:)`,
    /// whose radius is the Gaussian's standard deviation). Not `opaque`, the group fades to
    /// transparent at its edges and grows by about three radii; `opaque`, only what lies inside
    /// the current clip is blurred, its edge pixels extend outwards, and nothing grows.
    case blur(radius: Double, opaque: Bool = false)
    /// Each pixel's colour transformed by a 4×5 matrix (see ``Filter/Matrix``).
    case colorMatrix(Matrix)

    /// The largest blur radius a list may hold, in points (a blur reaches three radii out, and
    /// the painter holds that margin in pixels).
    package static let maxBlurRadius = 1000.0

    /// Every number it holds (for finiteness checks).
    package var numbers: [Double] {
        switch self {
        case .blur(let radius, _): return [radius]
        case .colorMatrix(let matrix): return matrix.values
        }
    }

    /// How far the filter can move ink, in points: three standard deviations for a blur that is
    /// not opaque, nothing otherwise.
    package var reach: Double {
        if case .blur(let radius, let opaque) = self, !opaque { return 3 * radius }
        return 0
    }
}

extension Filter: CustomStringConvertible {
    /// As the display list's dump writes it: `blur 4.0`, `blur 4.0 opaque`, `matrix [1.0 0.0 …]`.
    public var description: String {
        switch self {
        case .blur(let radius, let opaque): return "blur \(radius)" + (opaque ? " opaque" : "")
        case .colorMatrix(let matrix): return "matrix [\(matrix.values.map { "\($0)" }.joined(separator: " "))]"
        }
    }
}
