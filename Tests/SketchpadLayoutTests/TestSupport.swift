import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Lays out `root` on a canvas with the fixed-advance measurer.
func layout(_ root: View, width: Double = 320, height: Double = 200, direction: LayoutDirection = .leftToRight,
            safeArea: EdgeInsets = .zero, options: LayoutEngine.Options = LayoutEngine.Options()) -> LayoutResult {
    LayoutEngine(canvasSize: Size(width: width, height: height), layoutDirection: direction,
                 safeAreaInsets: safeArea, options: options).layout(root)
}

/// Whether two rectangles agree within `tolerance` on every edge.
func approximatelyEqual(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Expects the frame of `item` to be (x, y, width, height).
func expectFrame(_ result: LayoutResult, _ item: any LayoutItem, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    let actual = result.frame(of: item)
    #expect(approximatelyEqual(actual, expected),
            "\(item.debugName): expected \(expected), got \(actual.map(\.description) ?? "nil")\n\(result.dump)",
            sourceLocation: sourceLocation)
}

/// Expects no diagnostics of warning or error severity.
func expectClean(_ result: LayoutResult, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let serious = result.diagnostics.filter { $0.severity >= .warning }
    #expect(serious.isEmpty, "unexpected diagnostics:\n\(serious.map(\.description).joined(separator: "\n"))",
            sourceLocation: sourceLocation)
}

/// A fixed-size box for tests.
func box(_ id: String, width: Double? = nil, height: Double? = nil) -> View {
    let v = View(id: id)
    if width != nil || height != nil {
        v.explicitIntrinsicContentSize = Size(width: width ?? View.noIntrinsicMetric, height: height ?? View.noIntrinsicMetric)
    }
    return v
}
