import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// The SwiftUI members a sixth set of real screens (habit trackers, paywalls, social feeds,
/// podcast players, journals, booking screens, game menus, settings, button styles, custom
/// shapes and layouts) needed with only the import switched, and what they showed wrong by eye.
@MainActor @Suite struct RealCodeRound6Tests {
    private static let canvas = CGSize(width: 100, height: 100)
    private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)
    private let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)

    private func image(_ view: some View, size: CGSize = canvas) throws -> RasterImage {
        try RasterImage(png: Sketch(view, size: size).data(format: .png, scale: 1))
    }

    // MARK: A shape is not main-actor isolated (SwiftUI's Shape inherits _RemoveGlobalActorIsolation)

    /// An animatable shape as real code writes it: in Swift 6 mode its `animatableData` satisfies
    /// `Animatable` only if the type does not inherit the main actor from `View` (this file did not
    /// compile before: "conformance of 'Wave' to protocol 'Animatable' crosses into main
    /// actor-isolated code").
    private struct Wave: Shape {
        var yOffset: CGFloat = 0.5
        var animatableData: CGFloat {
            get { yOffset }
            set { yOffset = newValue }
        }

        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY * (1 - yOffset)))
            path.closeSubpath()
            return path
        }
    }

    /// Called off the main actor, as SwiftUI's `nonisolated` requirement allows.
    nonisolated private static func outline(of wave: Wave, in rect: CGRect) -> CGRect {
        wave.path(in: rect).boundingRect
    }

    @Test func anAnimatableShapeIsNonisolatedAndDraws() throws {
        var wave = Wave()
        wave.animatableData = 0.5
        #expect(wave.yOffset == 0.5)
        #expect(Self.outline(of: wave, in: CGRect(x: 0, y: 0, width: 100, height: 100)) == CGRect(x: 0, y: 0, width: 100, height: 100))
        let drawn = try image(wave.fill(Color(red: 1, green: 0, blue: 0)))
        #expect(drawn.pixel(x: 90, y: 10) == red, "the top right is inside the wave")
        #expect(drawn.pixel(x: 5, y: 90) == white, "the bottom left is below its slanted edge")
    }

    // MARK: mask(alignment:_:) and mask(_:)

    @Test func aShapeMaskShowsTheViewOnlyInsideTheShape() throws {
        let drawn = try image(Color(red: 1, green: 0, blue: 0).mask { Circle() })
        #expect(drawn.pixel(x: 50, y: 50) == red)
        #expect(drawn.pixel(x: 3, y: 3) == white, "the corner is outside the circle")
        let rounded = try image(Color(red: 1, green: 0, blue: 0).frame(width: 80, height: 40)
            .mask { RoundedRectangle(cornerRadius: 16, style: .continuous) })
        #expect(rounded.pixel(x: 50, y: 50) == red)
        #expect(rounded.pixel(x: 11, y: 31) == white, "the rounded corner is cut off")
    }

    /// A shape 50 points square whatever it is offered (as SwiftUI's `Circle` sizes itself).
    private struct Square50: Shape {
        func path(in rect: CGRect) -> Path { Path(rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 50, height: 50) }
    }

    @Test func aMaskIsPlacedByItsAlignment() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 50)
            .mask(alignment: .leading) { Square50().fill(Color.black) }
        let drawn = try image(view)
        #expect(drawn.pixel(x: 25, y: 50) == red, "a 50-point square at the leading edge")
        #expect(drawn.pixel(x: 75, y: 50) == white, "nothing past it")
        let centred = try image(Color(red: 1, green: 0, blue: 0).frame(width: 100, height: 50).mask(Circle()))
        #expect(centred.pixel(x: 50, y: 50) == red)
        #expect(centred.pixel(x: 10, y: 50) == white, "the iOS 13 form centres the circle")
    }

    @Test func aMaskThatIsNotAShapeIsReportedAtItsLineAndTheViewDrawnUnmasked() throws {
        let sketch = try Sketch(Color(red: 1, green: 0, blue: 0).mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) },
                                size: Self.canvas)
        let drawn = try RasterImage(png: sketch.data(format: .png, scale: 1))
        #expect(drawn.pixel(x: 50, y: 95) == red)
        #expect(sketch.diagnostics.contains { $0.message.contains("mask(") && $0.location?.line == #line - 4 })
    }

    // MARK: Grid rows share the height offered, as its columns share the width

    @Test func aGridOfColoursFillsTheHeightOffered() throws {
        let blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color(red: 1, green: 0, blue: 0); Color(red: 0, green: 0, blue: 1) }
            GridRow { Color(red: 0, green: 0, blue: 1); Color(red: 1, green: 0, blue: 0) }
        }
        let drawn = try image(grid)
        #expect(drawn.pixel(x: 25, y: 5) == red, "the first row is the top half (it was 10 points tall, centred)")
        #expect(drawn.pixel(x: 25, y: 95) == blue)
        #expect(drawn.pixel(x: 75, y: 75) == red)
        #expect(try Sketch(Grid { GridRow { Text("a").accessibilityIdentifier("a") } }, size: Self.canvas).frame(ofID: "a")?.height ?? 0 < 30,
                "a row of text keeps its text's height")
    }

    // MARK: symbolRenderingMode(_:) on any view (iOS 15)

    private struct ModeReader: View {
        @Environment(\.symbolRenderingMode) private var mode
        var body: some View {
            mode == .hierarchical ? Color(red: 1, green: 0, blue: 0) : Color.white
        }
    }

    @Test func symbolRenderingModeOnAViewSetsTheEnvironment() throws {
        #expect(try image(ModeReader().symbolRenderingMode(.hierarchical)).pixel(x: 50, y: 50) == red)
        #expect(try image(ModeReader()).pixel(x: 50, y: 50) == white, "nil by default")
        let row = HStack { Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical); Text("Read") }
            .symbolRenderingMode(.monochrome)
        _ = try image(row)
    }
}
