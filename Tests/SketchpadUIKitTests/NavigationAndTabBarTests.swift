import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// Texts a scene draws, in drawing order, with where their first glyph starts and their colour.
@MainActor
func drawnTexts(_ scene: Scene) throws -> [(text: String, origin: Point, color: Color, size: Double)] {
    try scene.displayList().commands.compactMap { command in
        guard case let .glyphs(run) = command else { return nil }
        return (run.text, run.origin, run.color, run.font.size)
    }
}

/// A controller with a title whose content is pinned under its safe area's top.
@MainActor
final class TitledViewController: UIViewController {
    let content = UIView()

    convenience init(title: String) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

/// `UINavigationController` and `UITabBarController`: where the bars go, what the children's
/// safe areas become, and what the bars draw.
@MainActor @Suite struct NavigationAndTabBarTests {
    @Test func theNavigationBarSitsUnderTheStatusBarAndTheChildsSafeAreaStartsBelowIt() throws {
        let inbox = TitledViewController(title: "Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        expectRect(navigation.navigationBar.frame, 0, 59, 393, 44, "bar")
        expectRect(inbox.view.frame, 0, 0, 393, 852, "child view fills the controller's")
        #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        expectRect(inbox.content.frame, 0, 103, 393, 852 - 103 - 34, "content under the safe area")
        // The title is centred in the bar, 17-point semibold.
        let title = try #require(try drawnTexts(scene).first { $0.text == "Inbox" })
        #expect(title.size == 17 && abs(title.origin.x - (393 / 2)) < 30 && title.origin.y > 59 && title.origin.y < 103)
        #expect(navigation.navigationBar.topItem === inbox.navigationItem && navigation.topViewController === inbox)
        #expect(inbox.navigationController === navigation)
    }

    @Test func largeTitlesMakeTheBarTallerUnlessTheItemSaysNever() throws {
        let inbox = TitledViewController(title: "Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        expectRect(navigation.navigationBar.frame, 0, 59, 393, 96, "bar with a large title")
        #expect(inbox.view.safeAreaInsets.top == 155)
        // Drawn 34-point bold at the leading margin, in the lower part of the bar.
        let title = try #require(try drawnTexts(scene).first { $0.text == "Inbox" })
        #expect(title.size == 34 && abs(title.origin.x - 16) < 3 && title.origin.y > 59 + 44)

        let message = TitledViewController(title: "Message")
        message.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(message, animated: false)
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(navigation.navigationBar.frame.height == 44 && message.view.safeAreaInsets.top == 103)
    }

    @Test func aPushedControllerHasABackButtonTitledWithTheOneBelow() throws {
        let inbox = TitledViewController(title: "Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        let message = TitledViewController(title: "Message")
        navigation.pushViewController(message, animated: false)
        #expect(navigation.viewControllers == [inbox, message] && navigation.children == [inbox, message])
        var texts = try drawnTexts(Scene(viewController: navigation, device: .iPhone15))
        #expect(texts.map(\.text).contains("Message"))
        // Only the top controller's view is shown.
        #expect(inbox.viewIfLoaded?.superview == nil && message.view.superview === navigation.view)
        let back = try #require(texts.first { $0.text == "Inbox" })
        #expect(back.origin.x > 20 && back.origin.x < 40, "after the chevron")
        #expect(back.color == UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).sketchpadColor)

        message.navigationItem.backButtonDisplayMode = .minimal
        texts = try drawnTexts(Scene(viewController: navigation, device: .iPhone15))
        #expect(!texts.map(\.text).contains("Inbox"))
        message.navigationItem.backButtonDisplayMode = .default
        inbox.navigationItem.backButtonTitle = "Mail"
        texts = try drawnTexts(Scene(viewController: navigation, device: .iPhone15))
        #expect(texts.map(\.text).contains("Mail"))
        message.navigationItem.hidesBackButton = true
        texts = try drawnTexts(Scene(viewController: navigation, device: .iPhone15))
        #expect(!texts.map(\.text).contains("Mail"))

        #expect(navigation.popViewController(animated: false) === message)
        #expect(navigation.viewControllers == [inbox] && message.parent == nil)
    }

    @Test func barButtonItemsAreDrawnAtTheEdges() throws {
        let inbox = TitledViewController(title: "Inbox")
        inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        inbox.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        inbox.navigationItem.rightBarButtonItems?.append(UIBarButtonItem(customView: badge))
        let navigation = UINavigationController(rootViewController: inbox)
        let texts = try drawnTexts(Scene(viewController: navigation, device: .iPhone15))
        let done = try #require(texts.first { $0.text == "Done" }), edit = try #require(texts.first { $0.text == "Edit" })
        #expect(abs(edit.origin.x - 16) < 2, "Edit at the leading margin")
        #expect(done.origin.x > 393 - 16 - 60 && done.origin.x < 393 - 16 - 30, "Done at the trailing margin")
        // The custom view is placed in the bar, left of Done.
        #expect(badge.superview === navigation.navigationBar)
        #expect(badge.frame.maxX < done.origin.x && badge.frame.minY == 7)
    }

    @Test func aHiddenBarLeavesTheSafeAreaAlone() throws {
        let inbox = TitledViewController(title: "Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.setNavigationBarHidden(true, animated: false)
        let texts = try drawnTexts(Scene(viewController: navigation, device: .iPhone15))
        #expect(inbox.view.safeAreaInsets.top == 59 && !texts.map(\.text).contains("Inbox"))
    }

    @Test func barsShowTheirAppearance() throws {
        let inbox = TitledViewController(title: "Inbox")
        let navigation = UINavigationController(rootViewController: inbox)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        let indigo = UIColor.systemIndigo.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).sketchpadColor
        // The background reaches up under the status bar, to the top of the screen.
        let fills = try scene.displayList().commands.compactMap { command -> Rect? in
            guard case let .fill(shape, color) = command, color == indigo else { return nil }
            return shape.bounds
        }
        #expect(fills == [Rect(x: 0, y: 0, width: 393, height: 103)])
        #expect(try drawnTexts(scene).first { $0.text == "Inbox" }?.color == .white)
        // Transparent: nothing behind the bar.
        appearance.configureWithTransparentBackground()
        navigation.navigationBar.standardAppearance = appearance
        let again = try Scene(viewController: navigation, device: .iPhone15).displayList().commands
        #expect(!again.contains { if case let .fill(shape, _) = $0 { return shape.bounds.minY == 0 && shape.bounds.height == 103 } else { return false } })
    }

    @Test func theTabBarSitsAboveTheHomeIndicatorAndShowsTheSelectedController() throws {
        let feed = TitledViewController(title: "Feed"), search = TitledViewController(title: "Search")
        let settings = TitledViewController(title: "Settings")
        settings.tabBarItem = UITabBarItem(title: "Prefs", image: UIImage(systemName: "gear"), tag: 2)
        settings.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: feed), search, settings], animated: false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === tabs.viewControllers?[0])
        var scene = try Scene(viewController: tabs, device: .iPhone15)
        expectRect(tabs.tabBar.frame, 0, 852 - 34 - 49, 393, 83, "tab bar")
        // Inside the navigation controller in the first tab: under its bar, above the tab bar.
        #expect(feed.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        var texts = try drawnTexts(scene)
        // Titles: the navigation controller's root's, a title, an item's; the selected one tinted.
        for title in ["Feed", "Search", "Prefs", "3"] { #expect(texts.contains { $0.text == title }, "\(title)") }
        let blue = UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).sketchpadColor
        #expect(texts.last { $0.text == "Feed" }?.color == blue && texts.first { $0.text == "Search" }?.color != blue)

        tabs.selectedIndex = 1
        scene = try Scene(viewController: tabs, device: .iPhone15)
        texts = try drawnTexts(scene)
        #expect(search.view.superview === tabs.view && tabs.viewControllers?[0].viewIfLoaded?.superview == nil)
        #expect(texts.first { $0.text == "Search" }?.color == blue)
        #expect(search.view.safeAreaInsets.bottom == 83 && search.tabBarController === tabs)
    }

    @Test func aControllerPushedWithHidesBottomBarWhenPushedHidesTheTabBar() throws {
        let feed = TitledViewController(title: "Feed"), detail = TitledViewController(title: "Detail")
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: feed)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        navigation.pushViewController(detail, animated: false)
        _ = try Scene(viewController: tabs, device: .iPhone15)
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 34)
    }
}

extension UIColor {
    /// The colour as Sketchpad draws it (for comparing with display lists).
    var sketchpadColor: Color {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = getRed(&r, green: &g, blue: &b, alpha: &a)
        return Color(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
    }
}
