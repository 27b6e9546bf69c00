import Foundation
import Testing
@testable import SketchpadSwiftUI
import class SketchpadRender.Scene
import class SketchpadWidgets.SegmentedControl
import class SketchpadWidgets.TabBar
import struct SketchpadLayout.Rect

/// UIKit views inside SwiftUI (representables) and SwiftUI inside UIKit (`UIHostingController`).
@MainActor @Suite struct InteropTests {
    struct SwitchView: UIViewRepresentable {
        func makeUIView(context: Context) -> UISwitch {
            let view = UISwitch()
            view.isOn = true
            return view
        }
        func updateUIView(_ uiView: UISwitch, context: Context) {}
    }

    struct Badge: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            let dot = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 20))
            dot.backgroundColor = .systemRed
            view.addSubview(dot)
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { CGSize(width: 100, height: 40) }
    }

    @Test func aRepresentableTakesItsViewsIntrinsicSizeAndDrawsIt() throws {
        let sketch = try Sketch(SwitchView().accessibilityIdentifier("s"), size: CGSize(width: 300, height: 200))
        #expect(sketch.frame(ofID: "s")?.size == CGSize(width: 51, height: 31))
        #expect(try ControlsTests.fills(sketch).contains(SketchpadWidgetsColor(hex: 0x34C759)))
    }

    @Test func aRepresentablesSizeThatFitsWinsAndItsSubviewsAreDrawnWhereUIKitPutsThem() throws {
        let sketch = try Sketch(VStack(spacing: 0) {
            Color.clear.frame(height: 50)
            Badge().accessibilityIdentifier("badge")
            Spacer()
        }, size: CGSize(width: 300, height: 200))
        let frame = try #require(sketch.frame(ofID: "badge"))
        #expect(frame.size == CGSize(width: 100, height: 40))
        let red = try sketch.still.displayList().commands.compactMap { command -> SketchpadLayout.Rect? in
            if case .fill(let shape, let color) = command, color == SketchpadWidgetsColor(hex: 0xFF3B30) { return shape.bounds }
            return nil
        }
        #expect(red == [SketchpadLayout.Rect(x: Double(frame.minX) + 10, y: 55, width: 20, height: 20)])
    }

    @Test func aHostingControllerDrawsItsRootViewInAUIKitScene() throws {
        let host = UIHostingController(rootView: VStack {
            Text("Hosted")
            Color.green.frame(width: 40, height: 40)
        })
        let scene = try Scene(viewController: host, device: .iPhone15)
        let commands = try scene.displayList().commands
        let green = commands.compactMap { command -> SketchpadLayout.Rect? in
            if case .fill(let shape, let color) = command, color == SketchpadWidgetsColor(hex: 0x34C759) { return shape.bounds }
            return nil
        }
        // Centred in the iPhone 15's safe area (59 top, 34 bottom), under the text.
        let square = try #require(green.first)
        // (on the 3x pixel grid: within a third of a point)
        #expect(square.width == 40 && abs(square.midX - 393.0 / 2) <= 1.0 / 3 + 1e-9)
        #expect(abs(square.midY - (59 + (852 - 59 - 34) / 2 + 15)) < 12, "\(square)")
        #expect(commands.contains { if case .glyphs = $0 { true } else { false } })
    }
}
