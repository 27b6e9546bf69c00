extension ImageTolerance {
    /// swift-snapshot-testing's two image arguments as a tolerance:
    ///
    /// | swift-snapshot-testing | `ImageTolerance` |
    /// |---|---|
    /// | `precision` (share of pixels that must match) | `allowance: .fraction(1 - precision)` |
    /// | `perceptualPrecision` (how close a pixel must be) | `colorThreshold: 1 - perceptualPrecision` |
    /// | (no anti-aliasing detection) | `ignoresAntialiasing: false` |
    ///
    /// Both at 1, the defaults, is `.strict`: every pixel identical. swift-snapshot-testing
    /// measures a pixel's distance as CIE ΔE 1994 / 100; here it is the YIQ distance as a share
    /// of black-to-white, which tracks it closely: a grey step of 5 levels in 255 is about ΔE 2
    /// and 0.02 here, so `perceptualPrecision: 0.98` (the value swift-snapshot-testing suggests
    /// for "the precision of the human eye") means about the same. With `perceptualPrecision` at
    /// 1, swift-snapshot-testing counts differing bytes rather than pixels; here it is always
    /// pixels.
    ///
    /// ```swift
    /// ImageTolerance(precision: 1, perceptualPrecision: 1) == .strict                 // true
    /// ImageTolerance(precision: 0.99, perceptualPrecision: 0.98).allowance            // .fraction(0.01)
    /// ```
    public init(precision: Float, perceptualPrecision: Float) {
        if precision >= 1 && perceptualPrecision >= 1 {
            self = .strict
            return
        }
        self.init(colorThreshold: Double(max(0, 1 - perceptualPrecision)),
                  ignoresAntialiasing: false,
                  allowance: .fraction(Double(max(0, 1 - precision))))
    }
}
