extension UIImage {
    /// The image with a baseline `baselineOffset` points above its bottom edge (stored: image
    /// views here have no baseline anchors of their own).
    ///
    /// ```swift
    /// let flag = UIImage(named: "flag")?.withBaselineOffset(fromBottom: 4)
    /// ```
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        copy(baselineOffsetFromBottom: .some(baselineOffset))
    }

    /// The image without a baseline (``baselineOffsetFromBottom`` nil).
    public func imageWithoutBaseline() -> UIImage {
        copy(baselineOffsetFromBottom: .some(nil))
    }
}
