import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// The SwiftUI members a fifth set of real screens needed with only the import switched (iOS 17
/// and 18 API: symbol effects, content transitions, scroll transitions, visual effects,
/// `onGeometryChange`, `ScrollPosition`, trimmed shapes, shape views filled and stroked), and
/// what those screens showed wrong by eye.
@MainActor @Suite struct RealCodeRound5Tests {
    private static let canvas = CGSize(width: 100, height: 100)
    private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
    private let blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
    private let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)

    private func png(_ view: some View, size: CGSize = canvas) throws -> [UInt8] {
        try Sketch(view, size: size).data(format: .png, scale: 1)
    }

    private func image(_ view: some View, size: CGSize = canvas) throws -> RasterImage {
        try RasterImage(png: png(view, size: size))
    }

    // MARK: trim(from:to:) keeps the part of the outline between two fractions of its length

    @Test func aTrimmedCirclesFirstQuarterRunsFromThreeOClockToSix() throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let quarter = Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.25)
        guard case .move(let start)? = quarter.elements.first, let last = quarter.elements.last,
              case .curve(let end, _, _) = last else {
            Issue.record("a trimmed circle is a move and curves: \(quarter.elements)")
            return
        }
        #expect(abs(start.x - 100) < 0.01 && abs(start.y - 50) < 0.01)
        #expect(abs(end.x - 50) < 0.5 && abs(end.y - 100) < 0.5, "a quarter of the length ends at 6 o'clock: \(end)")
        #expect(quarter.boundingRect.minX > 49 && quarter.boundingRect.minY > 49)
        #expect(Path(ellipseIn: rect).trimmedPath(from: 0.6, to: 0.4).isEmpty, "from after to keeps nothing")
        let half = Path(rect).trimmedPath(from: 0, to: 0.5)
        #expect(half.elements.last == .line(to: CGPoint(x: 100, y: 100)), "a rectangle's half is its top and right sides")
    }

    @Test func aTrimmedStrokedRingDrawsOnlyItsPart() throws {
        let drawn = try image(Circle().trim(from: 0, to: 0.5).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 10).padding(10))
        #expect(drawn.pixel(x: 50, y: 85) == red, "the lower half (from 3 o'clock clockwise to 9) is drawn")
        #expect(drawn.pixel(x: 50, y: 15) == white, "the upper half is not")
    }

    // MARK: iOS 17's ShapeView: a stroked shape can be filled, a filled one stroked

    @Test func aStrokedShapeFilledDrawsTheFillOverTheStroke() throws {
        let view = Circle().stroke(Color.white, lineWidth: 10).fill(Color(red: 1, green: 0, blue: 0))
            .padding(10).background(Color.black)
        let drawn = try image(view)
        #expect(drawn.pixel(x: 50, y: 50) == red)
        #expect(drawn.pixel(x: 50, y: 14) == red, "the fill covers the stroke's inner half")
        #expect(drawn.pixel(x: 50, y: 7) == white, "the stroke's outer half shows around the fill")
    }

    @Test func aFilledShapeStrokedDrawsTheStrokeOverTheFill() throws {
        let view = Circle().fill(Color(red: 1, green: 0, blue: 0)).stroke(Color(red: 0, green: 0, blue: 1), lineWidth: 10).padding(10)
        let drawn = try image(view)
        #expect(drawn.pixel(x: 50, y: 50) == red)
        #expect(drawn.pixel(x: 50, y: 13) == blue, "the stroke is drawn over the fill's edge")
    }

    // MARK: scrollTransition and visualEffect draw the effects the view's geometry gives

    private func carousel(_ configuration: ScrollTransitionConfiguration) -> some View {
        ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<2, id: \.self) { _ in
                    Color(red: 1, green: 0, blue: 0).frame(width: 60, height: 100)
                        .scrollTransition(configuration) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                }
            }
        }
    }

    @Test func aViewPastTheVisibleEdgeIsInTheBottomTrailingPhase() throws {
        let drawn = try image(carousel(.animated))
        #expect(drawn.pixel(x: 30, y: 50) == red, "the first view is wholly visible: identity")
        #expect(drawn.pixel(x: 80, y: 50) == white, "the second is cut by the edge: its phase's effect (hidden)")
    }

    @Test func anInteractiveTransitionInterpolatesByHowFarTheViewHasCrossed() throws {
        // A third of the second view is hidden: its opacity is a third of the way to 0.
        let pixel = try image(carousel(.interactive)).pixel(x: 80, y: 50)
        #expect(pixel.red == 255 && pixel.green > 70 && pixel.green < 100, "about two thirds opaque: \(pixel)")
        #expect(try png(carousel(.identity)) == png(ScrollView(.horizontal) {
            HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0).frame(width: 120, height: 100) }
        }), "the identity configuration never leaves the identity phase")
    }

    @Test func aVisualEffectMovesTheDrawingNotTheLayout() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20).accessibilityIdentifier("box")
            .visualEffect { content, proxy in content.offset(x: proxy.size.width) }
            .frame(width: 100, height: 100, alignment: .topLeading)
        let drawn = try image(view)
        #expect(drawn.pixel(x: 10, y: 10) == white)
        #expect(drawn.pixel(x: 30, y: 10) == red)
        #expect(try Sketch(view, size: Self.canvas).frame(ofID: "box") == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func anEffectAStillCannotDrawIsReportedAtItsLine() throws {
        let sketch = try Sketch(Color.red.visualEffect { content, _ in content.blur(radius: 4) }, size: Self.canvas)
        _ = try sketch.data(format: .png, scale: 1)
        #expect(sketch.diagnostics.contains { $0.message.contains("blur inside visualEffect") && $0.location?.line == #line - 2 })
    }

    // MARK: Geometry read after layout

    private struct MeasuredBar: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 10)
                    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
                Color.red.frame(width: width / 2, height: 10).accessibilityIdentifier("bar")
            }
        }
    }

    @Test func onGeometryChangeDeliversTheLaidOutSizeBeforeTheRenderReturns() throws {
        #expect(try Sketch(MeasuredBar().frame(width: 80), size: Self.canvas).frame(ofID: "bar")?.width == 40)
    }

    private struct ScrollOffsetProbe: View {
        @State private var minY: CGFloat = -1
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                ScrollView {
                    VStack(spacing: 0) {
                        Color.clear.frame(height: 50)
                        Color.clear.frame(height: 5)
                            .onGeometryChange(for: CGFloat.self) { proxy in proxy.frame(in: .scrollView).minY } action: { minY = $0 }
                        Color.red.frame(width: max(0, minY), height: 5).accessibilityIdentifier("probe")
                    }
                }
            }
        }
    }

    @Test func theScrollViewCoordinateSpaceIsTheNearestScrollViews() throws {
        let frame = try Sketch(ScrollOffsetProbe(), size: CGSize(width: 100, height: 200)).frame(ofID: "probe")
        #expect(frame?.width == 50, "50 below the scroll view's top, not 80 below the canvas's: \(String(describing: frame))")
    }

    // MARK: What the screens showed wrong

    @Test func aForegroundStyleOnABorderlessButtonWinsOverTheTint() throws {
        let drawn = try image(Button("MMM") {}.font(.system(size: 40)).foregroundStyle(Color(red: 1, green: 0, blue: 0)))
        var reds = 0, blues = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let p = drawn.pixel(x: x, y: y)
                if p.red > 200 && p.green < 60 && p.blue < 60 { reds += 1 }
                if p.blue > 200 && p.red < 60 { blues += 1 }
            }
        }
        #expect(reds > 50 && blues == 0, "the label is red, not the tint: \(reds) red, \(blues) blue")
    }

    @Test func aLabelInTheNavigationBarShowsItsIconOnly() throws {
        func screen(_ item: some View) -> some View {
            NavigationStack { Text("Body").toolbar { ToolbarItem(placement: .topBarTrailing) { item } } }
        }
        let label = Label("Refresh", systemImage: "arrow.clockwise")
        let size = CGSize(width: 300, height: 200)
        #expect(try png(screen(Button {} label: { label }), size: size) == png(screen(Button {} label: { label.labelStyle(.iconOnly) }), size: size))
        #expect(try png(screen(Button {} label: { label }), size: size) != png(screen(Button {} label: { label.labelStyle(.titleAndIcon) }), size: size),
                "a label style on the item wins")
    }

    @Test func aSectionOfClearRowBackgroundsShowsTheListsBackground() throws {
        let size = CGSize(width: 200, height: 200)
        let clear = try image(List { Section { Text(" ").listRowBackground(Color.clear) } }, size: size)
        let plain = try image(List { Section { Text(" ") } }, size: size)
        // The row sits 35 points down the grouped list; its middle is card white unless the row is clear.
        #expect(plain.pixel(x: 100, y: 57) == white)
        #expect(clear.pixel(x: 100, y: 57) == clear.pixel(x: 100, y: 5), "the clear row shows the grouped background")
    }

    @Test func aPagedTabViewWithIndexDisplayModeNeverDrawsNoDots() throws {
        func pages(_ style: PageTabViewStyle) -> some View {
            TabView { Color.blue; Color.blue }.tabViewStyle(style)
        }
        #expect(try png(pages(.page(indexDisplayMode: .never))) == png(Color.blue))
        #expect(try png(pages(.page)) != png(Color.blue), "the default style draws its dots")
    }

    @Test func animatedEffectsDrawTheirViewAtRest() throws {
        let symbol = Image(systemName: "heart.fill").font(.system(size: 40))
        let still = try png(symbol)
        #expect(try png(symbol.symbolEffect(.bounce, value: 1)) == still)
        #expect(try png(symbol.symbolEffect(.pulse.byLayer, options: .repeating, isActive: true)) == still)
        #expect(try png(Text("12").contentTransition(.numericText(countsDown: true))) == png(Text("12")))
        #expect(try png(symbol.compositingGroup()) == still)
    }

    @Test func iOS17And18ValuesKeepWhatTheyAreGiven() {
        var position = ScrollPosition(idType: String.self)
        #expect(position.viewID == nil && position.edge == nil)
        position.scrollTo(id: "week-2")
        #expect(position.viewID(type: String.self) == "week-2")
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.viewID == nil)
        #expect(ScrollPosition(y: 40).point == CGPoint(x: 0, y: 40))
        #expect(kCFBundleNameKey as String == "CFBundleName")
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(Animation.smooth(duration: 0.3) == .smooth && Animation.snappy(extraBounce: 0.1) == .snappy)
    }

    @Test func aPreviewBodyOfAnAvailabilityCheckIsAViewPreview() {
        // With an empty `else`, the UIKit initialisers made this ambiguous.
        let preview = Preview {
            if #available(iOS 17, *) { Text("New") } else {}
        }
        #expect(preview.name == nil)
    }
}
