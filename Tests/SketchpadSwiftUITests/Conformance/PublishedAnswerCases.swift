import SketchpadSwiftUI

/// Layouts whose answers are published outside Apple's documentation: the expectations of
/// OpenSwiftUI's and OpenLayout's test suites (SwiftUI re-implementations that check themselves
/// against SwiftUI) and the sizes a fatbobman.com post reports. Each case names its source.
enum PublishedAnswerCases {
    static let flexFrameInit = "OpenSwiftUI Tests/OpenSwiftUICoreTests/Layout/Modifier/FrameLayoutTests.swift (FlexFrameLayoutTests.initializationClampsIdealToMinimum / initializationClampsMaxToIdeal: _FlexFrameLayout's initialiser raises an ideal below the minimum to the minimum and a maximum below the ideal to the ideal)"
    static let openLayout = "shivatinker/OpenLayout Tests/OpenLayoutTests/HStackLayoutTests.swift (expected frames in a 100 × 100 root)"
    static let openLayoutSwiftUI = "shivatinker/OpenLayout Tests/OpenLayoutTests/SwiftUICompatibility/SwiftUICompatibilityTests.swift (layouts that suite checks against SwiftUI's own frames at run time; the numbers here follow from the stack and frame rules)"
    static let fatbobman = "fatbobman.com 'SwiftUI Layout: Cracking the Size Code' (IconDemo1/IconDemo2: a ZStack grows to hold the heart moved by its guides, an overlay keeps the button's 150 × 50)"

    static let danceUICircle = "bytedance DanceUI Circle.swift (Apache-2.0; Circle.sizeThatFits: both sides proposed give the shorter, one side proposed gives it for both, none gives 10 × 10); swift-cross-ui Circle.swift answers the same"

    static let all: [LayoutCase] = frames + stacks + overlays + circles

    static let frames: [LayoutCase] = [
        LayoutCase("a flexible frame's maximum below its ideal is raised to the ideal",
                   source: "\(flexFrameInit): maxWidth 50 becomes 100, so the frame offered 300 is 100 wide and offers its content 100",
                   expect: [("frame", rect(100, 0, 100, 200)), ("content", rect(100, 0, 100, 200))]) {
            Color.red.accessibilityIdentifier("content")
                .frame(idealWidth: 100, maxWidth: 50).accessibilityIdentifier("frame")
        },
        LayoutCase("a flexible frame's ideal below its minimum is raised to the minimum",
                   source: "\(flexFrameInit): idealWidth 10 becomes 80; fixedSize proposes the ideal, so the content is offered 80, not 10",
                   expect: [("content", rect(110, 0, 80, 200))]) {
            Color.red.accessibilityIdentifier("content")
                .frame(minWidth: 80, idealWidth: 10)
                .fixedSize(horizontal: true, vertical: false)
        },
    ]

    static let stacks: [LayoutCase] = [
        LayoutCase("HStack of fixed frames: centred, 8 apart, centred vertically",
                   source: "\(openLayout) testHStackWithFixedSizeChildren", canvas: CGSize(width: 100, height: 100),
                   expect: [("1", rect(11, 40, 30, 20)), ("2", rect(49, 35, 40, 30))]) {
            HStack {
                Rectangle().accessibilityIdentifier("1").frame(width: 30, height: 20)
                Rectangle().accessibilityIdentifier("2").frame(width: 40, height: 30)
            }
        },
        LayoutCase("HStack of two capped flexible frames: each takes its maximum",
                   source: "\(openLayout) testHStackWithFlexibleFrame: (100 − 8) / 2 = 46 offered, 40 taken; 52 offered to the other, 50 taken; 98 centred",
                   canvas: CGSize(width: 100, height: 100),
                   expect: [("1", rect(1, 0, 40, 100)), ("2", rect(49, 0, 50, 100))]) {
            HStack {
                Rectangle().accessibilityIdentifier("1").frame(minWidth: 20, maxWidth: 40)
                Rectangle().accessibilityIdentifier("2").frame(minWidth: 30, maxWidth: 50)
            }
        },
        LayoutCase("HStack of padded shapes: each padded view gets half, the shape that less its padding",
                   source: "\(openLayout) testHStackWithPadding", canvas: CGSize(width: 100, height: 100),
                   expect: [("1", rect(10, 10, 26, 80)), ("2", rect(59, 5, 36, 90))]) {
            HStack {
                Rectangle().accessibilityIdentifier("1").padding(10)
                Rectangle().accessibilityIdentifier("2").padding(5)
            }
        },
        LayoutCase("HStack(spacing: 20) of three shapes shares what the spacing leaves",
                   source: "\(openLayout) testHStackWithSpacing: (100 − 40) / 3 = 20 each", canvas: CGSize(width: 100, height: 100),
                   expect: [("1", rect(0, 0, 20, 100)), ("2", rect(40, 0, 20, 100)), ("3", rect(80, 0, 20, 100))]) {
            HStack(spacing: 20) {
                Rectangle().accessibilityIdentifier("1")
                Rectangle().accessibilityIdentifier("2")
                Rectangle().accessibilityIdentifier("3")
            }
        },
        LayoutCase("a capped flexible view beside a fixed one takes what the fixed one leaves",
                   source: "\(openLayoutSwiftUI) testMixedHStack: the fixed 10 is offered first; 100 − 10 − 10 = 80 is within 30…100",
                   canvas: CGSize(width: 100, height: 100),
                   expect: [("1", rect(0, 0, 80, 100)), ("2", rect(90, 0, 10, 100))]) {
            HStack(spacing: 10) {
                Rectangle().accessibilityIdentifier("1").frame(minWidth: 30, maxWidth: 100)
                Rectangle().accessibilityIdentifier("2").frame(width: 10)
            }
        },
        LayoutCase("a Spacer between a fixed-size shape and a flexible one keeps its minimum",
                   source: "\(openLayoutSwiftUI) testSpacer: the spacer (priority −∞) keeps back its 8; the 10 × 10 shape is offered 46 and keeps 10, the other takes 82",
                   canvas: CGSize(width: 100, height: 100),
                   expect: [("1", rect(45, 0, 10, 10)), ("2", rect(0, 18, 100, 82))]) {
            VStack(spacing: 0) {
                Rectangle().accessibilityIdentifier("1").fixedSize()
                Spacer()
                Rectangle().accessibilityIdentifier("2")
            }
        },
        LayoutCase("fixedSize inside a flexible frame: the frame takes its maximum, the shape its ideal 10 × 10",
                   source: "\(openLayoutSwiftUI) testFixedSizeVariants: each frame (flexibility 30) is offered 121 and takes 80; the first frame is as tall as its fixed content",
                   canvas: CGSize(width: 250, height: 100),
                   expect: [("5", rect(76, 45, 10, 10)), ("6", rect(129, 0, 80, 100))]) {
            HStack(spacing: 8) {
                Rectangle().accessibilityIdentifier("5").fixedSize().frame(minWidth: 50, maxWidth: 80)
                Rectangle().accessibilityIdentifier("6").frame(minWidth: 50, maxWidth: 80)
            }
        },
    ]

    private struct HeartView: View {
        var body: some View {
            Circle()
                .fill(.yellow)
                .frame(width: 30, height: 30)
                .overlay(Image(systemName: "heart").foregroundColor(.red))
                .accessibilityIdentifier("heart")
        }
    }

    private struct ButtonView: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue.gradient)
                .frame(width: 150, height: 50)
                .accessibilityIdentifier("button")
        }
    }

    static let circles: [LayoutCase] = [
        LayoutCase("a circle in a wide frame is as big as the frame's shorter side, centred",
                   source: "\(danceUICircle): offered 100 × 50 it is 50 × 50, which the frame centres",
                   expect: [("frame", rect(100, 75, 100, 50)), ("circle", rect(125, 75, 50, 50))]) {
            Circle().accessibilityIdentifier("circle").frame(width: 100, height: 50).accessibilityIdentifier("frame")
        },
        LayoutCase("a circle in a row of fixed height takes a square and leaves the rest",
                   source: "\(danceUICircle): offered 0…∞ wide at 50 high it is 0…50 wide, so the row offers it first: 146 offered, 50 taken, 242 left",
                   expect: [("circle", rect(0, 75, 50, 50)), ("rest", rect(58, 75, 242, 50))]) {
            HStack {
                Circle().accessibilityIdentifier("circle")
                Color.red.accessibilityIdentifier("rest")
            }
            .frame(height: 50)
        },
        LayoutCase("a circle proposed only a width is that wide and that high; proposed nothing it is 10 × 10",
                   source: "\(danceUICircle)",
                   expect: [("wide", rect(122, 75, 40, 40)), ("ideal", rect(168, 115, 10, 10))]) {
            VStack(alignment: .leading, spacing: 0) {
                Circle().accessibilityIdentifier("wide").frame(width: 40).fixedSize(horizontal: false, vertical: true)
                Circle().accessibilityIdentifier("ideal").fixedSize().padding(.leading, 46)
            }
        },
    ]

    static let overlays: [LayoutCase] = [
        LayoutCase("a ZStack grows to hold a child its alignment guides move outside the others",
                   source: "\(fatbobman): the heart's centre on the button's top-trailing corner makes the ZStack 165 × 65, centred in 305 × 205",
                   canvas: CGSize(width: 305, height: 205),
                   expect: [("button", rect(70, 85, 150, 50)), ("heart", rect(205, 70, 30, 30))]) {
            ZStack(alignment: .topTrailing) {
                ButtonView()
                HeartView()
                    .alignmentGuide(.top, computeValue: { $0.height / 2 })
                    .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
            }
        },
        LayoutCase("an overlay keeps its view's size whatever its content's guides do",
                   source: "\(fatbobman): the overlay is the button's 150 × 50, centred in 300 × 200; the heart's centre sits on its top-trailing corner",
                   expect: [("button", rect(75, 75, 150, 50)), ("heart", rect(210, 60, 30, 30))]) {
            ButtonView()
                .overlay(alignment: .topTrailing) {
                    HeartView()
                        .alignmentGuide(.top, computeValue: { $0.height / 2 })
                        .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                }
        },
    ]
}
