import Testing
import SketchpadUIKit

func expectRect(_ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(rect.minX - x) < 1e-3 && abs(rect.minY - y) < 1e-3 && abs(rect.width - width) < 1e-3 && abs(rect.height - height) < 1e-3
    #expect(ok, "expected (\(x), \(y), \(width), \(height)), got \(rect)", sourceLocation: sourceLocation)
}

/// A rectangle with each edge rounded to the 3× screen's pixel grid, as UIKit places views that
/// Auto Layout solves (`x`, `y` relative to a superview on the grid).
func pixelRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    // Measuring noise (104.4999999 pixels) does not decide the direction, as in the engine.
    func snap(_ v: CGFloat) -> CGFloat { ((v * 3 * 1_000_000).rounded() / 1_000_000).rounded() / 3 }
    return CGRect(x: snap(x), y: snap(y), width: snap(x + width) - snap(x), height: snap(y + height) - snap(y))
}

/// Expects `rect` to be `expected` within 0.001.
func expectRect(_ rect: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    expectRect(rect, expected.minX, expected.minY, expected.width, expected.height, sourceLocation: sourceLocation)
}

/// Shows `controller` in a window of `size` (as an app would) and lays it out.
@MainActor
func show(_ controller: UIViewController, width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}
