import SketchpadSwiftUI

/// The cases, as data. Sources: Apple's documentation (HStack, Spacer, ProposedViewSize,
/// frame, padding, layoutPriority, alignmentGuide, Layout), the layout rules published in objc.io's
/// "Thinking in SwiftUI" (stacks offer space to the least flexible child first; flexible frames
/// clamp the proposal between min and max, a missing bound being the child's size), and
/// arithmetic from those rules (each case says which).
enum LayoutCases {
    static let stackRule = "HStack docs + Thinking in SwiftUI ch. 4: the space left after spacing is offered to the least flexible child first, an equal share each"
    static let defaultSpacing = "SwiftUI's default spacing between views on iOS is 8 (Apple HIG; fatbobman 'default spacing is dynamic', 8 between non-text views)"

    static let all: [LayoutCase] = stacks + StackRuleCases.all + frames + alignment + modifiers + customLayouts + containers + ControlCases.all + TextSpacingCases.all + SymbolSpacingCases.all + TextBaselineCases.all + PublishedAnswerCases.all + ShapeSizingCases.all + SnapshotSuiteCases.all + GridArticleCases.all + FieldGuideCases.all + VerticalStackCases.all

    static let stacks: [LayoutCase] = [
        LayoutCase("two flexible views share a stack's width", source: "\(stackRule); \(defaultSpacing): (300 − 8) / 2 = 146",
                   expect: [("a", rect(0, 0, 146, 200)), ("b", rect(154, 0, 146, 200))]) {
            HStack {
                Color.red.accessibilityIdentifier("a")
                Color.blue.accessibilityIdentifier("b")
            }
        },
        LayoutCase("a fixed view keeps its width, the flexible one takes the rest", source: "\(stackRule): 300 − 100 = 200",
                   expect: [("fixed", rect(0, 50, 100, 100)), ("flexible", rect(100, 0, 200, 200))]) {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("fixed")
                Color.blue.accessibilityIdentifier("flexible")
            }
        },
        LayoutCase("a capped view takes its cap, the other the rest, whatever their order",
                   source: "\(stackRule): the capped view (flexibility 80) is offered 150 first and takes 80; the other is offered 220",
                   expect: [("wide", rect(0, 0, 220, 200)), ("capped", rect(220, 0, 80, 200))]) {
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("wide")
                Color.blue.frame(maxWidth: 80).accessibilityIdentifier("capped")
            }
        },
        LayoutCase("layoutPriority: the higher group is offered everything the lower group can give up",
                   source: "layoutPriority docs ('offers the higher priority views space first… less the minimum of the lower'): 300 − 50 = 250",
                   expect: [("first", rect(0, 0, 250, 200)), ("second", rect(250, 0, 50, 200))]) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 0, maxWidth: .infinity).layoutPriority(1).accessibilityIdentifier("first")
                Color.blue.frame(minWidth: 50, maxWidth: .infinity).accessibilityIdentifier("second")
            }
        },
        LayoutCase("without priorities equal flexible views share equally",
                   source: "\(stackRule): 150 each (the minimum of 50 is met)",
                   expect: [("first", rect(0, 0, 150, 200)), ("second", rect(150, 0, 150, 200))]) {
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 0, maxWidth: .infinity).accessibilityIdentifier("first")
                Color.blue.frame(minWidth: 50, maxWidth: .infinity).accessibilityIdentifier("second")
            }
        },
        LayoutCase("a Spacer pushes its neighbours apart and no spacing is added next to it",
                   source: "Spacer docs (expands along the stack's axis); its spacing preferences are zero (OpenSwiftUI Spacer.swift)",
                   expect: [("left", rect(0, 75, 50, 50)), ("right", rect(250, 75, 50, 50))]) {
            HStack {
                Color.red.frame(width: 50, height: 50).accessibilityIdentifier("left")
                Spacer()
                Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("right")
            }
        },
        LayoutCase("Spacer(minLength:) keeps its minimum; the flexible view gets the rest",
                   source: "Spacer docs (minLength) + spacers are sized last: 300 − 200 − 20 = 80",
                   expect: [("fixed", rect(0, 50, 200, 100)), ("rest", rect(220, 0, 80, 200))]) {
            HStack(spacing: 0) {
                Color.red.frame(width: 200, height: 100).accessibilityIdentifier("fixed")
                Spacer(minLength: 20)
                Color.blue.accessibilityIdentifier("rest")
            }
        },
        LayoutCase("VStack with default spacing between shapes", source: "\(defaultSpacing): 20 + 8 + 20 = 48 tall, centred in 200",
                   expect: [("top", rect(100, 76, 100, 20)), ("bottom", rect(125, 104, 50, 20))]) {
            VStack {
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("top")
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("bottom")
            }
        },
        LayoutCase("explicit spacing replaces the default", source: "VStack(spacing:) docs: 20 + 30 + 20 = 70 tall",
                   expect: [("top", rect(125, 65, 50, 20)), ("bottom", rect(125, 115, 50, 20))]) {
            VStack(spacing: 30) {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("top")
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("bottom")
            }
        },
        LayoutCase("ZStack is as large as its largest child and aligns the others", source: "ZStack docs (alignment): bottomTrailing",
                   canvas: CGSize(width: 200, height: 200),
                   expect: [("big", rect(50, 50, 100, 100)), ("small", rect(130, 130, 20, 20))]) {
            ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("big")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("small")
            }
        },
        LayoutCase("a Divider spans a VStack's width, one point thick at scale 1",
                   source: "Divider docs ('extends across the minor axis of the stack'): (201 − 1) / 2 above it",
                   canvas: CGSize(width: 300, height: 201),
                   expect: [("divider", rect(0, 100, 300, 1))]) {
            VStack(spacing: 0) {
                Color.clear.frame(maxWidth: .infinity)
                Divider().accessibilityIdentifier("divider")
                Color.clear
            }
        },
    ]

    static let frames: [LayoutCase] = [
        LayoutCase("a fixed frame centres a smaller content", source: "frame(width:height:alignment:) docs (alignment .center default)",
                   canvas: CGSize(width: 100, height: 100),
                   expect: [("frame", rect(0, 0, 100, 100)), ("content", rect(40, 40, 20, 20))]) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("content")
                .frame(width: 100, height: 100).accessibilityIdentifier("frame")
        },
        LayoutCase("a frame's alignment places the content", source: "frame(width:height:alignment:) docs: topLeading",
                   canvas: CGSize(width: 100, height: 100),
                   expect: [("content", rect(0, 0, 20, 20))]) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("content")
                .frame(width: 100, height: 100, alignment: .topLeading)
        },
        LayoutCase("maxWidth: .infinity takes all the width offered", source: "frame(minWidth:…) docs; flexible frame rule (Thinking in SwiftUI)",
                   expect: [("row", rect(0, 95, 300, 10)), ("content", rect(0, 95, 50, 10))]) {
            Color.red.frame(width: 50, height: 10).accessibilityIdentifier("content")
                .frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("row")
        },
        LayoutCase("minWidth grows a smaller content but not to the proposal", source: "flexible frame rule: max(min, min(proposal, content)) = 100",
                   expect: [("frame", rect(100, 95, 100, 10))]) {
            Color.red.frame(width: 20, height: 10).frame(minWidth: 100).accessibilityIdentifier("frame")
        },
        LayoutCase("a shape's ideal size is 10 × 10", source: "ProposedViewSize.replacingUnspecifiedDimensions(by:) default (10, 10); fixedSize docs",
                   expect: [("shape", rect(145, 95, 10, 10))]) {
            Rectangle().fixedSize().accessibilityIdentifier("shape")
        },
        LayoutCase("padding() adds 16 on every edge", source: "padding(_:_:) docs: 'a system-calculated amount' — 16 on iOS",
                   expect: [("padded", rect(84, 59, 132, 82)), ("content", rect(100, 75, 100, 50))]) {
            Color.red.frame(width: 100, height: 50).accessibilityIdentifier("content")
                .padding().accessibilityIdentifier("padded")
        },
        LayoutCase("padding on some edges", source: "padding(_:_:) docs: .horizontal 10, .top 4",
                   expect: [("padded", rect(115, 83, 70, 34)), ("content", rect(125, 87, 50, 30))]) {
            Color.red.frame(width: 50, height: 30).accessibilityIdentifier("content")
                .padding(.horizontal, 10).padding(.top, 4).accessibilityIdentifier("padded")
        },
        LayoutCase("aspectRatio(.fit) takes the largest size of the ratio inside the proposal", source: "aspectRatio(_:contentMode:) docs: 2:1 in 300 × 100",
                   canvas: CGSize(width: 300, height: 100),
                   expect: [("shape", rect(50, 0, 200, 100))]) {
            Color.red.aspectRatio(2, contentMode: .fit).accessibilityIdentifier("shape")
        },
    ]

    static let alignment: [LayoutCase] = [
        LayoutCase("VStack(alignment: .leading) lines up leading edges", source: "VStack docs (alignment)",
                   expect: [("wide", rect(100, 80, 100, 20)), ("narrow", rect(100, 100, 50, 20))]) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("wide")
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("narrow")
            }
        },
        LayoutCase("HStack(alignment: .bottom) lines up bottoms", source: "HStack docs (alignment)",
                   expect: [("tall", rect(126, 75, 20, 50)), ("short", rect(154, 105, 20, 20))]) {
            HStack(alignment: .bottom) {
                Color.red.frame(width: 20, height: 50).accessibilityIdentifier("tall")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("short")
            }
        },
        LayoutCase("alignmentGuide moves a view against the stack's line", source: "alignmentGuide(_:computeValue:) docs: leading guide at −20 puts the view 20 right",
                   expect: [("first", rect(100, 80, 100, 20)), ("second", rect(120, 100, 50, 20))]) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("first")
                Color.blue.frame(width: 50, height: 20).alignmentGuide(.leading) { _ in -20 }.accessibilityIdentifier("second")
            }
        },
        LayoutCase("a custom AlignmentID lines up views in different stacks", source: "AlignmentID docs (custom guides cross nested stacks)",
                   expect: [("label", rect(100, 95, 40, 10)), ("marker", rect(180, 95, 20, 10))]) {
            HStack(alignment: .markerCentre, spacing: 40) {
                Color.red.frame(width: 40, height: 10).accessibilityIdentifier("label")
                VStack(spacing: 0) {
                    Color.gray.frame(width: 20, height: 30)
                    Color.blue.frame(width: 20, height: 10).alignmentGuide(.markerCentre) { d in d[VerticalAlignment.center] }
                        .accessibilityIdentifier("marker")
                    Color.gray.frame(width: 20, height: 30)
                }
            }
        },
        LayoutCase("overlay aligns its content in the view's frame", source: "overlay(alignment:content:) docs: topTrailing",
                   expect: [("base", rect(100, 50, 100, 100)), ("badge", rect(190, 50, 10, 10))]) {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("base")
                .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("badge") }
        },
        LayoutCase("background is offered the view's size", source: "background(alignment:content:) docs",
                   expect: [("background", rect(110, 90, 80, 20))]) {
            Color.clear.frame(width: 80, height: 20)
                .background { Color.blue.accessibilityIdentifier("background") }
        },
    ]

    static let modifiers: [LayoutCase] = [
        LayoutCase("offset moves the view and leaves its siblings where they were",
                   source: "offset(x:y:) docs ('the original dimensions … are unchanged'): the content moves, the layout does not",
                   expect: [("moved", rect(129, 60, 20, 20)), ("still", rect(140, 100, 20, 20))]) {
            VStack(spacing: 0) {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("moved").offset(x: -11, y: -20)
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("still")
            }
        },
        LayoutCase("position centres the view on a point of its parent", source: "position(x:y:) docs",
                   canvas: CGSize(width: 200, height: 200),
                   expect: [("dot", rect(40, 40, 20, 20))]) {
            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("dot").position(x: 50, y: 50)
        },
    ]

    static let containers: [LayoutCase] = [
        LayoutCase("LazyVGrid: flexible columns share the width after spacing",
                   source: "LazyVGrid and GridItem.flexible docs; column spacing defaults to 8: (300 − 8) / 2 = 146; rows 20 + 10 + 20",
                   expect: [("0", rect(0, 75, 146, 20)), ("1", rect(154, 75, 146, 20)), ("3", rect(154, 105, 146, 20))]) {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
                ForEach(0..<4, id: \.self) { Color.blue.frame(height: 20).accessibilityIdentifier("\($0)") }
            }
        },
        LayoutCase("LazyVGrid: an adaptive item fits as many columns of its minimum as it can",
                   source: "GridItem.adaptive docs: ⌊(280 + 8) / (80 + 8)⌋ = 3 columns of (280 − 16) / 3 = 88, 8 apart",
                   canvas: CGSize(width: 280, height: 100),
                   expect: [("0", rect(0, 40, 88, 20)), ("2", rect(192, 40, 88, 20))]) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(0..<3, id: \.self) { Color.blue.frame(height: 20).accessibilityIdentifier("\($0)") }
            }
        },
        LayoutCase("Grid: columns as wide as their widest cell, rows as tall as their tallest, cells centred",
                   source: "Grid docs; default spacing 8: columns 40 and 60, rows 10 and 20, the grid 108 × 38 centred",
                   expect: [("a", rect(96, 81, 40, 10)), ("c", rect(111, 99, 10, 20)), ("d", rect(144, 99, 60, 20))]) {
            Grid {
                GridRow {
                    Color.red.frame(width: 40, height: 10).accessibilityIdentifier("a")
                    Color.green.frame(width: 20, height: 10)
                }
                GridRow {
                    Color.blue.frame(width: 10, height: 20).accessibilityIdentifier("c")
                    Color.gray.frame(width: 60, height: 20).accessibilityIdentifier("d")
                }
            }
        },
        LayoutCase("Grid: gridColumnAlignment set on one cell aligns its whole column",
                   source: "gridColumnAlignment(_:) docs: \"causes all cells in the same column of a grid to use the same alignment\"; columns 40 and 60, rows 10, 20, 10 with spacing 8: the grid 108 × 56 centred",
                   expect: [("a", rect(96, 72, 40, 10)), ("b", rect(184, 72, 20, 10)), ("c", rect(96, 90, 10, 20)),
                            ("e", rect(96, 118, 10, 10)), ("f", rect(194, 118, 10, 10))]) {
            Grid {
                GridRow {
                    Color.red.frame(width: 40, height: 10).accessibilityIdentifier("a")
                    Color.green.frame(width: 20, height: 10).gridColumnAlignment(.trailing).accessibilityIdentifier("b")
                }
                GridRow {
                    Color.blue.frame(width: 10, height: 20).gridColumnAlignment(.leading).accessibilityIdentifier("c")
                    Color.gray.frame(width: 60, height: 20)
                }
                GridRow {
                    Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("e")
                    Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("f")
                }
            }
        },
        LayoutCase("Grid: gridCellAnchor beats the row's and the grid's alignment for its cell",
                   source: "gridCellAnchor(_:) and GridRow.init(alignment:content:) docs: columns 40, 10, 30 and rows 30, 10 with spacing 8, the grid 96 × 48 centred; topLeading overridden by the row's bottom, the anchor (1, 0) by neither",
                   expect: [("a", rect(102, 76, 40, 30)), ("b", rect(150, 96, 10, 10)), ("c", rect(188, 76, 10, 10)),
                            ("d", rect(102, 114, 10, 10))]) {
            Grid(alignment: .topLeading) {
                GridRow(alignment: .bottom) {
                    Color.red.frame(width: 40, height: 30).accessibilityIdentifier("a")
                    Color.green.frame(width: 10, height: 10).accessibilityIdentifier("b")
                    Color.blue.frame(width: 10, height: 10).gridCellAnchor(UnitPoint(x: 1, y: 0)).accessibilityIdentifier("c")
                }
                GridRow {
                    Color.gray.frame(width: 10, height: 10).accessibilityIdentifier("d")
                    Color.gray.frame(width: 10, height: 10)
                    Color.gray.frame(width: 30, height: 10)
                }
            }
        },
        LayoutCase("Grid: a divider between rows widens the grid to the width offered",
                   source: "Grid docs: \"Because a divider takes as much horizontal space as its parent offers, the entire grid widens to fill the width offered by its parent view\"; rows 10, 1, 11 with spacing 8: 38 tall, centred",
                   expect: [("grid", rect(0, 81, 300, 38)), ("divider", rect(0, 99, 300, 1))]) {
            GridWithDivider(unsized: [])
        },
        LayoutCase("Grid: gridCellUnsizedAxes keeps a divider to the width the other rows need",
                   source: "gridCellUnsizedAxes(_:) and Grid docs: Divider().gridCellUnsizedAxes(.horizontal) \"restores the grid to the width that the text and images require\": 40 + 8 + 60",
                   expect: [("grid", rect(96, 81, 108, 38)), ("divider", rect(96, 99, 108, 1))]) {
            GridWithDivider(unsized: .horizontal)
        },
        LayoutCase("Grid: a Color unsized in both axes takes its column's width and its row's height",
                   source: "gridCellUnsizedAxes(_:) docs: it keeps \"a flexible view like a Spacer, Divider, or Color from defining the size of a row or column\"; columns 40 and 60, rows 10 and 20, the grid 108 × 38 centred",
                   expect: [("fill", rect(96, 99, 40, 20)), ("d", rect(164, 99, 20, 20))]) {
            Grid {
                GridRow {
                    Color.red.frame(width: 40, height: 10)
                    Color.green.frame(width: 60, height: 10)
                }
                GridRow {
                    Color.blue.gridCellUnsizedAxes([.horizontal, .vertical]).accessibilityIdentifier("fill")
                    Color.gray.frame(width: 20, height: 20).accessibilityIdentifier("d")
                }
            }
        },
        LayoutCase("LazyVStack pins a long section's footer to the bottom of the visible part, its header stays on top",
                   source: "Grouping data with lazy stack views: header and footer views \"that you can pin to the top or bottom of the ScrollView\"; at offset 0 the first header is at the top, the footer of the section running past 200 pt drawn at 200 − 20",
                   expect: [("header1", rect(0, 0, 300, 20)), ("row0", rect(0, 20, 300, 100)), ("footer1", rect(0, 180, 300, 20)),
                            ("header2", rect(0, 340, 300, 20)), ("footer2", rect(0, 410, 300, 20))]) {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                    Section {
                        ForEach(0..<3, id: \.self) { Color.blue.frame(height: 100).accessibilityIdentifier("row\($0)") }
                    } header: {
                        Color.red.frame(height: 20).accessibilityIdentifier("header1")
                    } footer: {
                        Color.green.frame(height: 20).accessibilityIdentifier("footer1")
                    }
                    Section {
                        Color.blue.frame(height: 50)
                    } header: {
                        Color.red.frame(height: 20).accessibilityIdentifier("header2")
                    } footer: {
                        Color.green.frame(height: 20).accessibilityIdentifier("footer2")
                    }
                }
            }
        },
        LayoutCase("LazyVStack without pinned views leaves a section's footer after its rows",
                   source: "LazyVStack.init(alignment:spacing:pinnedViews:content:) docs: pinnedViews defaults to none; the footer after 20 + 3 × 100",
                   expect: [("header1", rect(0, 0, 300, 20)), ("footer1", rect(0, 320, 300, 20))]) {
            ScrollView {
                LazyVStack(spacing: 0) {
                    Section {
                        ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 100) }
                    } header: {
                        Color.red.frame(height: 20).accessibilityIdentifier("header1")
                    } footer: {
                        Color.green.frame(height: 20).accessibilityIdentifier("footer1")
                    }
                }
            }
        },
        LayoutCase("ViewThatFits picks the first child whose ideal size fits", source: "ViewThatFits docs (in: .horizontal)",
                   expect: [("narrow", rect(100, 95, 100, 10))]) {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 400, height: 10).accessibilityIdentifier("wide")
                Color.blue.frame(width: 100, height: 10).accessibilityIdentifier("narrow")
            }
        },
        LayoutCase("ScrollView offers its content unlimited height and shows it from the top",
                   source: "ScrollView docs: the content's ideal height (3 × 150) from the top, centred across",
                   expect: [("scroll", rect(0, 0, 300, 200)), ("first", rect(100, 0, 100, 150)), ("third", rect(100, 300, 100, 150))]) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 150).accessibilityIdentifier("first")
                    Color.green.frame(width: 100, height: 150)
                    Color.blue.frame(width: 100, height: 150).accessibilityIdentifier("third")
                }
            }
            .accessibilityIdentifier("scroll")
        },
        LayoutCase("safeAreaInset puts its view on the edge and lays the content out in the rest",
                   source: "safeAreaInset(edge:alignment:spacing:content:) docs: 200 − 40 for the content",
                   expect: [("main", rect(0, 0, 300, 160)), ("bar", rect(0, 160, 300, 40))]) {
            Color.red.accessibilityIdentifier("main")
                .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 40).accessibilityIdentifier("bar") }
        },
        LayoutCase("a Spacer in a VStack pushes the rest down", source: "Spacer docs (expands along its stack's axis)",
                   expect: [("bottom", rect(0, 180, 300, 20))]) {
            VStack {
                Spacer()
                Color.blue.frame(height: 20).accessibilityIdentifier("bottom")
            }
        },
        LayoutCase("nested stacks: the inner stack gets what the outer one leaves", source: "\(stackRule): 300 − 50, then 200 − 50",
                   expect: [("top", rect(50, 0, 250, 150)), ("fixed", rect(50, 150, 250, 50))]) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50)
                VStack(spacing: 0) {
                    Color.green.accessibilityIdentifier("top")
                    Color.blue.frame(height: 50).accessibilityIdentifier("fixed")
                }
            }
        },
        LayoutCase("ZStack aligns on explicit guides too", source: "ZStack + alignmentGuide docs: guides at −10 put the view 10 in",
                   canvas: CGSize(width: 200, height: 200),
                   expect: [("a", rect(50, 50, 100, 100)), ("b", rect(60, 60, 20, 20))]) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("a")
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.leading) { _ in -10 }.alignmentGuide(.top) { _ in -10 }
                    .accessibilityIdentifier("b")
            }
        },
        LayoutCase("aspectRatio(.fill) covers the proposal", source: "aspectRatio(_:contentMode:) docs: 2:1 covering 300 × 100 is 300 × 150",
                   canvas: CGSize(width: 300, height: 100),
                   expect: [("shape", rect(0, -25, 300, 150))]) {
            Color.red.aspectRatio(2, contentMode: .fill).accessibilityIdentifier("shape")
        },
        LayoutCase("a frame with only a width keeps the content's height behaviour", source: "frame(width:height:alignment:) docs",
                   expect: [("shape", rect(125, 0, 50, 200))]) {
            Color.red.frame(width: 50).accessibilityIdentifier("shape")
        },
    ]

    static let customLayouts: [LayoutCase] = [
        LayoutCase("AnyLayout lays out as the layout it wraps", source: "AnyLayout docs; VStackLayout(spacing: 0): 20 + 20 centred",
                   expect: [("top", rect(140, 80, 20, 20)), ("bottom", rect(140, 100, 20, 20))]) {
            AnyLayout(VStackLayout(spacing: 0)) {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("top")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("bottom")
            }
        },
        LayoutCase("a custom Layout: equal widths from the widest ideal size",
                   source: "Apple sample 'Composing custom layouts with SwiftUI' (MyEqualWidthHStack): each subview gets the widest ideal width",
                   expect: [("a", rect(82, 95, 40, 10)), ("b", rect(130, 95, 40, 10)), ("c", rect(178, 95, 40, 10))]) {
            EqualWidthHStack {
                Color.red.frame(idealWidth: 10, idealHeight: 10).accessibilityIdentifier("a")
                Color.green.frame(idealWidth: 40, idealHeight: 10).accessibilityIdentifier("b")
                Color.blue.frame(idealWidth: 20, idealHeight: 10).accessibilityIdentifier("c")
            }
        },
    ]
}

/// The grid docs' example: two rows (40 and 60 wide; 10 and 11 tall) with a divider between.
struct GridWithDivider: View {
    let unsized: Axis.Set
    var body: some View {
        Grid {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.green.frame(width: 60, height: 10)
            }
            Divider().gridCellUnsizedAxes(unsized).accessibilityIdentifier("divider")
            GridRow {
                Color.blue.frame(width: 40, height: 11)
                Color.gray.frame(width: 60, height: 11)
            }
        }
        .accessibilityIdentifier("grid")
    }
}

extension VerticalAlignment {
    private enum MarkerCentre: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }
    static let markerCentre = VerticalAlignment(MarkerCentre.self)
}

/// Apple's equal-width stack (from "Composing custom layouts with SwiftUI"), written as there.
struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let totalSpacing = spacing.reduce(0) { $0 + $1 }
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let spacing = spacing(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var nextX = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: nextX, y: bounds.midY), anchor: .center, proposal: placementProposal)
            nextX += maxSize.width + spacing[index]
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
    }

    private func spacing(subviews: Subviews) -> [CGFloat] {
        subviews.indices.map { index in
            guard index < subviews.count - 1 else { return 0 }
            return subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}
