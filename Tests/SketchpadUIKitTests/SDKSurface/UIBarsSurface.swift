import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// The members of the bars and their items in the iOS 17 SDK (UIBarItem.h, UIBarButtonItem.h,
/// UINavigationItem.h, UINavigationBar.h, UIToolbar.h, UITabBar.h, UITabBarItem.h,
/// UINavigationController.h, UITabBarController.h, UIBarAppearance.h and its subclasses'
/// headers, UIBlurEffect.h, UIVibrancyEffect.h, UIVisualEffectView.h, UISearchController.h),
/// referenced with their SDK signatures: a missing member does not compile. Not mirrored: the
/// bar-metrics appearance methods (`setBackgroundImage(_:for:barMetrics:)` and the position
/// adjustments), bar button item groups and iOS 16's item customisation, the bar button item
/// and navigation bar appearances' per-state item styling (`UIBarButtonItemAppearance`),
/// `UITabBarItemAppearance`, the More navigation controller, gesture recognizers and transition
/// coordinators, and `UISearchBar` beyond its text, scope and style values.
@MainActor
enum UIBarsSurface {
    static func reference(_ item: UIBarButtonItem, _ navigationItem: UINavigationItem, _ tabItem: UITabBarItem) {
        // UIBarItem
        let _: ReferenceWritableKeyPath<UIBarItem, String?> = \.title
        let _: ReferenceWritableKeyPath<UIBarItem, UIImage?> = \.image
        let _: ReferenceWritableKeyPath<UIBarItem, UIImage?> = \.landscapeImagePhone
        let _: ReferenceWritableKeyPath<UIBarItem, UIImage?> = \.largeContentSizeImage
        let _: ReferenceWritableKeyPath<UIBarItem, UIEdgeInsets> = \.imageInsets
        let _: ReferenceWritableKeyPath<UIBarItem, UIEdgeInsets> = \.landscapeImagePhoneInsets
        let _: ReferenceWritableKeyPath<UIBarItem, UIEdgeInsets> = \.largeContentSizeImageInsets
        let _: ReferenceWritableKeyPath<UIBarItem, Int> = \.tag
        let _: ReferenceWritableKeyPath<UIBarItem, Bool> = \.isEnabled
        let _: ([NSAttributedString.Key: Any]?, UIControl.State) -> Void = item.setTitleTextAttributes(_:for:)
        let _: (UIControl.State) -> [NSAttributedString.Key: Any]? = item.titleTextAttributes(for:)
        // UIBarButtonItem
        let _: (UIImage?, UIBarButtonItem.Style, Any?, Selector?) -> UIBarButtonItem = UIBarButtonItem.init(image:style:target:action:)
        let _: (UIImage?, UIImage?, UIBarButtonItem.Style, Any?, Selector?) -> UIBarButtonItem =
            UIBarButtonItem.init(image:landscapeImagePhone:style:target:action:)
        let _: (String?, UIBarButtonItem.Style, Any?, Selector?) -> UIBarButtonItem = UIBarButtonItem.init(title:style:target:action:)
        let _: (UIBarButtonItem.SystemItem, Any?, Selector?) -> UIBarButtonItem = UIBarButtonItem.init(barButtonSystemItem:target:action:)
        let _: (UIView) -> UIBarButtonItem = UIBarButtonItem.init(customView:)
        let _: (UIAction?) -> UIBarButtonItem = UIBarButtonItem.init(primaryAction:)
        let _: UIBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: nil)
        let _: UIBarButtonItem = UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil, menu: nil)
        let _: UIBarButtonItem = .fixedSpace(8)
        let _: UIBarButtonItem = .flexibleSpace()
        let _: ReferenceWritableKeyPath<UIBarButtonItem, UIBarButtonItem.Style> = \.style
        let _: ReferenceWritableKeyPath<UIBarButtonItem, CGFloat> = \.width
        let _: ReferenceWritableKeyPath<UIBarButtonItem, Set<String>?> = \.possibleTitles
        let _: ReferenceWritableKeyPath<UIBarButtonItem, UIView?> = \.customView
        let _: ReferenceWritableKeyPath<UIBarButtonItem, Selector?> = \.action
        let _: ReferenceWritableKeyPath<UIBarButtonItem, AnyObject?> = \.target
        let _: ReferenceWritableKeyPath<UIBarButtonItem, UIAction?> = \.primaryAction
        let _: ReferenceWritableKeyPath<UIBarButtonItem, UIMenu?> = \.menu
        let _: ReferenceWritableKeyPath<UIBarButtonItem, Bool> = \.changesSelectionAsPrimaryAction
        let _: ReferenceWritableKeyPath<UIBarButtonItem, Bool> = \.isSelected
        let _: ReferenceWritableKeyPath<UIBarButtonItem, Bool> = \.isHidden
        let _: ReferenceWritableKeyPath<UIBarButtonItem, Bool> = \.isSymbolAnimationEnabled
        let _: ReferenceWritableKeyPath<UIBarButtonItem, UIColor?> = \.tintColor
        let _: [UIBarButtonItem.Style] = [.plain, .done]
        let _: [UIBarButtonItem.SystemItem] = [.done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply,
                                               .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play,
                                               .pause, .rewind, .fastForward, .undo, .redo, .close]
        // UINavigationItem
        let _: (String) -> UINavigationItem = UINavigationItem.init(title:)
        let _: ReferenceWritableKeyPath<UINavigationItem, String?> = \.title
        let _: ReferenceWritableKeyPath<UINavigationItem, UIView?> = \.titleView
        let _: ReferenceWritableKeyPath<UINavigationItem, String?> = \.prompt
        let _: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \.backBarButtonItem
        let _: ReferenceWritableKeyPath<UINavigationItem, String?> = \.backButtonTitle
        let _: ReferenceWritableKeyPath<UINavigationItem, Bool> = \.hidesBackButton
        let _: (Bool, Bool) -> Void = navigationItem.setHidesBackButton(_:animated:)
        let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationItem.BackButtonDisplayMode> = \.backButtonDisplayMode
        let _: ReferenceWritableKeyPath<UINavigationItem, UIAction?> = \.backAction
        let _: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?> = \.leftBarButtonItems
        let _: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?> = \.rightBarButtonItems
        let _: ([UIBarButtonItem]?, Bool) -> Void = navigationItem.setLeftBarButtonItems(_:animated:)
        let _: ([UIBarButtonItem]?, Bool) -> Void = navigationItem.setRightBarButtonItems(_:animated:)
        let _: ReferenceWritableKeyPath<UINavigationItem, Bool> = \.leftItemsSupplementBackButton
        let _: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \.leftBarButtonItem
        let _: ReferenceWritableKeyPath<UINavigationItem, UIBarButtonItem?> = \.rightBarButtonItem
        let _: (UIBarButtonItem?, Bool) -> Void = navigationItem.setLeftBarButton(_:animated:)
        let _: (UIBarButtonItem?, Bool) -> Void = navigationItem.setRightBarButton(_:animated:)
        let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationItem.LargeTitleDisplayMode> = \.largeTitleDisplayMode
        let _: ReferenceWritableKeyPath<UINavigationItem, UISearchController?> = \.searchController
        let _: ReferenceWritableKeyPath<UINavigationItem, Bool> = \.hidesSearchBarWhenScrolling
        let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationItem.SearchBarPlacement> = \.preferredSearchBarPlacement
        let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationItem.ItemStyle> = \.style
        let _: ReferenceWritableKeyPath<UINavigationItem, String?> = \.customizationIdentifier
        let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationBarAppearance?> = \.standardAppearance
        let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationBarAppearance?> = \.compactAppearance
        let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationBarAppearance?> = \.scrollEdgeAppearance
        let _: ReferenceWritableKeyPath<UINavigationItem, UINavigationBarAppearance?> = \.compactScrollEdgeAppearance
        let _: [UINavigationItem.LargeTitleDisplayMode] = [.automatic, .always, .never, .inline]
        let _: [UINavigationItem.BackButtonDisplayMode] = [.default, .generic, .minimal]
        // UITabBarItem
        let _: (String?, UIImage?, Int) -> UITabBarItem = UITabBarItem.init(title:image:tag:)
        let _: (String?, UIImage?, UIImage?) -> UITabBarItem = UITabBarItem.init(title:image:selectedImage:)
        let _: (UITabBarItem.SystemItem, Int) -> UITabBarItem = UITabBarItem.init(tabBarSystemItem:tag:)
        let _: ReferenceWritableKeyPath<UITabBarItem, UIImage?> = \.selectedImage
        let _: ReferenceWritableKeyPath<UITabBarItem, String?> = \.badgeValue
        let _: ReferenceWritableKeyPath<UITabBarItem, UIColor?> = \.badgeColor
        let _: ([NSAttributedString.Key: Any]?, UIControl.State) -> Void = tabItem.setBadgeTextAttributes(_:for:)
        let _: (UIControl.State) -> [NSAttributedString.Key: Any]? = tabItem.badgeTextAttributes(for:)
        let _: ReferenceWritableKeyPath<UITabBarItem, UIOffset> = \.titlePositionAdjustment
        let _: ReferenceWritableKeyPath<UITabBarItem, UITabBarAppearance?> = \.standardAppearance
        let _: ReferenceWritableKeyPath<UITabBarItem, UITabBarAppearance?> = \.scrollEdgeAppearance
        let _: [UITabBarItem.SystemItem] = [.more, .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks,
                                            .search, .downloads, .mostRecent, .mostViewed]
    }

    static func reference(_ bar: UINavigationBar, _ toolbar: UIToolbar, _ tabBar: UITabBar) {
        let _: ReferenceWritableKeyPath<UINavigationBar, UIBarStyle> = \.barStyle
        let _: ReferenceWritableKeyPath<UINavigationBar, Bool> = \.isTranslucent
        let _: ReferenceWritableKeyPath<UINavigationBar, Bool> = \.prefersLargeTitles
        let _: (UINavigationItem, Bool) -> Void = bar.pushItem(_:animated:)
        let _: (Bool) -> UINavigationItem? = bar.popItem(animated:)
        let _: UINavigationItem? = bar.topItem
        let _: UINavigationItem? = bar.backItem
        let _: [UINavigationItem]? = bar.items
        let _: ([UINavigationItem]?, Bool) -> Void = bar.setItems(_:animated:)
        let _: ReferenceWritableKeyPath<UINavigationBar, UIColor?> = \.barTintColor
        let _: ReferenceWritableKeyPath<UINavigationBar, [NSAttributedString.Key: Any]?> = \.titleTextAttributes
        let _: ReferenceWritableKeyPath<UINavigationBar, [NSAttributedString.Key: Any]?> = \.largeTitleTextAttributes
        let _: ReferenceWritableKeyPath<UINavigationBar, UINavigationBarAppearance> = \.standardAppearance
        let _: ReferenceWritableKeyPath<UINavigationBar, UINavigationBarAppearance?> = \.compactAppearance
        let _: ReferenceWritableKeyPath<UINavigationBar, UINavigationBarAppearance?> = \.scrollEdgeAppearance
        let _: ReferenceWritableKeyPath<UINavigationBar, UINavigationBarAppearance?> = \.compactScrollEdgeAppearance
        // UIToolbar
        let _: ReferenceWritableKeyPath<UIToolbar, UIBarStyle> = \.barStyle
        let _: ReferenceWritableKeyPath<UIToolbar, [UIBarButtonItem]?> = \.items
        let _: ([UIBarButtonItem]?, Bool) -> Void = toolbar.setItems(_:animated:)
        let _: ReferenceWritableKeyPath<UIToolbar, Bool> = \.isTranslucent
        let _: ReferenceWritableKeyPath<UIToolbar, UIColor?> = \.barTintColor
        let _: ReferenceWritableKeyPath<UIToolbar, UIToolbarAppearance> = \.standardAppearance
        let _: ReferenceWritableKeyPath<UIToolbar, UIToolbarAppearance?> = \.compactAppearance
        let _: ReferenceWritableKeyPath<UIToolbar, UIToolbarAppearance?> = \.scrollEdgeAppearance
        let _: ReferenceWritableKeyPath<UIToolbar, UIToolbarAppearance?> = \.compactScrollEdgeAppearance
        let _: ReferenceWritableKeyPath<UIToolbar, (any UIToolbarDelegate)?> = \.delegate
        // UITabBar
        let _: ReferenceWritableKeyPath<UITabBar, (any UITabBarDelegate)?> = \.delegate
        let _: [UITabBarItem]? = tabBar.items
        let _: ReferenceWritableKeyPath<UITabBar, UITabBarItem?> = \.selectedItem
        let _: ([UITabBarItem]?, Bool) -> Void = tabBar.setItems(_:animated:)
        let _: Bool = tabBar.isCustomizing
        let _: ReferenceWritableKeyPath<UITabBar, UIColor?> = \.unselectedItemTintColor
        let _: ReferenceWritableKeyPath<UITabBar, UIColor?> = \.barTintColor
        let _: ReferenceWritableKeyPath<UITabBar, UITabBar.ItemPositioning> = \.itemPositioning
        let _: ReferenceWritableKeyPath<UITabBar, CGFloat> = \.itemWidth
        let _: ReferenceWritableKeyPath<UITabBar, CGFloat> = \.itemSpacing
        let _: ReferenceWritableKeyPath<UITabBar, UIBarStyle> = \.barStyle
        let _: ReferenceWritableKeyPath<UITabBar, Bool> = \.isTranslucent
        let _: ReferenceWritableKeyPath<UITabBar, UIImage?> = \.backgroundImage
        let _: ReferenceWritableKeyPath<UITabBar, UIImage?> = \.shadowImage
        let _: ReferenceWritableKeyPath<UITabBar, UIImage?> = \.selectionIndicatorImage
        let _: ReferenceWritableKeyPath<UITabBar, UITabBarAppearance> = \.standardAppearance
        let _: ReferenceWritableKeyPath<UITabBar, UITabBarAppearance?> = \.scrollEdgeAppearance
        let _: [UITabBar.ItemPositioning] = [.automatic, .fill, .centered]
    }

    static func reference(_ navigation: UINavigationController, _ tabs: UITabBarController, _ appearance: UIBarAppearance) {
        let _: (UIViewController) -> UINavigationController = UINavigationController.init(rootViewController:)
        let _: (AnyClass?, AnyClass?) -> UINavigationController = UINavigationController.init(navigationBarClass:toolbarClass:)
        let _: (UIViewController, Bool) -> Void = navigation.pushViewController(_:animated:)
        let _: (Bool) -> UIViewController? = navigation.popViewController(animated:)
        let _: (UIViewController, Bool) -> [UIViewController]? = navigation.popToViewController(_:animated:)
        let _: (Bool) -> [UIViewController]? = navigation.popToRootViewController(animated:)
        let _: UIViewController? = navigation.topViewController
        let _: UIViewController? = navigation.visibleViewController
        let _: ReferenceWritableKeyPath<UINavigationController, [UIViewController]> = \.viewControllers
        let _: ([UIViewController], Bool) -> Void = navigation.setViewControllers(_:animated:)
        let _: ReferenceWritableKeyPath<UINavigationController, Bool> = \.isNavigationBarHidden
        let _: (Bool, Bool) -> Void = navigation.setNavigationBarHidden(_:animated:)
        let _: UINavigationBar = navigation.navigationBar
        let _: ReferenceWritableKeyPath<UINavigationController, Bool> = \.isToolbarHidden
        let _: (Bool, Bool) -> Void = navigation.setToolbarHidden(_:animated:)
        let _: UIToolbar! = navigation.toolbar
        let _: ReferenceWritableKeyPath<UINavigationController, (any UINavigationControllerDelegate)?> = \.delegate
        let _: ReferenceWritableKeyPath<UINavigationController, Bool> = \.hidesBarsWhenKeyboardAppears
        let _: ReferenceWritableKeyPath<UINavigationController, Bool> = \.hidesBarsOnSwipe
        let _: ReferenceWritableKeyPath<UINavigationController, Bool> = \.hidesBarsWhenVerticallyCompact
        let _: ReferenceWritableKeyPath<UINavigationController, Bool> = \.hidesBarsOnTap
        let _: ReferenceWritableKeyPath<UIViewController, [UIBarButtonItem]?> = \.toolbarItems
        let _: ([UIBarButtonItem]?, Bool) -> Void = navigation.setToolbarItems(_:animated:)
        // UITabBarController
        let _: ReferenceWritableKeyPath<UITabBarController, [UIViewController]?> = \.viewControllers
        let _: ([UIViewController]?, Bool) -> Void = tabs.setViewControllers(_:animated:)
        let _: ReferenceWritableKeyPath<UITabBarController, UIViewController?> = \.selectedViewController
        let _: ReferenceWritableKeyPath<UITabBarController, Int> = \.selectedIndex
        let _: ReferenceWritableKeyPath<UITabBarController, [UIViewController]?> = \.customizableViewControllers
        let _: UITabBar = tabs.tabBar
        let _: ReferenceWritableKeyPath<UITabBarController, (any UITabBarControllerDelegate)?> = \.delegate
        // UIBarAppearance and its subclasses
        let _: (UIUserInterfaceIdiom) -> UIBarAppearance = UIBarAppearance.init(idiom:)
        let _: (UIBarAppearance) -> UIBarAppearance = UIBarAppearance.init(barAppearance:)
        let _: UIUserInterfaceIdiom = appearance.idiom
        let _: () -> UIBarAppearance = appearance.copy
        appearance.configureWithDefaultBackground()
        appearance.configureWithOpaqueBackground()
        appearance.configureWithTransparentBackground()
        let _: ReferenceWritableKeyPath<UIBarAppearance, UIBlurEffect?> = \.backgroundEffect
        let _: ReferenceWritableKeyPath<UIBarAppearance, UIColor?> = \.backgroundColor
        let _: ReferenceWritableKeyPath<UIBarAppearance, UIImage?> = \.backgroundImage
        let _: ReferenceWritableKeyPath<UIBarAppearance, UIView.ContentMode> = \.backgroundImageContentMode
        let _: ReferenceWritableKeyPath<UIBarAppearance, UIColor?> = \.shadowColor
        let _: ReferenceWritableKeyPath<UIBarAppearance, UIImage?> = \.shadowImage
        let _: ReferenceWritableKeyPath<UINavigationBarAppearance, [NSAttributedString.Key: Any]> = \.titleTextAttributes
        let _: ReferenceWritableKeyPath<UINavigationBarAppearance, [NSAttributedString.Key: Any]> = \.largeTitleTextAttributes
        let _: UIToolbarAppearance = UIToolbarAppearance()
        let _: UITabBarAppearance = UITabBarAppearance()
        // Visual effects
        let _: (UIBlurEffect.Style) -> UIBlurEffect = UIBlurEffect.init(style:)
        let _: (UIBlurEffect) -> UIVibrancyEffect = UIVibrancyEffect.init(blurEffect:)
        let _: (UIBlurEffect, UIVibrancyEffectStyle) -> UIVibrancyEffect = UIVibrancyEffect.init(blurEffect:style:)
        let _: (UIVisualEffect?) -> UIVisualEffectView = UIVisualEffectView.init(effect:)
        let _: ReferenceWritableKeyPath<UIVisualEffectView, UIVisualEffect?> = \.effect
        let _: KeyPath<UIVisualEffectView, UIView> = \.contentView
        let _: [UIBlurEffect.Style] = [.extraLight, .light, .dark, .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial,
                                       .systemMaterial, .systemThickMaterial, .systemChromeMaterial, .systemUltraThinMaterialLight,
                                       .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
                                       .systemChromeMaterialLight, .systemUltraThinMaterialDark, .systemThinMaterialDark,
                                       .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark]
        let _: [UIVibrancyEffectStyle] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .fill, .secondaryFill,
                                          .tertiaryFill, .separator]
        // UISearchController
        let search = UISearchController(searchResultsController: nil)
        let _: UIViewController? = search.searchResultsController
        let _: UISearchBar = search.searchBar
        let _: ReferenceWritableKeyPath<UISearchController, Bool> = \.isActive
        let _: ReferenceWritableKeyPath<UISearchController, Bool> = \.obscuresBackgroundDuringPresentation
        let _: ReferenceWritableKeyPath<UISearchController, Bool> = \.hidesNavigationBarDuringPresentation
        let _: ReferenceWritableKeyPath<UISearchController, (any UISearchResultsUpdating)?> = \.searchResultsUpdater
        let _: ReferenceWritableKeyPath<UISearchBar, String?> = \.placeholder
        let _: ReferenceWritableKeyPath<UISearchBar, [String]?> = \.scopeButtonTitles
    }
}

@MainActor
@Suite struct UIBarsSurfaceTests {
    final class Delegates: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate, UITabBarDelegate, UIToolbarDelegate,
        UISearchControllerDelegate, UISearchBarDelegate {}

    @Test func everyMemberIsThere() {
        UIBarsSurface.reference(UIBarButtonItem(), UINavigationItem(title: "Inbox"), UITabBarItem())
        UIBarsSurface.reference(UINavigationBar(), UIToolbar(), UITabBar())
        UIBarsSurface.reference(UINavigationController(), UITabBarController(), UIBarAppearance())
        let delegates = Delegates()
        let tabs = UITabBarController()
        #expect(delegates.tabBarController(tabs, shouldSelect: UIViewController()))
        let navigation = UINavigationController()
        navigation.delegate = delegates
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden == false || navigation.isToolbarHidden)
        #expect(UINavigationItem(title: "x").hidesSearchBarWhenScrolling && UIBarAppearance().backgroundImageContentMode == .scaleToFill)
    }

    /// A 390 × 44 toolbar on a white root, laid out.
    func toolbar(_ items: [UIBarButtonItem]) -> (UIView, UIToolbar) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        root.backgroundColor = .white
        let bar = UIToolbar(frame: root.bounds)
        bar.items = items
        root.addSubview(bar)
        root.layoutIfNeeded()
        return (root, bar)
    }

    @Test func aToolbarsFlexibleSpacesShareWhatTheItemsLeave() {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30)), last = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let (_, bar) = toolbar([UIBarButtonItem(customView: first), .flexibleSpace(), UIBarButtonItem(customView: last)])
        #expect(first.superview === bar && last.superview === bar)
        expectRect(first.frame, 16, 7, 30, 30, "first item at the leading margin")
        expectRect(last.frame, 390 - 16 - 40, 7, 40, 30, "last item pushed to the trailing margin")
        // Two flexible spaces around an item centre it.
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        _ = toolbar([.flexibleSpace(), UIBarButtonItem(customView: middle), .flexibleSpace()])
        #expect(abs(middle.frame.midX - 195) < 1, "\(middle.frame)")
        // A fixed space keeps its width.
        let after = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        _ = toolbar([.fixedSpace(40), UIBarButtonItem(customView: after)])
        expectRect(after.frame, 16 + 40 + 16, 12, 20, 20, "after a 40-point fixed space")
    }

    @Test func aNavigationControllersToolbarShowsTheTopControllersItemsAboveTheHomeIndicator() throws {
        let inbox = TitledViewController(title: "Inbox")
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        inbox.toolbarItems = [.flexibleSpace(), UIBarButtonItem(customView: button)]
        let navigation = UINavigationController(rootViewController: inbox)
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(navigation.toolbar.superview == nil || navigation.toolbar.isHidden)
        #expect(abs(inbox.view.safeAreaInsets.bottom - 34) < 1e-9)
        navigation.setToolbarHidden(false, animated: false)
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        expectRect(navigation.toolbar.frame, 0, 852 - 34 - 44, 393, 44 + 34, "toolbar above the home indicator, reaching the edge")
        #expect(abs(inbox.view.safeAreaInsets.bottom - (34 + 44)) < 1e-9)
        #expect(navigation.toolbar.items?.count == 2 && button.superview === navigation.toolbar)
        expectRect(button.frame, 393 - 16 - 30, 7, 30, 30, "the item at the trailing end")
        _ = try scene.displayList()
    }

    /// The pixels of `view` over red and blue stripes 10 points wide, at 1×.
    func overStripes(_ view: UIView) throws -> RasterImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        for index in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 100))
            stripe.backgroundColor = index.isMultiple(of: 2) ? .red : .blue
            root.addSubview(stripe)
        }
        view.frame = CGRect(x: 50, y: 25, width: 100, height: 50)
        root.addSubview(view)
        let scene = try Scene(view: root)
        return try scene.renderer.rasterize(try scene.displayList(overlays: []), scale: 1)
    }

    @Test func aBlurEffectViewBlursWhatIsBehindItAndTintsIt() throws {
        let plain = try overStripes(UIVisualEffectView(effect: nil))
        let stripe = plain.pixel(x: 95, y: 50)
        #expect(stripe.red > 200 && stripe.blue < 50 || stripe.blue > 200 && stripe.red < 50, "\(stripe)")
        let blurred = try overStripes(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))
        // Red and blue are mixed by the blur and lightened by the white tint: no stripe shows.
        let a = blurred.pixel(x: 95, y: 50), b = blurred.pixel(x: 105, y: 50)
        #expect(abs(Int(a.red) - Int(b.red)) < 20 && abs(Int(a.blue) - Int(b.blue)) < 20, "\(a) \(b)")
        #expect(a.green > 150, "the white tint: \(a)")
        // Outside the effect view the stripes are untouched.
        #expect(blurred.pixel(x: 5, y: 5) == plain.pixel(x: 5, y: 5))
        let dark = try overStripes(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark)))
        #expect(dark.pixel(x: 95, y: 50).green < 100, "the dark tint: \(dark.pixel(x: 95, y: 50))")
        let vibrancy = try overStripes(UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial))))
        #expect(vibrancy.pixel(x: 95, y: 50) == stripe)
    }

    @Test func aBarAppearancesBackgroundEffectAndImageAreDrawn() throws {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.backgroundEffect = UIBlurEffect(style: .systemThinMaterial)
        let bar = UINavigationBar()
        bar.standardAppearance = appearance
        bar.setItems([UINavigationItem(title: "")], animated: false)
        let blurred = try overStripes(bar)
        let a = blurred.pixel(x: 95, y: 50), b = blurred.pixel(x: 105, y: 50)
        #expect(abs(Int(a.red) - Int(b.red)) < 20 && a.green > 100, "\(a) \(b)")

        // An image stretched over the bar, over its colour.
        let green = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        green.backgroundColor = .green
        let bytes = try Scene(view: green).data(format: .png, scale: 1, overlays: [])
        let imaged = UINavigationBarAppearance()
        imaged.configureWithOpaqueBackground()
        let background = try #require(UIImage(data: Data(bytes)))
        imaged.backgroundImage = background
        let imageBar = UINavigationBar()
        imageBar.standardAppearance = imaged
        imageBar.setItems([UINavigationItem(title: "")], animated: false)
        let drawn = try overStripes(imageBar).pixel(x: 95, y: 50)
        #expect(drawn.green > 200 && drawn.red < 50 && drawn.blue < 50, "\(drawn)")
    }
}
