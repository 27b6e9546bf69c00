import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `UIScrollView.contentInsetAdjustmentBehavior` as UIKit's header defines each case (issue 23):
/// `.automatic` insets the top and bottom of a navigation or tab bar controller's content scroll
/// view by the safe area even when its content is too short to scroll, so the first cell sits
/// under the navigation bar, not behind it.
@MainActor @Suite struct ContentInsetAdjustmentTests {
    /// A collection view controller with two 50-point cells: far shorter than a phone's screen.
    final class ShortGrid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        convenience init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            self.init(collectionViewLayout: layout)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemBlue
            return cell
        }
    }

    /// A controller whose view holds a full-screen scroll view with 100 points of content, as
    /// the first subview or after another one.
    final class ShortScroll: UIViewController {
        let scroll = UIScrollView()
        let content = UIView()
        var behind = false
        override func viewDidLoad() {
            super.viewDidLoad()
            if behind { view.addSubview(UIView()) }
            scroll.translatesAutoresizingMaskIntoConstraints = false
            content.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scroll)
            scroll.addSubview(content)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: view.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
    }

    /// iPhone 15: 59 points of status bar, 44 of navigation bar, 34 of home indicator.
    static let underTheBar = UIEdgeInsets(top: 59 + 44, left: 0, bottom: 34, right: 0)

    @Test func aShortCollectionViewInANavigationControllerStartsUnderTheBar() throws {
        let grid = ShortGrid()
        let navigation = UINavigationController(rootViewController: grid)
        grid.title = "Photos"
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/short-collection-in-navigation.png", scale: 2)
        }
        let collection = try #require(grid.collectionView)
        #expect(collection.contentSize.height < collection.bounds.height)
        #expect(collection.adjustedContentInset == Self.underTheBar)
        #expect(collection.contentOffset == CGPoint(x: 0, y: -103))
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.convert(first.bounds, to: nil).minY == 103)
        withExtendedLifetime(navigation) {}
    }

    @Test func aShortScrollViewAsTheFirstSubviewIsAdjustedInATabBarController() throws {
        let screen = ShortScroll()
        let tabs = UITabBarController()
        tabs.viewControllers = [screen]
        _ = try Scene(viewController: tabs, device: .iPhone15)
        // The tab bar's 49 points above the home indicator; the status bar at the top.
        #expect(screen.scroll.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34 + 49, right: 0))
        #expect(screen.content.convert(screen.content.bounds, to: nil).minY == 59)
        withExtendedLifetime(tabs) {}
    }

    /// A scroll view behind another subview is not the controller's content scroll view, and a
    /// controller no bar controller shows adjusts nothing it does not scroll.
    @Test(arguments: [(behind: true, inNavigation: true), (behind: false, inNavigation: false)])
    func otherShortScrollViewsAreNotAdjusted(behind: Bool, inNavigation: Bool) throws {
        let screen = ShortScroll()
        screen.behind = behind
        let shown = inNavigation ? UINavigationController(rootViewController: screen) : screen
        _ = try Scene(viewController: shown, device: .iPhone15)
        #expect(screen.scroll.adjustedContentInset == .zero)
        #expect(screen.content.convert(screen.content.bounds, to: nil).minY == 0)
        withExtendedLifetime(shown) {}
    }

    /// `automaticallyAdjustsScrollViewInsets = false` turns the backward-compatible adjustment off.
    @available(*, deprecated)
    @Test func aControllerThatDoesNotAdjustLeavesItsShortScrollViewAlone() throws {
        let grid = ShortGrid()
        #expect(grid.automaticallyAdjustsScrollViewInsets)
        grid.automaticallyAdjustsScrollViewInsets = false
        let navigation = UINavigationController(rootViewController: grid)
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(grid.collectionView.adjustedContentInset == .zero)
        // Scrollable content is still adjusted (the `.scrollableAxes` part of `.automatic`).
        grid.collectionView.alwaysBounceVertical = true
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(grid.collectionView.adjustedContentInset == Self.underTheBar)
    }

    /// Each behaviour on a short scroll view in a navigation controller on a landscape phone,
    /// whose safe area also has sides (59 points each side, 21 below).
    @Test(arguments: [
        (UIScrollView.ContentInsetAdjustmentBehavior.automatic, true, false),
        (.scrollableAxes, false, false),
        (.never, false, false),
        (.always, true, true),
    ])
    func eachBehaviourAsTheHeaderDefinesIt(behavior: UIScrollView.ContentInsetAdjustmentBehavior, vertical: Bool, horizontal: Bool) throws {
        let screen = ShortScroll()
        screen.loadViewIfNeeded()
        screen.scroll.contentInsetAdjustmentBehavior = behavior
        screen.scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let navigation = UINavigationController(rootViewController: screen)
        _ = try Scene(viewController: navigation, device: .iPhone15.landscape)
        let safe = screen.scroll.safeAreaInsets
        #expect(safe.top > 0 && safe.left == 59 && safe.bottom == 21 && safe.right == 59)
        let v: CGFloat = vertical ? 1 : 0, h: CGFloat = horizontal ? 1 : 0
        #expect(screen.scroll.adjustedContentInset == UIEdgeInsets(top: 1 + v * safe.top, left: 2 + h * safe.left,
                                                                   bottom: 3 + v * safe.bottom, right: 4 + h * safe.right))
        withExtendedLifetime(navigation) {}
    }

    /// `.scrollableAxes` adjusts an axis whose content is larger than the frame, or that always
    /// bounces; the other axis keeps its plain inset.
    @Test func scrollableAxesAdjustsOnlyTheAxesThatScroll() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = CGSize(width: 390, height: 900)
        controller.view.addSubview(scroll)
        window.makeKeyAndVisible()
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        scroll.contentSize = CGSize(width: 391, height: 800)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        scroll.alwaysBounceVertical = true
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 47, left: 10, bottom: 34, right: 10))
    }
}

