import SketchpadSwiftUI

/// Layouts from OpenSwiftUI's snapshot suite (`Example/OpenSwiftUIUITests`) and one of its unit
/// tests: that suite records each view with SwiftUI itself and checks its own rendering against
/// the recording, so SwiftUI's frames are the published answer. The frames here are read from
/// those layouts by SwiftUI's rules; each case names its test.
enum SnapshotSuiteCases {
    static let suite = "OpenSwiftUI Example/OpenSwiftUIUITests/Layout"
    static let viewThatFits = "OpenSwiftUI Tests/OpenSwiftUITests/View/ViewThatFitsTests.swift selectsFirstChildThatFits"

    static let all: [LayoutCase] = choices + stacks + zStackAlignments + padding + geometry + positions

    static let choices: [LayoutCase] = [
        LayoutCase("ViewThatFits falls back to the child that fits a 150 × 150 proposal",
                   source: "\(viewThatFits): proposed 150 × 150, the one item drawn is 100 × 100",
                   canvas: CGSize(width: 150, height: 150), expect: [("small", rect(25, 25, 100, 100))]) {
            ViewThatFits {
                Color.red.frame(width: 200, height: 200).accessibilityIdentifier("big")
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("small")
            }
        },
        LayoutCase("ViewThatFits keeps its first child when a 250 × 250 proposal holds it",
                   source: "\(viewThatFits): proposed 250 × 250, the one item drawn is 200 × 200",
                   canvas: CGSize(width: 250, height: 250), expect: [("big", rect(25, 25, 200, 200))]) {
            ViewThatFits {
                Color.red.frame(width: 200, height: 200).accessibilityIdentifier("big")
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("small")
            }
        },
        LayoutCase("fixedSize on one axis gives a Color its ideal 10 on that axis only",
                   source: "\(suite)/FixedSizeLayoutUITests.swift colorFixedSize: each 100 × 100 frame centres its Color; fixed axes take the ideal 10",
                   expect: [("h", rect(145, 50, 10, 100)), ("v", rect(100, 95, 100, 10)), ("none", rect(100, 50, 100, 100))]) {
            ZStack {
                Color.red.opacity(0.5).accessibilityIdentifier("h")
                    .fixedSize(horizontal: true, vertical: false)
                    .frame(width: 100, height: 100)
                Color.green.opacity(0.5).accessibilityIdentifier("v")
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(width: 100, height: 100)
                Color.blue.opacity(0.5).accessibilityIdentifier("none")
                    .fixedSize(horizontal: false, vertical: false)
                    .frame(width: 100, height: 100)
            }
        },
        LayoutCase("a fixed frame centres itself and its Color in the proposal",
                   source: "\(suite)/Stack/FrameLayoutUITests.swift frameSize: 50 × 50 in the middle of 300 × 200",
                   expect: [("color", rect(125, 75, 50, 50))]) {
            Color.red.accessibilityIdentifier("color").frame(width: 50, height: 50)
        },
    ]

    static let stacks: [LayoutCase] = [
        LayoutCase("an HStack in a larger frame is centred in it, its views 8 apart",
                   source: "\(suite)/Stack/HVStackUITests.swift stackFrameElementFrameHStack: 50 + 8 + 50 = 108 centred in the 150 × 150 frame",
                   expect: [("frame", rect(75, 25, 150, 150)), ("red", rect(96, 75, 50, 50)), ("blue", rect(154, 75, 50, 50))]) {
            HStack {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("red")
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("blue")
            }
            .frame(width: 150, height: 150).accessibilityIdentifier("frame")
            .background { Color.black }
        },
        LayoutCase("a VStack holding an HStack centres each row on the widest",
                   source: "\(suite)/Stack/HVStackUITests.swift stackFrameElementFrameHVStack: 88 × 136 centred in the 150 × 150 frame",
                   expect: [("red", rect(130, 32, 40, 40)), ("blue", rect(130, 80, 40, 40)),
                            ("green", rect(106, 128, 40, 40)), ("yellow", rect(154, 128, 40, 40))]) {
            VStack {
                Color.red.frame(width: 40, height: 40).accessibilityIdentifier("red")
                Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("blue")
                HStack {
                    Color.green.frame(width: 40, height: 40).accessibilityIdentifier("green")
                    Color.yellow.frame(width: 40, height: 40).accessibilityIdentifier("yellow")
                }
            }
            .frame(width: 150, height: 150)
            .background { Color.black }
        },
        LayoutCase("explicit spacings in nested stacks",
                   source: "\(suite)/Stack/HVStackUITests.swift elementFrameSpacingHVStack: 40 + 30 + 40 = 110 wide, 40 + 20 + 40 + 20 + 40 = 160 tall",
                   expect: [("red", rect(130, 20, 40, 40)), ("blue", rect(130, 80, 40, 40)),
                            ("green", rect(95, 140, 40, 40)), ("yellow", rect(165, 140, 40, 40))]) {
            VStack(spacing: 20) {
                Color.red.frame(width: 40, height: 40).accessibilityIdentifier("red")
                Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("blue")
                HStack(spacing: 30) {
                    Color.green.frame(width: 40, height: 40).accessibilityIdentifier("green")
                    Color.yellow.frame(width: 40, height: 40).accessibilityIdentifier("yellow")
                }
            }
            .background { Color.black }
        },
        LayoutCase("leading and top alignments in nested stacks",
                   source: "\(suite)/Stack/HVStackUITests.swift elementFrameAlignmentHVStack: the row is 50 + 8 + 60 = 118 wide; 30 + 8 + 40 + 8 + 60 = 146 tall",
                   expect: [("red", rect(91, 27, 30, 30)), ("blue", rect(91, 65, 40, 40)),
                            ("green", rect(91, 113, 50, 50)), ("yellow", rect(149, 113, 60, 60))]) {
            VStack(alignment: .leading) {
                Color.red.frame(width: 30, height: 30).accessibilityIdentifier("red")
                Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("blue")
                HStack(alignment: .top) {
                    Color.green.frame(width: 50, height: 50).accessibilityIdentifier("green")
                    Color.yellow.frame(width: 60, height: 60).accessibilityIdentifier("yellow")
                }
            }
            .background { Color.black }
        },
        LayoutCase("three flexible rows, one of them a row of two flexible views, share the height",
                   source: "\(suite)/Stack/HVStackUITests.swift defaultHVStack: (208 − 16) / 3 = 64 tall each; (300 − 8) / 2 = 146 wide in the row",
                   canvas: CGSize(width: 300, height: 208),
                   expect: [("red", rect(0, 0, 300, 64)), ("blue", rect(0, 72, 300, 64)),
                            ("green", rect(0, 144, 146, 64)), ("yellow", rect(154, 144, 146, 64))]) {
            VStack {
                Color.red.accessibilityIdentifier("red")
                Color.blue.accessibilityIdentifier("blue")
                HStack {
                    Color.green.accessibilityIdentifier("green")
                    Color.yellow.accessibilityIdentifier("yellow")
                }
            }
            .background { Color.black }
        },
        LayoutCase("layoutPriority(1) in a VStack takes all but the others' minimum (zero) and the spacing",
                   source: "\(suite)/Stack/HVStackUITests.swift layoutPriorityForHVStack: 208 − 8 − 8 = 192 for the prioritised view",
                   canvas: CGSize(width: 300, height: 208),
                   expect: [("blue", rect(0, 8, 300, 192))]) {
            VStack {
                Color.red
                Color.blue.layoutPriority(1).accessibilityIdentifier("blue")
                HStack {
                    Color.green
                    Color.yellow
                }
            }
            .background { Color.black }
        },
        LayoutCase("rotationEffect and zIndex leave the stack's frames as they were",
                   source: "\(suite)/Stack/ZStackIndexUITests.swift rotateOverlap: 100 + 8 + 100 = 208 centred in 200 overflows 4 at each end",
                   canvas: CGSize(width: 200, height: 200),
                   expect: [("yellow", rect(50, -4, 100, 100)), ("red", rect(50, 104, 100, 100))]) {
            VStack {
                Rectangle().fill(Color.yellow).frame(width: 100, height: 100, alignment: .center)
                    .accessibilityIdentifier("yellow").zIndex(1)
                Rectangle().fill(Color.red).frame(width: 100, height: 100, alignment: .center)
                    .accessibilityIdentifier("red").rotationEffect(.degrees(45))
            }
        },
    ]

    /// `ZStackUITests.alignment`: a 20 × 20 view in the 60 × 60 stack centred at (150, 100).
    static let zStackAlignments: [LayoutCase] = [
        (Alignment.center, "center", CGPoint(x: 140, y: 90)), (.top, "top", CGPoint(x: 140, y: 70)),
        (.bottom, "bottom", CGPoint(x: 140, y: 110)), (.leading, "leading", CGPoint(x: 120, y: 90)),
        (.trailing, "trailing", CGPoint(x: 160, y: 90)), (.topLeading, "topLeading", CGPoint(x: 120, y: 70)),
        (.topTrailing, "topTrailing", CGPoint(x: 160, y: 70)), (.bottomLeading, "bottomLeading", CGPoint(x: 120, y: 110)),
        (.bottomTrailing, "bottomTrailing", CGPoint(x: 160, y: 110)),
    ].map { alignment, name, origin in
        LayoutCase("ZStack(alignment: .\(name)) places the smaller view",
                   source: "\(suite)/Stack/ZStackUITests.swift alignment_\(name)",
                   expect: [("big", rect(120, 70, 60, 60)), ("small", rect(origin.x, origin.y, 20, 20))]) {
            ZStack(alignment: alignment) {
                Color.red.frame(width: 60, height: 60).accessibilityIdentifier("big")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("small")
            }
        }
    }

    static let padding: [LayoutCase] = [
        LayoutCase("padding with EdgeInsets adds each edge's own amount",
                   source: "\(suite)/Modifier/PaddingLayoutUITests.swift edgeInsetsPadding: 50 + 20 + 15 = 85 by 30 + 10 + 30 = 70",
                   canvas: CGSize(width: 305, height: 200),
                   expect: [("padded", rect(110, 65, 85, 70)), ("blue", rect(130, 75, 50, 30))]) {
            Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
                .padding(EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 15)).accessibilityIdentifier("padded")
                .background(Color.red)
        },
        LayoutCase("nested padding with a background between",
                   source: "\(suite)/Modifier/PaddingLayoutUITests.swift nestedPadding: 50 × 30, then 70 × 50, then 110 × 90",
                   expect: [("outer", rect(95, 55, 110, 90)), ("inner", rect(115, 75, 70, 50)), ("blue", rect(125, 85, 50, 30))]) {
            Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
                .padding(10).accessibilityIdentifier("inner")
                .background(Color.green)
                .padding(20).accessibilityIdentifier("outer")
                .background(Color.red)
        },
        LayoutCase("padding on one edge, then on another",
                   source: "\(suite)/Modifier/PaddingLayoutUITests.swift multiplePaddingEdges: 80 × 30, then 80 × 50",
                   expect: [("outer", rect(110, 75, 80, 50)), ("inner", rect(110, 95, 80, 30)), ("blue", rect(140, 95, 50, 30))]) {
            Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue")
                .padding(.leading, 30).accessibilityIdentifier("inner")
                .background(Color.green)
                .padding(.top, 20).accessibilityIdentifier("outer")
                .background(Color.red)
        },
        LayoutCase("padded views in a VStack without spacing",
                   source: "\(suite)/Modifier/PaddingLayoutUITests.swift paddingInVStack: 50 + 45 = 95 tall, centred in 205",
                   canvas: CGSize(width: 300, height: 205),
                   expect: [("blue", rect(0, 55, 300, 30)), ("top", rect(0, 55, 300, 50)),
                            ("green", rect(0, 120, 300, 30)), ("bottom", rect(0, 105, 300, 45))]) {
            VStack(spacing: 0) {
                Color.blue.frame(height: 30).accessibilityIdentifier("blue")
                    .padding(.bottom, 20).accessibilityIdentifier("top")
                    .background(Color.red)
                Color.green.frame(height: 30).accessibilityIdentifier("green")
                    .padding(.top, 15).accessibilityIdentifier("bottom")
                    .background(Color.yellow)
            }
        },
        LayoutCase("padded views in an HStack without spacing",
                   source: "\(suite)/Modifier/PaddingLayoutUITests.swift paddingInHStack: 75 + 65 = 140 wide, centred in 300",
                   expect: [("blue", rect(80, 0, 50, 200)), ("green", rect(170, 0, 50, 200))]) {
            HStack(spacing: 0) {
                Color.blue.frame(width: 50).accessibilityIdentifier("blue")
                    .padding(.trailing, 25)
                    .background(Color.red)
                Color.green.frame(width: 50).accessibilityIdentifier("green")
                    .padding(.leading, 15)
                    .background(Color.yellow)
            }
        },
    ]

    static let geometry: [LayoutCase] = [
        LayoutCase("a GeometryReader puts its children at its top leading corner",
                   source: "\(suite)/Geometry/GeometryReaderUITests.swift overlapView: half and a third of 300 × 240, both at the origin",
                   canvas: CGSize(width: 300, height: 240),
                   expect: [("half", rect(0, 0, 150, 120)), ("third", rect(0, 0, 100, 80))]) {
            GeometryReader { geometry in
                Color.blue.accessibilityIdentifier("half")
                    .frame(width: geometry.size.width / 2, height: geometry.size.height / 2)
                Color.red.accessibilityIdentifier("third")
                    .frame(width: geometry.size.width / 3, height: geometry.size.height / 3)
            }
        },
        LayoutCase("a GeometryReader's child centred by an infinite frame",
                   source: "\(suite)/Geometry/GeometryReaderUITests.swift centerView: half of 300 × 200 in the middle",
                   expect: [("half", rect(75, 50, 150, 100))]) {
            GeometryReader { proxy in
                Color.blue.accessibilityIdentifier("half")
                    .frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.yellow.opacity(0.3))
            }
        },
    ]

    /// `PositionLayoutUITests`: `position(x:y:)` defaults both coordinates to 0.
    static let positions: [LayoutCase] = [
        (nil, nil, "defaultPosition", CGPoint(x: -25, y: -15)), (30, nil, "specificXAxis", CGPoint(x: 5, y: -15)),
        (nil, 40, "specificYAxis", CGPoint(x: -25, y: 25)), (50, 60, "specificPosition", CGPoint(x: 25, y: 45)),
    ].map { (x: CGFloat?, y: CGFloat?, name: String, origin: CGPoint) in
        LayoutCase("position puts the view's centre on (\(x ?? 0), \(y ?? 0)), a missing coordinate being 0",
                   source: "\(suite)/Modifier/PositionLayoutUITests.swift \(name)",
                   expect: [("blue", rect(origin.x, origin.y, 50, 30))]) {
            switch (x, y) {
            case (nil, nil): Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue").position()
            case (let x?, nil): Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue").position(x: x)
            case (nil, let y?): Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue").position(y: y)
            case (let x?, let y?): Color.blue.frame(width: 50, height: 30).accessibilityIdentifier("blue").position(x: x, y: y)
            }
        }
    }
}
