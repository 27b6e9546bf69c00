import Foundation
import SketchpadTesting
import SketchpadUIKit
import Testing

/// What the UIKit strategies do beyond swift-snapshot-testing's spelling: where they refuse to
/// work and say why, what they leave behind, and the pixels they make.
@MainActor @Suite struct UIKitStrategyTests {
    @Test func offTheMainActorTheyFailWithAMessage() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let message = await Task.detached {
            do {
                _ = try Snapshotting<UIView, String>.recursiveDescription.capture(view)
                return "no error"
            } catch {
                return "\(error)"
            }
        }.value
        #expect(message.contains("main thread: mark the test (or its suite) @MainActor"), "\(message)")
    }

    @Test func aViewWithoutASizeIsAnErrorNotAnEmptyPicture() {
        let empty = UIView()
        #expect {
            try Snapshotting<UIView, PNGSnapshot>.image.capture(empty)
        } throws: { error in
            "\(error)".contains("UIView is 0.0 × 0.0 points after layout") && "\(error)".contains("pass a size")
        }
    }

    @Test func theViewIsLeftAsItWas() throws {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        _ = try Snapshotting<UIView, PNGSnapshot>.image(size: CGSize(width: 200, height: 80)).capture(view)
        #expect(view.superview == nil && view.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
        let controller = UIViewController()
        _ = try Snapshotting<UIViewController, PNGSnapshot>.image(on: .iPhoneSe, traits: .init(displayScale: 1)).capture(controller)
        #expect(controller.parent == nil && controller.view.superview == nil)
    }

    @Test func whatNoViewPaintsIsTransparent() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        dot.backgroundColor = .red
        view.addSubview(dot)
        let image = try Snapshotting<UIView, PNGSnapshot>.image(traits: .init(displayScale: 1)).capture(view).image
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.bytes[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4]) }
        #expect(image.width == 20 && image.height == 10)
        #expect(pixel(5, 5) == [255, 0, 0, 255] && pixel(15, 5)[3] == 0)
    }

    @Test func theScaleIsTheTraitsElseTheScreens() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .blue
        #expect(try Snapshotting<UIView, PNGSnapshot>.image.capture(view).image.width == Int(20 * UIScreen.main.scale))
        #expect(try Snapshotting<UIView, PNGSnapshot>.image(traits: .init(displayScale: 2)).capture(view).image.width == 40)
    }

    @Test func darkTraitsResolveDynamicColours() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = .systemBackground
        let dark = try Snapshotting<UIView, PNGSnapshot>.image(traits: .init(userInterfaceStyle: .dark)).capture(view).image
        let light = try Snapshotting<UIView, PNGSnapshot>.image.capture(view).image
        #expect(Array(dark.bytes.prefix(4)) == [0, 0, 0, 255] && Array(light.bytes.prefix(4)) == [255, 255, 255, 255])
    }

    @Test func theControllerAppearsAndItsTraitsChangeBeforeLayout() throws {
        final class Controller: UIViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
            override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
            override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                log.append("traits \(traitCollection.preferredContentSizeCategory == .medium ? "medium" : "other")")
            }
            override func viewDidLayoutSubviews() { if log.last != "layout" { log.append("layout") } }
        }
        let controller = Controller()
        _ = try Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhone13).capture(controller)
        #expect(controller.log.first == "willAppear")
        #expect(controller.log.contains("traits medium") && controller.log.contains("willDisappear"))
        let traits = try #require(controller.log.firstIndex(of: "traits medium"))
        #expect(controller.log[traits...].contains("layout"))
    }
}
