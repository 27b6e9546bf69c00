import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIViewController` in the iOS 17 SDK (UIViewController.h) that lay out, hold
/// or present views, referenced with their SDK signatures: a missing member does not compile.
/// Storyboards and segues need Apple's runtime (nibs do not load on Linux) and are not listed.
@MainActor
enum UIViewControllerSurface {
    static func reference(_ c: UIViewController, _ other: UIViewController) {
        let _: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)
        let _: (NSCoder) -> UIViewController? = UIViewController.init(coder:)
        let _: ReferenceWritableKeyPath<UIViewController, UIView?> = \.view
        let _: () -> Void = c.loadView
        let _: () -> Void = c.loadViewIfNeeded
        let _: UIView? = c.viewIfLoaded
        let _: () -> Void = c.viewDidLoad
        let _: Bool = c.isViewLoaded
        let _: String? = c.nibName
        let _: Bundle? = c.nibBundle
        let _: (Bool) -> Void = c.viewWillAppear(_:)
        let _: (Bool) -> Void = c.viewDidAppear(_:)
        let _: (Bool) -> Void = c.viewWillDisappear(_:)
        let _: (Bool) -> Void = c.viewDidDisappear(_:)
        let _: () -> Void = c.viewWillLayoutSubviews
        let _: () -> Void = c.viewDidLayoutSubviews
        let _: ReferenceWritableKeyPath<UIViewController, String?> = \.title
        let _: () -> Void = c.didReceiveMemoryWarning
        let _: UIViewController? = c.parent
        let _: UIViewController? = c.presentedViewController
        let _: UIViewController? = c.presentingViewController
        let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.definesPresentationContext
        let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.providesPresentationContextTransitionStyle
        let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.restoresFocusAfterTransition
        let _: Bool = c.isBeingPresented
        let _: Bool = c.isBeingDismissed
        let _: Bool = c.isMovingToParent
        let _: Bool = c.isMovingFromParent
        let _: (UIViewController, Bool, (() -> Void)?) -> Void = c.present(_:animated:completion:)
        let _: (Bool, (() -> Void)?) -> Void = c.dismiss(animated:completion:)
        let _: ReferenceWritableKeyPath<UIViewController, UIModalTransitionStyle> = \.modalTransitionStyle
        let _: ReferenceWritableKeyPath<UIViewController, UIModalPresentationStyle> = \.modalPresentationStyle
        let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.modalPresentationCapturesStatusBarAppearance
        let _: Bool = c.disablesAutomaticKeyboardDismissal
        let _: ReferenceWritableKeyPath<UIViewController, UIRectEdge> = \.edgesForExtendedLayout
        let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.extendedLayoutIncludesOpaqueBars
        let _: ReferenceWritableKeyPath<UIViewController, CGSize> = \.preferredContentSize
        let _: UIStatusBarStyle = c.preferredStatusBarStyle
        let _: Bool = c.prefersStatusBarHidden
        let _: () -> Void = c.setNeedsStatusBarAppearanceUpdate
        let _: [UIViewController] = c.children
        let _: (UIViewController) -> Void = c.addChild(_:)
        let _: () -> Void = c.removeFromParent
        let _: (UIViewController?) -> Void = c.willMove(toParent:)
        let _: (UIViewController?) -> Void = c.didMove(toParent:)
        let _: ReferenceWritableKeyPath<UIViewController, UIEdgeInsets> = \.additionalSafeAreaInsets
        let _: NSDirectionalEdgeInsets = c.systemMinimumLayoutMargins
        let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.viewRespectsSystemMinimumLayoutMargins
        let _: () -> Void = c.viewSafeAreaInsetsDidChange
        let _: () -> Void = c.viewLayoutMarginsDidChange
        let _: UINavigationItem = c.navigationItem
        let _: UINavigationController? = c.navigationController
        let _: ReferenceWritableKeyPath<UIViewController, UITabBarItem?> = \.tabBarItem
        let _: UITabBarController? = c.tabBarController
        let _: ReferenceWritableKeyPath<UIViewController, [UIBarButtonItem]?> = \.toolbarItems
        let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.hidesBottomBarWhenPushed
        let _: ReferenceWritableKeyPath<UIViewController, Bool> = \.isEditing
        let _: (Bool, Bool) -> Void = c.setEditing(_:animated:)
        let _: UIBarButtonItem = c.editButtonItem
        let _: ReferenceWritableKeyPath<UIViewController, UIUserInterfaceStyle> = \.overrideUserInterfaceStyle
        let _: UITraitCollection = c.traitCollection
        let _: (UITraitCollection?) -> Void = c.traitCollectionDidChange(_:)
        let _: (CGSize, UIViewControllerTransitionCoordinator) -> Void = c.viewWillTransition(to:with:)
        let _: () -> Void = c.updateViewConstraints
    }
}

/// A controller that counts the callbacks its root view forwards.
final class CountingController: UIViewController {
    var safeAreaChanges = 0
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
}

@MainActor
@Suite struct UIViewControllerSurfaceTests {
    @Test func theRootViewTellsItsControllerWhenItsSafeAreaChanges() throws {
        let controller = CountingController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.safeAreaChanges >= 0)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let before = controller.safeAreaChanges
        window.layoutIfNeeded()
        #expect(controller.safeAreaChanges > before)
    }

    @Test func everyMemberIsThere() {
        let controller = UIViewController()
        UIViewControllerSurface.reference(controller, UIViewController())
        #expect(!controller.isBeingPresented && controller.children.isEmpty)
        // The edit button follows editing mode, as UIKit's does.
        let edit = controller.editButtonItem
        #expect(edit.title == "Edit" && edit.style == .plain && controller.editButtonItem === edit)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && edit.title == "Done" && edit.style == .done)
        controller.isEditing = false
        #expect(edit.title == "Edit")
        #expect(UIViewController(nibName: "Card", bundle: nil).nibName == "Card")
    }
}
