import SketchpadSwiftUI

/// How shapes size themselves (issue 21): every shape but `Circle` takes the proposal, with an
/// unspecified side replaced by 10. Apple's `Shape.sizeThatFits(_:)`: the default implementation
/// "Returns the original proposal, with nil components replaced by a small positive value";
/// OpenSwiftUI's Shapes.swift (audited against iOS 18) overrides it only in `Circle`; the SWIFTUI
/// Field Guide ("Ideal Size"): "All the built-in shapes have an ideal size of 10×10".
enum ShapeSizingCases {
    static let apple = "Apple, Shape.sizeThatFits(_:) default implementation (the proposal, nil replaced by a small positive value); OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift (only Circle overrides it)"
    static let fieldGuide = "swiftuifieldguide.com/layout/ideal-size: all the built-in shapes have an ideal size of 10 × 10"

    /// A shape that declares only its path.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    static let all: [LayoutCase] = [
        LayoutCase("an ellipse, a capsule, a rounded rectangle, a rectangle, a path and a custom shape share a row equally",
                   source: "\(apple): each takes the 50 × 50 it is offered (300 wide, six equally flexible children, no spacing)",
                   expect: [("ellipse", rect(0, 75, 50, 50)), ("capsule", rect(50, 75, 50, 50)), ("rounded", rect(100, 75, 50, 50)),
                            ("rectangle", rect(150, 75, 50, 50)), ("path", rect(200, 75, 50, 50)), ("custom", rect(250, 75, 50, 50))]) {
            HStack(spacing: 0) {
                Ellipse().accessibilityIdentifier("ellipse")
                Capsule().accessibilityIdentifier("capsule")
                RoundedRectangle(cornerRadius: 8).accessibilityIdentifier("rounded")
                Rectangle().accessibilityIdentifier("rectangle")
                Path(CGRect(x: 0, y: 0, width: 4, height: 4)).accessibilityIdentifier("path")
                Triangle().accessibilityIdentifier("custom")
            }
            .frame(height: 50)
        },
        LayoutCase("shapes offered a width only are that wide and 10 high; offered nothing, 10 × 10",
                   source: "\(apple); \(fieldGuide)",
                   expect: [("ellipse", rect(100, 85, 100, 10)), ("capsule", rect(145, 95, 10, 10)), ("custom", rect(145, 105, 10, 10))]) {
            VStack(spacing: 0) {
                Ellipse().accessibilityIdentifier("ellipse").frame(width: 100).fixedSize(horizontal: false, vertical: true)
                Capsule().accessibilityIdentifier("capsule").fixedSize()
                Triangle().accessibilityIdentifier("custom").fixedSize()
            }
        },
    ]
}
