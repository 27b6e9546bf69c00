extension CGSize {
    /// Each positive dimension rounded up to a whole number of pixels at `scale` (the main
    /// screen's when 0), as UIKit rounds the sizes text measures to; `noIntrinsicMetric` stays.
    @MainActor
    func roundedUpToPixels(scale: CGFloat) -> CGSize {
        let s = scale > 0 ? scale : UIScreen.main.scale
        // A hair below a pixel edge is on it (measuring noise must not add a pixel).
        func up(_ v: CGFloat) -> CGFloat { v > 0 ? (v * s - 1e-6).rounded(.up) / s : v }
        return CGSize(width: up(width), height: up(height))
    }
}
