
extension Rect {
    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown
    /// when negative); its size never goes below zero.
    ///
    /// ```swift
    /// Rect(x: 0, y: 0, width: 100, height: 44).insetBy(dx: 16, dy: 0)   // x 16, width 68
    /// ```
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }
}
