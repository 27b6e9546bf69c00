import Foundation
import Testing
@testable import SketchpadSwiftUI
import class SketchpadRender.Scene

/// Renders nest (an `ImageRenderer` in a body, a `UIHostingController` in a UIKit screen) and run
/// one after another; each sees the device it draws for in `UIScreen.main` and the app's window,
/// and the render around it sees its own again when it ends.
@MainActor @Suite(.serialized) struct RenderDeviceTests {
    final class Reads { var screens: [CGSize] = []; var windows: [CGFloat] = [] }

    struct Inner: View {
        let reads: Reads
        var body: some View {
            reads.screens.append(UIScreen.main.bounds.size)
            reads.windows.append(UIApplication.shared.windows.first?.safeAreaInsets.top ?? -1)
            return Color.red.frame(width: 10, height: 10)
        }
    }

    /// Renders `Inner` with an ImageRenderer from its body, between two reads of the screen.
    struct Outer: View {
        let reads: Reads
        var nested: (Reads) -> Void
        var body: some View {
            reads.screens.append(UIScreen.main.bounds.size)
            nested(reads)
            reads.screens.append(UIScreen.main.bounds.size)
            reads.windows.append(UIApplication.shared.windows.first?.safeAreaInsets.top ?? -1)
            return Color.blue
        }
    }

    @Test func anImageRendererInABodyDrawsForTheOuterRendersDeviceWhichItLeavesIntact() throws {
        let before = UIScreen.main.bounds
        let reads = Reads()
        _ = try Sketch(Outer(reads: reads) { reads in _ = try? ImageRenderer(content: Inner(reads: reads)).pngData() }, device: .iPhoneSE)
        let se = CGSize(width: 375, height: 667)
        // Outer, inner (the same device: iOS has one screen), outer again.
        #expect(reads.screens == [se, se, se])
        #expect(reads.windows == [20, 20])
        #expect(UIScreen.main.bounds == before)
        #expect(UIApplication.renderDevice == nil)
    }

    @Test func aNestedSketchSeesItsOwnDeviceAndTheOuterOneSeesItsOwnAfter() throws {
        let reads = Reads()
        _ = try Sketch(Outer(reads: reads) { reads in _ = try? Sketch(Inner(reads: reads), device: .iPhone15) }, device: .iPhoneSE)
        #expect(reads.screens == [CGSize(width: 375, height: 667), CGSize(width: 393, height: 852), CGSize(width: 375, height: 667)])
        #expect(reads.windows == [59, 20])
        #expect(UIScreen.main.scale == 3, "the screen outside renders again")
    }

    @Test func aRenderThatThrowsRestoresTheScreenAndWindows() throws {
        final class Missing: ObservableObject {}
        struct NeedsObject: View {
            @EnvironmentObject var missing: Missing
            var body: some View { Text("never") }
        }
        let before = (UIScreen.main.bounds, UIScreen.main.scale)
        #expect(throws: (any Error).self) { try Sketch(NeedsObject(), device: .iPhoneSE) }
        #expect(UIScreen.main.bounds == before.0 && UIScreen.main.scale == before.1)
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.renderDevice == nil)
    }

    @Test func rendersOneAfterAnotherEachSeeTheirOwnDevice() throws {
        let reads = Reads()
        _ = try Sketch(Inner(reads: reads), device: .iPhoneSE)
        _ = try Sketch(Inner(reads: reads), device: .iPhone15ProMax)
        _ = try Sketch(Inner(reads: reads), size: CGSize(width: 120, height: 80))
        #expect(reads.screens.map(\.width) == [375, 430, 120])
        #expect(reads.windows == [20, 59, 0])
    }

    /// A hosting controller's view in part of a UIKit screen: its SwiftUI content, drawn when the
    /// scene is, sees the device's screen and window, not its own frame; `viewDidLoad` of the
    /// screen sees the device too (it saw the default 393 × 852 screen whatever the device).
    @Test func swiftUIHostedInAUIKitScreenSeesTheScreensDevice() throws {
        final class Screen: UIViewController {
            let reads: Reads
            let host: UIHostingController<Inner>
            var loaded: CGSize = .zero
            init(reads: Reads) {
                self.reads = reads
                host = UIHostingController(rootView: Inner(reads: reads))
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                loaded = UIScreen.main.bounds.size
                addChild(host)
                host.view.frame = CGRect(x: 20, y: 100, width: 200, height: 120)
                view.addSubview(host.view)
                host.didMove(toParent: self)
            }
        }
        let reads = Reads()
        let screen = Screen(reads: reads)
        let scene = try Scene(viewController: screen, device: .iPhoneSE)
        _ = try scene.displayList()
        #expect(screen.loaded == CGSize(width: 375, height: 667))
        #expect(!reads.screens.isEmpty)
        #expect(reads.screens.allSatisfy { $0 == CGSize(width: 375, height: 667) }, "\(reads.screens)")
        #expect(reads.windows.allSatisfy { $0 == 20 }, "\(reads.windows)")
        #expect(UIApplication.renderDevice == nil)
    }
}
