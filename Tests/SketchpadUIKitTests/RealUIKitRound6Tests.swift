import Foundation
import Testing
import Sketchpad
import SketchpadUIKit

/// What compiling round 6's real UIKit files needed (image literals, custom transitions and
/// their delegate, app delegates and scene configurations, tab bar item appearances, the
/// navigation bar's pre-iOS 13 background and shadow images), each checked with views of our own.
@MainActor @Suite struct RealUIKitRound6Tests {
    @Test func anImageLiteralIsTheNamedImageOrAnEmptyOne() throws {
        // Podcast cells write `UIImageView(image: #imageLiteral(resourceName: "appicon"))`.
        let missing = #imageLiteral(resourceName: "no-such-asset")
        #expect(missing.size == .zero)
        // Like `UIImage()`, it draws nothing (both drew a crossed placeholder before).
        let root = makeRoot(width: 40, height: 40)
        root.backgroundColor = .white
        let imageView = UIImageView(image: #imageLiteral(resourceName: "no-such-asset"))
        imageView.frame = root.bounds
        root.addSubview(imageView)
        expectColor(try pixels(root).pixel(x: 20, y: 20), 255, 255, 255)   // a missing asset draws nothing

        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Images").path
        let saved = UIImage.searchPaths
        UIImage.searchPaths = [folder]
        defer { UIImage.searchPaths = saved }
        let found: UIImage = #imageLiteral(resourceName: "nine-slice")
        #expect(found.size == UIImage(named: "nine-slice")?.size && found.size.width > 0)
    }

    /// A presentation controller of the app's own, as card and bottom-sheet transitions make.
    final class CardPresentation: UIPresentationController {}

    final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            CardPresentation(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test func aCustomPresentationTakesItsPresentationControllerFromTheTransitioningDelegate() {
        let card = UIViewController()
        let transitions = CardTransitions()
        card.transitioningDelegate = transitions
        #expect(!(card.presentationController is CardPresentation))   // not `.custom` yet: a sheet
        card.modalPresentationStyle = .custom
        #expect(card.presentationController is CardPresentation)
        #expect(card.presentationController?.presentedViewController === card)
        #expect(transitions.animationController(forDismissed: card) == nil)   // the optional methods answer nil

        let plain = UIViewController()
        plain.modalPresentationStyle = .custom   // no delegate: a plain presentation controller
        #expect(type(of: plain.presentationController!) == UIPresentationController.self)
    }

    /// A context of the test's own, which animators are handed on iOS by UIKit.
    final class Context: NSObject, UIViewControllerContextTransitioning {
        let containerView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let from = UIViewController(), to = UIViewController()
        var completed: Bool?
        var isAnimated: Bool { true }
        var isInteractive: Bool { false }
        var transitionWasCancelled: Bool { false }
        var presentationStyle: UIModalPresentationStyle { .custom }
        func updateInteractiveTransition(_ percentComplete: CGFloat) {}
        func finishInteractiveTransition() {}
        func cancelInteractiveTransition() {}
        func pauseInteractiveTransition() {}
        func completeTransition(_ didComplete: Bool) { completed = didComplete }
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { key == .from ? from : to }
        func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .from ? from.view : to.view }
        var targetTransform: CGAffineTransform { .identity }
        func initialFrame(for vc: UIViewController) -> CGRect { .zero }
        func finalFrame(for vc: UIViewController) -> CGRect { containerView.bounds }
    }

    /// Slides the presented view up from below the container, as custom present animators do.
    final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let toView = transitionContext.view(forKey: .to)!
            let toVC = transitionContext.viewController(forKey: .to)!
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.center.y += transitionContext.containerView.bounds.height
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.center = transitionContext.containerView.center
            }, completion: { _ in transitionContext.completeTransition(true) })
        }
    }

    @Test func anAnimatorRunsWithAContextAndItsKeysAreUIKits() {
        let context = Context()
        let animator = SlideUp()
        animator.animateTransition(using: context)
        animator.animationEnded(true)   // optional: does nothing unless implemented
        #expect(context.completed == true)
        #expect(context.to.view.superview === context.containerView)
        #expect(context.to.view.frame == CGRect(x: 0, y: 0, width: 100, height: 200))   // animated to its end at once
        #expect(UITransitionContextViewControllerKey.from.rawValue == "UITransitionContextFromViewControllerKey")
        #expect(UITransitionContextViewControllerKey.to.rawValue == "UITransitionContextToViewControllerKey")
        #expect(UITransitionContextViewKey.from.rawValue == "UITransitionContextFromViewKey")
        #expect(UITransitionContextViewKey.to.rawValue == "UITransitionContextToViewKey")
    }

    /// The app delegate Xcode's template writes, with only what it overrides.
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var launched = false
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            launched = true
            return true
        }
    }

    @Test func anAppDelegatesOptionalMethodsHaveUIKitsDefaults() {
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let app = UIApplication.shared
        #expect(app.delegate?.application(app, didFinishLaunchingWithOptions: [.url: URL(string: "https://example.com")!]) == true)
        #expect(delegate.launched)
        #expect(delegate.application(app, willFinishLaunchingWithOptions: nil))
        delegate.applicationDidBecomeActive(app)   // optional: nothing happens
        delegate.window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(delegate.window?.bounds.width == 10)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
    }

    @Test func tabBarItemAppearancesColourTheIconsAndTitles() throws {
        let feed = TitledViewController(title: "Feed"), search = TitledViewController(title: "Search")
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "house"), tag: 0)
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let tabs = UITabBarController()
        tabs.setViewControllers([feed, search], animated: false)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemRed
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        tabs.tabBar.standardAppearance = appearance
        let light = UITraitCollection(userInterfaceStyle: .light)
        func color(_ color: UIColor) -> Color { color.resolvedColor(with: light).sketchpadColor }
        let scene = try Scene(viewController: tabs, device: .iPhone15)
        let texts = try drawnTexts(scene)
        #expect(texts.last { $0.text == "Feed" }?.color == color(.systemGreen))
        #expect(texts.last { $0.text == "Search" }?.color == color(.systemOrange))
        // The selected icon in the state's icon colour; the other one, with none set, in grey.
        let picture = try scene.renderer.rasterize(try scene.displayList(), scale: 1)
        let bar = tabs.tabBar.frame
        func barHas(_ color: UIColor) -> Bool {
            let c = color.resolvedColor(with: light).sketchpadColor
            let (r, g, b) = (Int(c.red * 255), Int(c.green * 255), Int(c.blue * 255))
            for y in Int(bar.minY)..<Int(bar.maxY) {
                for x in 0..<Int(bar.width) {
                    let p = picture.pixel(x: x, y: y)
                    if abs(Int(p.red) - r) <= 3 && abs(Int(p.green) - g) <= 3 && abs(Int(p.blue) - b) <= 3 { return true }
                }
            }
            return false
        }
        #expect(barHas(.systemRed) && barHas(.systemGray))
        #expect(!barHas(.systemBlue))   // the tint gives way to the appearance
        // A copy keeps the item appearances.
        let copy = UITabBarAppearance(barAppearance: appearance)
        #expect(copy.stackedLayoutAppearance.selected.iconColor == .systemRed)
        #expect(copy.stackedLayoutAppearance !== appearance.stackedLayoutAppearance)
    }

    @Test func anEmptyBackgroundAndShadowImageMakeTheNavigationBarTransparent() throws {
        // `setBackgroundImage(UIImage(), for: .default)` and `shadowImage = UIImage()`: the
        // pre-iOS 13 transparent bar, still common in onboarding and profile screens.
        let inbox = TitledViewController(title: "Inbox")
        inbox.view.backgroundColor = .systemRed
        let navigation = UINavigationController(rootViewController: inbox)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        navigation.navigationBar.standardAppearance = appearance
        let light = UITraitCollection(userInterfaceStyle: .light)
        let indigo = UIColor.systemIndigo.resolvedColor(with: light).sketchpadColor
        func barFills() throws -> [Color] {
            try Scene(viewController: navigation, device: .iPhone15).displayList().commands.compactMap { command -> Color? in
                guard case let .fill(shape, color) = command, shape.bounds.maxY <= 104, shape.bounds.width == 393 else { return nil }
                return color
            }
        }
        #expect(try barFills().contains(indigo))
        navigation.navigationBar.setBackgroundImage(UIImage(), for: .default)
        #expect(navigation.navigationBar.backgroundImage(for: .default)?.size == .zero)
        #expect(try !barFills().contains(indigo))
        #expect(try barFills().contains { $0.alpha < 0.5 })   // the hairline is still there
        navigation.navigationBar.shadowImage = UIImage()
        #expect(try barFills().isEmpty)   // nothing over the red view: transparent
        navigation.navigationBar.setBackgroundImage(nil, for: .default)
        #expect(try barFills().contains(indigo))
    }
}
