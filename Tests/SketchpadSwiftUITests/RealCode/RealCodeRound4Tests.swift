import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// The SwiftUI (and UIKit, through SwiftUI's re-export) members a fourth set of real screens
/// needed with only the import switched: open-source apps' onboarding, settings, profile,
/// dashboard, login and chat screens and button styles by many authors.
@MainActor @Suite struct RealCodeRound4Tests {
    private static let canvas = CGSize(width: 100, height: 100)
    private let red = RasterImage.Pixel(red: 255, green: 0, blue: 0)

    private func png(_ view: some View, size: CGSize = canvas) throws -> [UInt8] {
        try Sketch(view, size: size).data(format: .png, scale: 1)
    }

    private func image(_ view: some View, size: CGSize = canvas) throws -> RasterImage {
        try RasterImage(png: png(view, size: size))
    }

    // MARK: A Gradient is a shape style, drawn top to bottom as AnyGradient is

    @Test func aGradientAsABackgroundRunsFromTopToBottom() throws {
        let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
        let drawn = try image(Color.clear.background(gradient))
        let top = drawn.pixel(x: 50, y: 1), bottom = drawn.pixel(x: 50, y: 98)
        #expect(top.red > 240 && top.blue < 15, "the top is the first colour: \(top)")
        #expect(bottom.blue > 240 && bottom.red < 15, "the bottom is the last colour: \(bottom)")
        #expect(try png(Color.clear.background(gradient)) == png(Color.clear.background(AnyGradient(gradient))))
        #expect(try png(Color.clear.background(gradient)) == png(Rectangle().fill(gradient)))
    }

    // MARK: UIBezierPath builds the outline SwiftUI's Path draws (chat bubbles, rounded corners)

    private struct Bubble: Shape {
        let corners: UIRectCorner
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: 30, height: 30))
            return Path(path.cgPath)
        }
    }

    @Test func aBezierPathRoundsOnlyTheCornersItIsGiven() throws {
        let drawn = try image(Bubble(corners: [.topLeft, .bottomRight]).fill(Color(red: 1, green: 0, blue: 0)))
        #expect(drawn.pixel(x: 1, y: 1) != red, "the top-left corner is rounded")
        #expect(drawn.pixel(x: 98, y: 98) != red, "the bottom-right corner is rounded")
        #expect(drawn.pixel(x: 98, y: 1) == red, "the top-right corner is square")
        #expect(drawn.pixel(x: 1, y: 98) == red, "the bottom-left corner is square")
        #expect(drawn.pixel(x: 50, y: 50) == red)
        let all = try image(Bubble(corners: .allCorners).fill(Color(red: 1, green: 0, blue: 0)))
        #expect(all.pixel(x: 98, y: 1) != red && all.pixel(x: 1, y: 98) != red)
    }

    @Test func aBezierPathsRadiusIsAtMostHalfTheShorterSide() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 20), cornerRadius: 50)
        // With the radius cut to 10 the top edge is straight from x = 10 to 90.
        guard case .line(let end)? = path.cgPath.elements.dropFirst().first else {
            Issue.record("the outline starts with a straight top edge")
            return
        }
        #expect(end == CGPoint(x: 90, y: 0))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    @Test func uikitArcsRunClockwiseOnScreenAndCoreGraphicsArcsTheOtherWay() {
        let center = CGPoint(x: 50, y: 50)
        // UIKit: from 0 to π/2 clockwise passes below the centre (y grows downwards).
        let uikit = UIBezierPath(arcCenter: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(uikit.bounds.minY >= 50 - 1e-9 && uikit.bounds.maxX <= 90 + 1e-9)
        #expect(abs(uikit.currentPoint.x - 50) < 1e-9 && abs(uikit.currentPoint.y - 90) < 1e-9)
        // Core Graphics (and SwiftUI's Path): clockwise: true from 0 to π/2 goes the long way round.
        let cg = CGMutablePath()
        cg.addArc(center: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(cg.boundingBox.minY < 20)
        var swiftUI = Path()
        swiftUI.addArc(center: center, radius: 40, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(Path(cg) == swiftUI)
    }

    @Test func aPathAndItsCGPathHoldTheSameOutline() {
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 90, y: 10))
        path.addQuadCurve(to: CGPoint(x: 90, y: 90), control: CGPoint(x: 120, y: 50))
        path.addCurve(to: CGPoint(x: 10, y: 90), control1: CGPoint(x: 60, y: 120), control2: CGPoint(x: 40, y: 120))
        path.closeSubpath()
        #expect(Path(path.cgPath) == path)
        #expect(path.cgPath.boundingBox == path.boundingRect)
        let rect = CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 10), transform: nil)
        #expect(rect.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 10))
        #expect(rect.currentPoint == CGPoint(x: 5, y: 5))
    }

    // MARK: UIAccessibility reads as a default device does

    private struct MotionProbe: View {
        var body: some View {
            UIAccessibility.isReduceMotionEnabled || UIAccessibility.isVoiceOverRunning || UIAccessibility.isBoldTextEnabled
                ? Color.blue : Color(red: 1, green: 0, blue: 0)
        }
    }

    @Test func uikitAccessibilitySettingsAreOffAsOnADefaultDevice() throws {
        #expect(try image(MotionProbe()).pixel(x: 50, y: 50) == red)
        UIAccessibility.post(notification: .announcement, argument: "Saved")   // nothing to hear it; no crash
    }

    // MARK: symbolVariant(_:) draws the variant's symbol

    @Test func aSymbolVariantDrawsTheVariantsSymbol() throws {
        func symbol(_ view: some View) throws -> [UInt8] { try png(view.font(.system(size: 60)), size: CGSize(width: 80, height: 80)) }
        let filled = try symbol(Image(systemName: "heart.fill"))
        #expect(try symbol(Image(systemName: "heart").symbolVariant(.fill)) == filled)
        #expect(try symbol(Image(systemName: "heart")) != filled)
        #expect(try symbol(Image(systemName: "heart").symbolVariant(.circle.fill)) == (try symbol(Image(systemName: "heart.circle.fill"))))
        #expect(try symbol(Image(systemName: "bell").symbolVariant(.slash)) == (try symbol(Image(systemName: "bell.slash"))))
        #expect(try symbol(Label("Alerts", systemImage: "bell").labelStyle(.iconOnly).symbolVariant(.slash.fill))
                == (try symbol(Image(systemName: "bell.slash.fill"))))
        // A variant the icon set lacks falls back to the symbol as named.
        #expect(try symbol(Image(systemName: "star").symbolVariant(.rectangle)) == (try symbol(Image(systemName: "star"))))
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    // MARK: What a still cannot show is accepted and changes nothing drawn

    @Test func scrollBehaviorsAndTypingSettingsDrawNothing() throws {
        let row = HStack { ForEach(0..<4, id: \.self) { Color(red: 1, green: 0, blue: Double($0) / 4).frame(width: 40, height: 40) } }
        let plain = try png(ScrollView(.horizontal) { row })
        #expect(try png(ScrollView(.horizontal) { row.scrollTargetLayout() }
            .scrollTargetBehavior(.viewAligned).scrollIndicators(.hidden).scrollDisabled(true)
            .scrollDismissesKeyboard(.interactively).scrollPosition(id: .constant(Int?.none))) == plain)
        #expect(try png(ScrollView(.horizontal) { row }.scrollTargetBehavior(.paging)) == plain)
        #expect(try png(ScrollView(.horizontal) { row }.scrollTargetBehavior(.viewAligned(limitBehavior: .always))) == plain)
        let field = TextField("Email", text: .constant("a@b.c"))
        #expect(try png(field.autocapitalization(.none).disableAutocorrection(true), size: CGSize(width: 200, height: 44))
                == png(field, size: CGSize(width: 200, height: 44)))
    }

    // MARK: A body that contains its own view is an error, not a crash

    /// As a real onboarding page has it: `foregroundColor(…)` on a line of its own is
    /// `self.foregroundColor(…)`, so the body holds the view itself, without end.
    private struct PageView: View {
        var body: some View {
            Text("Teste 5")
            foregroundColor(Color(.secondaryLabel))
                .padding()
        }
    }

    @Test func aBodyThatContainsItsOwnViewIsReportedNotACrash() throws {
        do {
            _ = try Sketch(PageView(), size: Self.canvas)
            Issue.record("the render did not stop")
        } catch let error as SwiftUIRenderError {
            #expect(error == .bodyTooDeep(view: "PageView", depth: 200))
            #expect(error.description.contains("foregroundColor(.red)"))
        }
        // Custom views nested as deep as real screens go render.
        #expect(throws: Never.self) { try Sketch(Nested(depth: 60), size: Self.canvas) }
    }

    private struct Nested: View {
        let depth: Int
        var body: some View {
            if depth > 0 { Nested(depth: depth - 1) } else { Color.red }
        }
    }
}
