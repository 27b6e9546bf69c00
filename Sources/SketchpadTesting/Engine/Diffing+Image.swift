import Foundation

extension Diffing where Value == PNGSnapshot {
    /// Pixels compared exactly, as swift-snapshot-testing's `Diffing.image`.
    public static var image: Diffing { .image() }

    /// Pixels compared with swift-snapshot-testing's precision arguments, mapped onto an
    /// `ImageTolerance` (see `ImageTolerance.init(precision:perceptualPrecision:)`).
    ///
    /// ```swift
    /// let nearly = Diffing<PNGSnapshot>.image(precision: 0.99, perceptualPrecision: 0.98)
    /// ```
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        .image(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision))
    }

    /// Pixels compared under `tolerance`; a failure says how many pixels differ and where, and
    /// attaches `diff.png` (differing pixels red over a faded copy of the reference).
    ///
    /// ```swift
    /// let loose = Diffing<PNGSnapshot>.image(tolerance: ImageTolerance(allowance: .fraction(0.01)))
    /// ```
    public static func image(tolerance: ImageTolerance) -> Diffing {
        Diffing(
            toData: { Data($0.png) },
            fromData: { (try? PNGSnapshot(png: Array($0))) ?? .empty },
            decode: { data, path in try PNGSnapshot(png: Array(data), path: path) },
            diffV2: { reference, actual in
                let comparison = ImageComparison(expected: reference.image, actual: actual.image, tolerance: tolerance)
                guard !comparison.matches else { return nil }
                let diff = (try? comparison.diffImage.pngData()) ?? []
                return ("Newly-taken snapshot does not match reference: \(comparison.summary) (tolerance: \(tolerance)).",
                        diff.isEmpty ? [] : [.data(Data(diff), name: "diff.png")])
            })
    }
}
