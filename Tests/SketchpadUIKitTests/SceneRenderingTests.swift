import Testing
import Foundation
import Sketchpad
@testable import SketchpadUIKit

/// `Scene(viewController:device:)` and `Scene(view:)`: UIKit code drawn by today's renderer.
@MainActor @Suite struct SceneRenderingTests {
    final class SettingsViewController: UIViewController {
        let card = UIView(), wifi = UILabel(), toggle = UISwitch(), button = UIButton(type: .system), notes = UITextView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 12
            card.layer.borderWidth = 1
            card.layer.borderColor = UIColor.systemGray4.cgColor
            wifi.text = "Wi-Fi"
            wifi.font = .preferredFont(forTextStyle: .body)
            toggle.isOn = true
            button.setTitle("Other networks", for: .normal)
            notes.text = "Networks you join are remembered. Known networks are joined automatically when they are in range."
            notes.font = .preferredFont(forTextStyle: .footnote)
            notes.textColor = .secondaryLabel
            notes.isScrollEnabled = false
            notes.backgroundColor = .clear
            for v in [card, wifi, toggle, button, notes] { v.translatesAutoresizingMaskIntoConstraints = false }
            view.addSubview(card)
            card.addSubview(wifi)
            card.addSubview(toggle)
            view.addSubview(button)
            view.addSubview(notes)
            NSLayoutConstraint.activate([
                notes.topAnchor.constraint(equalTo: button.bottomAnchor, constant: 8),
                notes.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                notes.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                card.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                card.heightAnchor.constraint(equalToConstant: 52),
                wifi.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor, constant: 8),
                wifi.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                toggle.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                toggle.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                button.topAnchor.constraint(equalToSystemSpacingBelow: card.bottomAnchor, multiplier: 2),
                button.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            ])
        }
    }

    @Test func viewControllerOnADevice() throws {
        let controller = SettingsViewController()
        let scene = try Scene(viewController: controller, device: .iPhone15)
        // Safe area 59 on iPhone 15, root margins 16; the switch at the card's trailing margin.
        expectRect(controller.card.frame, 16, 79, 361, 52)
        expectRect(controller.toggle.frame, 361 - 8 - 51, 10.5, 51, 31)
        #expect(abs(controller.button.frame.minY - (131 + 16)) < 1e-9)   // 2 × system spacing below the card
        let png = try scene.data(format: .png, scale: 1)
        #expect(png.count > 1000)
        #expect(try scene.data(format: .png, scale: 1) == png)     // same input, same bytes
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/settings-light.png", scale: 2)
            let dark = try Scene(viewController: SettingsViewController(), device: .iPhone15,
                                 traits: UITraitCollection(userInterfaceStyle: .dark))
            try dark.render(to: folder + "/settings-dark.png", scale: 2)
        }
    }

    /// Dark traits resolve dynamic colours differently: the pictures differ.
    @Test func darkTraitsChangeThePicture() throws {
        let light = try Scene(viewController: SettingsViewController(), device: .iPhoneSE).data(format: .png, scale: 1)
        let dark = try Scene(viewController: SettingsViewController(), device: .iPhoneSE,
                             traits: UITraitCollection(userInterfaceStyle: .dark)).data(format: .png, scale: 1)
        #expect(light != dark)
    }

    /// A scene of a hierarchy with a constraint UIKit would refuse is an error, not a picture.
    @Test func issuesFailTheScene() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), stranger = UIView()
        root.addSubview(a)
        a.translatesAutoresizingMaskIntoConstraints = false
        a.topAnchor.constraint(equalTo: stranger.topAnchor).isActive = true
        #expect(throws: UIKitLayoutIssue.self) { try Scene(view: root) }
    }

    /// `Scene(view:)` draws a root view; a view inside a hierarchy is refused with a message.
    @Test func aSubviewIsNotARoot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), child = UIView()
        root.addSubview(child)
        #expect {
            try Scene(view: child)
        } throws: { error in
            (error as? UIKitLayoutIssue)?.message.contains("removeFromSuperview") == true
        }
    }

    /// The scene draws the layout UIKit's pass made (issue 25): drawing does not lay the tree out
    /// again (which measured every view a second time), and a change after the scene was made is
    /// laid out by UIKit's pass, as `layoutIfNeeded()` would.
    @Test func drawingReusesTheLayoutUIKitMade() throws {
        final class Counted: UIView {
            var measured = 0
            override var intrinsicContentSize: CGSize {
                measured += 1
                return CGSize(width: 40, height: 20)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100)), badge = Counted()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        badge.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
        let top = badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        top.isActive = true
        let scene = try Scene(view: root)
        let measuredByUIKit = badge.measured
        #expect(measuredByUIKit > 0)
        _ = try scene.displayList()
        _ = try scene.data(format: .png, scale: 1)
        #expect(badge.measured == measuredByUIKit, "drawing laid the tree out again")
        #expect(scene.layout().frame(of: badge.node) == Rect(x: 80, y: 10, width: 40, height: 20))
        top.constant = 30
        #expect(scene.layout().frame(of: badge.node) == Rect(x: 80, y: 30, width: 40, height: 20))
        #expect(badge.frame == CGRect(x: 80, y: 30, width: 40, height: 20))
    }

    @Test func aPlainViewOnItsOwnCanvas() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        let scene = try Scene(view: card)
        #expect(scene.size == Size(width: 200, height: 80))
        #expect(try scene.data(format: .png, scale: 1).count > 100)
    }
}

/// While a view lays out, its traits are the current ones (as in UIKit), so colours resolved
/// there follow the appearance.
@MainActor @Suite struct CurrentTraitsTests {
    @Test func layoutSubviewsSeesTheViewsTraits() throws {
        final class Badge: UIView {
            var seen: UIUserInterfaceStyle?
            override func layoutSubviews() {
                super.layoutSubviews()
                seen = UITraitCollection.current.userInterfaceStyle
                layer.borderColor = UIColor.label.cgColor
            }
        }
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        _ = try Scene(view: badge, traits: UITraitCollection(userInterfaceStyle: .dark))
        #expect(badge.seen == .dark)
        #expect(badge.layer.borderColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UITraitCollection.current.userInterfaceStyle != .dark)
    }
}
