import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `appearance()` proxies: what they record styles instances made afterwards, a value the
/// instance sets itself wins, container-scoped proxies style only what is inside the containers.
/// Each test runs in `UIAppearanceRegistry.isolated`, so no proxy outlives it.
@MainActor @Suite struct UIAppearanceTests {
    final class Card: UIView {}
    final class CardController: UIViewController {}

    func barPixel(_ navigation: UINavigationController) throws -> RasterImage.Pixel {
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        let image = try scene.renderer.rasterize(try scene.displayList(), scale: 1)
        return image.pixel(x: 5, y: 80)
    }

    @Test func aNavigationBarMadeAfterTheProxyIsSetDrawsItsBarTint() throws {
        try UIAppearanceRegistry.isolated {
            let before = UINavigationController(rootViewController: TitledViewController(title: "Before"))
            UINavigationBar.appearance().barTintColor = .red
            UINavigationBar.appearance().isTranslucent = false
            let navigation = UINavigationController(rootViewController: TitledViewController(title: "Inbox"))
            #expect(navigation.navigationBar.barTintColor == .red && !navigation.navigationBar.isTranslucent)
            let red = try barPixel(navigation)
            #expect(red.red > 240 && red.green < 20 && red.blue < 20, "\(red)")
            // A bar made before the proxy was set keeps its look.
            #expect(before.navigationBar.barTintColor == nil && before.navigationBar.isTranslucent)
            let plain = try barPixel(before)
            #expect(plain.green > 200, "\(plain)")
        }
    }

    @Test func theProxyReadsBackWhatWasSetAndTheClassDefaultOtherwise() {
        UIAppearanceRegistry.isolated {
            #expect(UINavigationBar.appearance().barTintColor == nil)
            #expect(UINavigationBar.appearance().isTranslucent)
            UINavigationBar.appearance().barTintColor = .green
            UINavigationBar.appearance().isTranslucent = false
            #expect(UINavigationBar.appearance().barTintColor == .green)
            #expect(!UINavigationBar.appearance().isTranslucent)
            // Another class's proxy, and a scoped one, record separately.
            #expect(UITabBar.appearance().barTintColor == nil)
            #expect(UINavigationBar.appearance(whenContainedInInstancesOf: [Card.self]).barTintColor == nil)
        }
    }

    @Test func anAppearanceObjectChangedThroughTheProxyReachesNewBars() {
        UIAppearanceRegistry.isolated {
            UINavigationBar.appearance().standardAppearance.backgroundColor = .red
            #expect(UINavigationBar().standardAppearance.backgroundColor == .red)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .blue
            UINavigationBar.appearance().standardAppearance = appearance
            #expect(UINavigationBar().standardAppearance.backgroundColor == .blue)
        }
    }

    @Test func aValueTheInstanceSetsItselfWins() throws {
        try UIAppearanceRegistry.isolated {
            UINavigationBar.appearance().barTintColor = .red
            UINavigationBar.appearance().isTranslucent = false
            let navigation = UINavigationController(rootViewController: TitledViewController(title: "Inbox"))
            navigation.navigationBar.barTintColor = .blue
            let blue = try barPixel(navigation)
            #expect(blue.blue > 240 && blue.red < 20, "\(blue)")
        }
    }

    @Test func aSubclassProxyWinsOverItsSuperclassWhicheverWasSetFirst() {
        UIAppearanceRegistry.isolated {
            UIButton.appearance().tintColor = .red
            UIView.appearance().tintColor = .green
            #expect(UIButton().tintColor == .red)
            #expect(UIView().tintColor == .green)
            #expect(UILabel().tintColor == .green)
        }
    }

    @Test func aContainedProxyStylesOnlyViewsInsideItsContainers() {
        UIAppearanceRegistry.isolated {
            UILabel.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .red
            let card = Card()
            let inside = UILabel()
            card.addSubview(inside)
            let outside = UILabel()
            UIView().addSubview(outside)
            #expect(inside.textColor == .red)
            #expect(outside.textColor == .label)
            // A label that set its colour itself keeps it; one deeper inside is styled too.
            let own = UILabel()
            own.textColor = .blue
            card.addSubview(own)
            #expect(own.textColor == .blue)
            let row = UIView()
            let deep = UILabel()
            row.addSubview(deep)
            card.addSubview(row)
            #expect(deep.textColor == .red)
        }
    }

    @Test func containersAreListedInnermostFirstAndMayBeViewControllers() {
        UIAppearanceRegistry.isolated {
            // UIKit's ascending order: a Card inside a CardController.
            UILabel.appearance(whenContainedInInstancesOf: [Card.self, CardController.self]).textColor = .red
            let controller = CardController()
            let card = Card()
            let label = UILabel()
            card.addSubview(label)
            controller.view.addSubview(card)
            #expect(label.textColor == .red)
            // The order matters: a Card that is not inside a CardController does not count.
            let loose = Card()
            let other = UILabel()
            loose.addSubview(other)
            #expect(other.textColor == .label)
            // Nor does the order reversed.
            UILabel.appearance(whenContainedInInstancesOf: [CardController.self, Card.self]).textColor = .green
            let third = UILabel()
            let card2 = Card()
            card2.addSubview(third)
            let controller2 = CardController()
            controller2.view.addSubview(card2)
            #expect(third.textColor == .red)
        }
    }

    @Test func aTraitProxyStylesInstancesMadeUnderThoseTraits() {
        UIAppearanceRegistry.isolated {
            UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .orange
            #expect(UISwitch().onTintColor == nil)
            var dark: UISwitch?
            UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { dark = UISwitch() }
            #expect(dark?.onTintColor == .orange)
        }
    }

    @Test func barItemsTakeRecordedTitleAttributes() {
        UIAppearanceRegistry.isolated {
            UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
            UIBarButtonItem.appearance().tintColor = .purple
            let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
            #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .white)
            #expect(item.tintColor == .purple)
        }
    }

    @Test func proxiesEndWithTheBlockOrRenderThatSetThem() {
        UIAppearanceRegistry.isolated {
            UINavigationBar.appearance().barTintColor = .red
        }
        #expect(UINavigationBar().barTintColor == nil)
        UIAppearanceRegistry.isolated {
            let disconnect = UIApplication.connectRenderWindow(RenderDevice(screenSize: CGSize(width: 100, height: 100), scale: 1,
                                                                            windowFrame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                                                            safeAreaInsets: .zero))
            UITabBar.appearance().barTintColor = .red
            #expect(UITabBar().barTintColor == .red)
            disconnect()
            #expect(UITabBar().barTintColor == nil)
        }
    }
}
