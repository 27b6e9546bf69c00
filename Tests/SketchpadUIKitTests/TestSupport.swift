import Testing
import Sketchpad
import SketchpadUIKit

/// Expects `rect` to be (x, y, width, height) within 0.001.
func expectRect(_ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                _ what: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let ok = abs(rect.minX - x) < 1e-3 && abs(rect.minY - y) < 1e-3 && abs(rect.width - width) < 1e-3 && abs(rect.height - height) < 1e-3
    #expect(ok, "\(what) expected (\(x), \(y), \(width), \(height)), got \(rect)", sourceLocation: sourceLocation)
}

/// A rectangle with each edge rounded to the 3× screen's pixel grid, as UIKit places views that
/// Auto Layout solves (`x`, `y` relative to a superview on the grid).
func pixelRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    // Measuring noise (104.4999999 pixels) does not decide the direction, as in the engine.
    func snap(_ v: CGFloat) -> CGFloat { ((v * 3 * 1_000_000).rounded() / 1_000_000).rounded() / 3 }
    return CGRect(x: snap(x), y: snap(y), width: snap(x + width) - snap(x), height: snap(y + height) - snap(y))
}

/// Expects `rect` to be `expected` within 0.001.
func expectRect(_ rect: CGRect, _ expected: CGRect, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    expectRect(rect, expected.minX, expected.minY, expected.width, expected.height, "", sourceLocation: sourceLocation)
}

/// A root view of the given size, placed by its frame as UIKit's views made in code are.
@MainActor
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view placed by constraints.
@MainActor
func constrained(_ view: UIView = UIView()) -> UIView {
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// `root` rendered at one pixel a point, to read pixels from.
@MainActor func pixels(_ root: UIView) throws -> RasterImage {
    let scene = try Scene(view: root)
    return try scene.renderer.rasterize(try scene.displayList(), scale: 1)
}

/// Expects pixel `p` to be rgb(`r`, `g`, `b`) within `tolerance`.
func expectColor(_ p: RasterImage.Pixel, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let ok = abs(Int(p.red) - r) <= tolerance && abs(Int(p.green) - g) <= tolerance && abs(Int(p.blue) - b) <= tolerance
    #expect(ok, "expected rgb(\(r), \(g), \(b)), got \(p)", sourceLocation: sourceLocation)
}
