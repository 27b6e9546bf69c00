import Foundation
import Sketchpad
import SketchpadSnapshotEngine
@_spi(SnapshotTesting) import SketchpadUIKit

/// How a UIKit view or view controller is shown for a snapshot: swift-snapshot-testing 1.19.7's
/// `prepareView`/`snapshotView`, step for step, over SketchpadUIKit. The view controller becomes
/// the child of a root controller in a window of the config's size and safe area, with the
/// config's traits and the strategy's over them (`setOverrideTraitCollection(_:forChild:)`), is
/// laid out, and the snapshotted view is drawn at its bounds; then everything is taken apart.
///
/// Differences, because nothing else draws here: the window is drawn (it paints nothing, and
/// what no view paints stays transparent, as in a rendered layer), so the snapshotted view is
/// placed at the window's origin and the window takes the view's laid-out size.
@MainActor
enum UIKitSnapshotHost {
    /// Runs `body` on the main actor. UIKit lays out on the main thread, and so do these
    /// strategies: called from elsewhere they fail with a message instead of racing. (Swift
    /// Testing runs main-actor tests on the main queue, which is not always the main thread.)
    nonisolated static func onMainActor<T: Sendable>(_ strategy: String, _ body: @MainActor () throws -> T) throws -> T {
        guard Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true else {
            throw SnapshotError.snapshotFailed(reason: "\(strategy) lays UIKit views out, which happens on the main thread: mark the test (or its suite) @MainActor; XCTest's test methods already run there")
        }
        return try MainActor.assumeIsolated { try body() }
    }

    /// Marks the main queue, so code can tell it runs there.
    private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// The PNG of `view` shown as `config` says, drawn at `traits.displayScale` (when given)
    /// or the main screen's scale, as `UIGraphicsImageRenderer` does for the traits.
    static func image(config: ViewImageConfig, traits: UITraitCollection, view: UIView,
                      viewController: UIViewController) throws -> PNGSnapshot {
        let initialFrame = view.frame
        let shown = try show(config: config, traits: traits, view: view, viewController: viewController)
        defer {
            shown.dispose()
            view.frame = initialFrame
        }
        let scene = try Scene(view: shown.window)
        var theme: Theme = view.traitCollection.userInterfaceStyle == .dark ? .dark : .light
        theme.background = .clear
        scene.appearance = theme
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale
        return try PNGSnapshot(rendering: scene, scale: Double(scale))
    }

    /// `view.recursiveDescription` once shown as `config` says.
    static func recursiveDescription(config: ViewImageConfig, traits: UITraitCollection, view: UIView,
                                     viewController: UIViewController) throws -> String {
        let shown = try show(config: config, traits: traits, view: view, viewController: viewController)
        defer { shown.dispose() }
        return view.recursiveDescription()
    }

    /// `viewController`'s hierarchy of controllers once shown (swift-snapshot-testing's
    /// `.hierarchy`: UIKit's private `_printHierarchy`).
    static func hierarchy(of viewController: UIViewController) throws -> String {
        let shown = try show(config: ViewImageConfig(), traits: UITraitCollection(), view: viewController.view,
                             viewController: viewController)
        defer { shown.dispose() }
        return viewController.hierarchyDescription()
    }

    /// swift-snapshot-testing's `prepareView`: sizes the view, puts it (in its controller) in a
    /// window, lays it out; returns the window and what takes it all apart again.
    private static func show(config: ViewImageConfig, traits: UITraitCollection, view: UIView,
                             viewController: UIViewController) throws -> (window: UIWindow, dispose: () -> Void) {
        let size = config.size ?? viewController.view.frame.size
        view.frame.size = size
        var pins: [NSLayoutConstraint] = []
        if view !== viewController.view {
            viewController.view.bounds = view.bounds
            viewController.view.addSubview(view)
            // The view is drawn from the window's origin: put it there (a view placed by
            // constraints is held there while it is drawn).
            if view.translatesAutoresizingMaskIntoConstraints {
                view.frame.origin = .zero
            } else {
                pins = [view.leadingAnchor.constraint(equalTo: viewController.view.leadingAnchor),
                        view.topAnchor.constraint(equalTo: viewController.view.topAnchor)]
                NSLayoutConstraint.activate(pins)
            }
        }
        let traits = UITraitCollection(traitsFrom: [config.traits, traits])
        let window = SnapshotWindow(
            config: ViewImageConfig(safeArea: config.safeArea, size: config.size ?? size, traits: traits),
            viewController: viewController)
        let removeFromWindow = add(traits: traits, viewController: viewController, to: window)
        if size.width == 0 || size.height == 0 {
            // As swift-snapshot-testing: a view without a size is asked for the size that fits.
            view.sizeToFit()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        // The picture is the view's bounds: the window takes the view's size where they differ
        // (a view sized by its own constraints, or by sizeToFit).
        if view !== viewController.view, view.bounds.size != window.bounds.size {
            window.frame.size = view.bounds.size
            window.layoutIfNeeded()
        }
        let dispose = {
            removeFromWindow()
            NSLayoutConstraint.deactivate(pins)
            if view !== viewController.view { view.removeFromSuperview() }
        }
        guard view.bounds.width > 0, view.bounds.height > 0 else {
            dispose()
            throw SnapshotError.snapshotFailed(reason: "\(type(of: view)) is \(view.bounds.width) × \(view.bounds.height) points after layout, so there is nothing to draw: give it a frame or constraints that size it, or pass a size (.image(size: CGSize(width: 320, height: 100)))")
        }
        return (window, dispose)
    }

    /// swift-snapshot-testing's `add(traits:viewController:to:)`: a root controller that holds
    /// `viewController` as a child with the traits overridden, shown in `window`.
    private static func add(traits: UITraitCollection, viewController: UIViewController, to window: UIWindow) -> () -> Void {
        let rootViewController: UIViewController
        if viewController !== window.rootViewController {
            rootViewController = UIViewController()
            rootViewController.view.backgroundColor = .clear
            rootViewController.view.frame = window.frame
            rootViewController.view.translatesAutoresizingMaskIntoConstraints = viewController.view.translatesAutoresizingMaskIntoConstraints
            rootViewController.preferredContentSize = rootViewController.view.frame.size
            viewController.view.frame = rootViewController.view.frame
            rootViewController.view.addSubview(viewController.view)
            if viewController.view.translatesAutoresizingMaskIntoConstraints {
                viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            } else {
                NSLayoutConstraint.activate([
                    viewController.view.topAnchor.constraint(equalTo: rootViewController.view.topAnchor),
                    viewController.view.bottomAnchor.constraint(equalTo: rootViewController.view.bottomAnchor),
                    viewController.view.leadingAnchor.constraint(equalTo: rootViewController.view.leadingAnchor),
                    viewController.view.trailingAnchor.constraint(equalTo: rootViewController.view.trailingAnchor),
                ])
            }
            rootViewController.addChild(viewController)
        } else {
            rootViewController = viewController
        }
        rootViewController.setOverrideTraitCollection(traits, forChild: viewController)
        viewController.didMove(toParent: rootViewController)
        window.rootViewController = rootViewController
        rootViewController.beginAppearanceTransition(true, animated: false)
        rootViewController.endAppearanceTransition()
        rootViewController.view.setNeedsLayout()
        rootViewController.view.layoutIfNeeded()
        viewController.view.setNeedsLayout()
        viewController.view.layoutIfNeeded()
        return {
            rootViewController.beginAppearanceTransition(false, animated: false)
            viewController.willMove(toParent: nil)
            viewController.view.removeFromSuperview()
            viewController.removeFromParent()
            viewController.didMove(toParent: nil)
            rootViewController.endAppearanceTransition()
            window.rootViewController = nil
        }
    }
}

/// swift-snapshot-testing's window: the config's size and safe area (none at the top while the
/// root controller hides the status bar on a device whose only inset is the status bar).
private final class SnapshotWindow: UIWindow {
    var config: ViewImageConfig

    init(config: ViewImageConfig, viewController: UIViewController) {
        let size = config.size ?? viewController.view.bounds.size
        self.config = config
        super.init(frame: CGRect(origin: .zero, size: size))
        // As swift-snapshot-testing ("safe area renders inaccurately for
        // UI{Navigation,TabBar}Controller"): a navigation controller's window loses the top
        // inset and its height; a tab bar controller's the bottom one (and the top one too when
        // its selected controller is a navigation controller).
        if viewController is UINavigationController {
            frame.size.height -= self.config.safeArea.top
            self.config.safeArea.top = 0
        } else if let tabs = viewController as? UITabBarController {
            frame.size.height -= self.config.safeArea.bottom
            self.config.safeArea.bottom = 0
            if tabs.selectedViewController is UINavigationController {
                frame.size.height -= self.config.safeArea.top
                self.config.safeArea.top = 0
            }
        }
        isHidden = false
    }

    required init?(coder: NSCoder) { nil }

    override var safeAreaInsets: UIEdgeInsets {
        let removeTopInset = config.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            && rootViewController?.prefersStatusBarHidden ?? false
        return removeTopInset ? .zero : config.safeArea
    }
}
