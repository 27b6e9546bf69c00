import Testing
import SketchpadUIKit

/// Expects `rect` to be (x, y, width, height) within 0.001.
func expectRect(_ rect: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(rect.minX - x) < 1e-3 && abs(rect.minY - y) < 1e-3 && abs(rect.width - width) < 1e-3 && abs(rect.height - height) < 1e-3
    #expect(ok, "\(what) expected (\(x), \(y), \(width), \(height)), got \(rect)", sourceLocation: sourceLocation)
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
