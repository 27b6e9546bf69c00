import Testing
import SketchpadUIKit

func expectRect(_ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(rect.minX - x) < 1e-3 && abs(rect.minY - y) < 1e-3 && abs(rect.width - width) < 1e-3 && abs(rect.height - height) < 1e-3
    #expect(ok, "expected (\(x), \(y), \(width), \(height)), got \(rect)", sourceLocation: sourceLocation)
}

/// Shows `controller` in a window of `size` (as an app would) and lays it out.
@MainActor
func show(_ controller: UIViewController, width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}
