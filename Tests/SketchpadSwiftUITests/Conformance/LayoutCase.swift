import SketchpadSwiftUI
import Testing

/// One conformance case: a view on a plain canvas (no safe area, scale 1), the frames SwiftUI
/// gives its named views (`accessibilityIdentifier`), and where those numbers come from.
struct LayoutCase: CustomTestStringConvertible, Sendable {
    let name: String
    /// The published answer or the documented rule the numbers are derived from.
    let source: String
    let canvas: CGSize
    let view: @MainActor @Sendable () -> AnyView
    let expected: [(id: String, frame: CGRect)]

    init(_ name: String, source: String, canvas: CGSize = CGSize(width: 300, height: 200),
         expect expected: [(String, CGRect)], @ViewBuilder view: @escaping @MainActor @Sendable () -> some View) {
        self.name = name
        self.source = source
        self.canvas = canvas
        self.view = { AnyView(view()) }
        self.expected = expected.map { (id: $0.0, frame: $0.1) }
    }

    var testDescription: String { name }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
