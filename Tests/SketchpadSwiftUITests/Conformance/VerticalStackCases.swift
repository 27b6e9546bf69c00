import SketchpadSwiftUI

/// Vertical stacks and a min-width frame beside a fixed view, with the expectations of OpenLayout's
/// `VStackLayoutTests` and `ComplexTests` (a SwiftUI re-implementation whose suites give the
/// frames SwiftUI's rules produce in a 100 × 100 root): the cases with whole-point answers (at
/// scale 1 a half point is rounded to the pixel, which those suites do not do).
enum VerticalStackCases {
    static let vStack = "shivatinker/OpenLayout Tests/OpenLayoutTests/VStackLayoutTests.swift (expected frames in a 100 × 100 root)"
    static let complex = "shivatinker/OpenLayout Tests/OpenLayoutTests/ComplexTests.swift (expected frames in a 100 × 100 root)"
    static let root = CGSize(width: 100, height: 100)

    static let all: [LayoutCase] = [
        LayoutCase("VStack of two shapes: each half of what the default spacing leaves",
                   source: "\(vStack) testBasicVStack: (100 − 8) / 2 = 46", canvas: root,
                   expect: [("1", rect(0, 0, 100, 46)), ("2", rect(0, 54, 100, 46))]) {
            VStack {
                Rectangle().accessibilityIdentifier("1")
                Rectangle().accessibilityIdentifier("2")
            }
        },
        LayoutCase("VStack(spacing: 20) of three shapes",
                   source: "\(vStack) testVStackWithSpacing: (100 − 40) / 3 = 20", canvas: root,
                   expect: [("1", rect(0, 0, 100, 20)), ("2", rect(0, 40, 100, 20)), ("3", rect(0, 80, 100, 20))]) {
            VStack(spacing: 20) {
                Rectangle().accessibilityIdentifier("1")
                Rectangle().accessibilityIdentifier("2")
                Rectangle().accessibilityIdentifier("3")
            }
        },
        LayoutCase("VStack of two fixed frames: 20 + 8 + 30 centred, each centred across",
                   source: "\(vStack) testVStackWithFixedSizeChildren: (100 − 58) / 2 = 21", canvas: root,
                   expect: [("1", rect(35, 21, 30, 20)), ("2", rect(30, 49, 40, 30))]) {
            VStack {
                Rectangle().accessibilityIdentifier("1").frame(width: 30, height: 20)
                Rectangle().accessibilityIdentifier("2").frame(width: 40, height: 30)
            }
        },
        LayoutCase("VStack of two capped flexible frames: each takes its maximum",
                   source: "\(vStack) testVStackWithFlexibleFrame: 46 offered, 40 taken; 52 offered to the other, 50 taken; 98 centred", canvas: root,
                   expect: [("1", rect(0, 1, 100, 40)), ("2", rect(0, 49, 100, 50))]) {
            VStack {
                Rectangle().accessibilityIdentifier("1").frame(minHeight: 20, maxHeight: 40)
                Rectangle().accessibilityIdentifier("2").frame(minHeight: 30, maxHeight: 50)
            }
        },
        LayoutCase("VStack of padded shapes: each padded view gets half, the shape that less its padding",
                   source: "\(vStack) testVStackWithPadding", canvas: root,
                   expect: [("1", rect(10, 10, 80, 26)), ("2", rect(5, 59, 90, 36))]) {
            VStack {
                Rectangle().accessibilityIdentifier("1").padding(10)
                Rectangle().accessibilityIdentifier("2").padding(5)
            }
        },
        LayoutCase("a VStack of one shape gives it everything",
                   source: "\(vStack) testSingleChildVStack", canvas: root,
                   expect: [("1", rect(0, 0, 100, 100))]) {
            VStack { Rectangle().accessibilityIdentifier("1") }
        },
        LayoutCase("VStack(alignment: .leading) in a 100 × 100 frame: the column 40 wide is centred, its views at its leading edge",
                   source: "\(vStack) testVStackWithLeftAlignment (OpenLayout's .left): 20 + 25 + 15 + 16 = 76 tall, (100 − 76) / 2 = 12", canvas: root,
                   expect: [("1", rect(30, 12, 30, 20)), ("2", rect(30, 40, 40, 25)), ("3", rect(30, 73, 25, 15))]) {
            VStack(alignment: .leading, spacing: 8) {
                Rectangle().accessibilityIdentifier("1").frame(width: 30, height: 20)
                Rectangle().accessibilityIdentifier("2").frame(width: 40, height: 25)
                Rectangle().accessibilityIdentifier("3").frame(width: 25, height: 15)
            }
            .frame(width: 100, height: 100)
        },
        LayoutCase("VStack(alignment: .trailing) in a 100 × 100 frame: its views at the column's trailing edge",
                   source: "\(vStack) testVStackWithRightAlignment (OpenLayout's .right)", canvas: root,
                   expect: [("1", rect(40, 12, 30, 20)), ("2", rect(30, 40, 40, 25)), ("3", rect(45, 73, 25, 15))]) {
            VStack(alignment: .trailing, spacing: 8) {
                Rectangle().accessibilityIdentifier("1").frame(width: 30, height: 20)
                Rectangle().accessibilityIdentifier("2").frame(width: 40, height: 25)
                Rectangle().accessibilityIdentifier("3").frame(width: 25, height: 15)
            }
            .frame(width: 100, height: 100)
        },
        LayoutCase("a min/max-width frame beside a fixed view takes what the fixed one and the spacing leave",
                   source: "\(complex) testSimpleMinWidthConstraint: the fixed 20 first; 100 − 10 − 20 = 70, within 60…80", canvas: root,
                   expect: [("1", rect(0, 0, 70, 100)), ("2", rect(80, 40, 20, 20))]) {
            HStack(spacing: 10) {
                Rectangle().accessibilityIdentifier("1").frame(minWidth: 60, maxWidth: 80)
                Rectangle().accessibilityIdentifier("2").frame(width: 20, height: 20)
            }
        },
    ]
}
