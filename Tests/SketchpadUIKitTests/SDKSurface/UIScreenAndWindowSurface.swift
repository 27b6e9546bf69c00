import Foundation
@testable import SketchpadUIKit
import Testing

/// The members of `UIScreen` and `UIWindow` in the iOS 17 SDK (UIScreen.h, UIWindow.h) and a
/// minimal `UIWindowScene`, referenced with their SDK signatures: a missing member does not
/// compile. `displayLink(withTarget:selector:)` and `snapshotView(afterScreenUpdates:)` are
/// unavailable (no display); `coordinateSpace`, `fixedCoordinateSpace` and `focusedItem` are not
/// mirrored (no `UICoordinateSpace` or `UIFocusItem` here). Scenes: only what a scene delegate
/// written for iOS names (nothing connects scenes on Linux). (`@testable` only to make a scene,
/// which on iOS only the system does.)
@MainActor
enum UIScreenAndWindowSurface {
    static func reference(_ s: UIScreen, _ w: UIWindow, _ scene: UIWindowScene) {
        let _: [UIScreen] = UIScreen.screens
        let _: UIScreen = UIScreen.main
        let _: CGRect = s.bounds
        let _: CGFloat = s.scale
        let _: [UIScreenMode] = s.availableModes
        let _: UIScreenMode? = s.preferredMode
        let _: ReferenceWritableKeyPath<UIScreen, UIScreenMode?> = \.currentMode
        let _: ReferenceWritableKeyPath<UIScreen, UIScreen.OverscanCompensation> = \.overscanCompensation
        let _: UIEdgeInsets = s.overscanCompensationInsets
        let _: UIScreen? = s.mirrored
        let _: Bool = s.isCaptured
        let _: ReferenceWritableKeyPath<UIScreen, CGFloat> = \.brightness
        let _: ReferenceWritableKeyPath<UIScreen, Bool> = \.wantsSoftwareDimming
        let _: CGRect = s.nativeBounds
        let _: CGFloat = s.nativeScale
        let _: Int = s.maximumFramesPerSecond
        let _: TimeInterval = s.calibratedLatency
        let _: UIView? = s.focusedView
        let _: Bool = s.supportsFocus
        let _: UITraitCollection = s.traitCollection
        let _: [UIScreen.OverscanCompensation] = [.scale, .insetBounds, .none]
        let _: [NSNotification.Name] = [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification,
                                        UIScreen.modeDidChangeNotification, UIScreen.brightnessDidChangeNotification,
                                        UIScreen.capturedDidChangeNotification]
        let _: CGSize = s.availableModes[0].size
        let _: CGFloat = s.availableModes[0].pixelAspectRatio
        // UIWindow.h
        let _: (UIWindowScene) -> UIWindow = UIWindow.init(windowScene:)
        let _: ReferenceWritableKeyPath<UIWindow, UIWindowScene?> = \.windowScene
        let _: ReferenceWritableKeyPath<UIWindow, Bool> = \.canResizeToFitContent
        let _: ReferenceWritableKeyPath<UIWindow, UIScreen> = \.screen
        let _: ReferenceWritableKeyPath<UIWindow, UIWindow.Level> = \.windowLevel
        let _: Bool = w.isKeyWindow
        let _: Bool = w.canBecomeKey
        let _: () -> Void = w.becomeKey
        let _: () -> Void = w.resignKey
        let _: () -> Void = w.makeKey
        let _: () -> Void = w.makeKeyAndVisible
        let _: ReferenceWritableKeyPath<UIWindow, UIViewController?> = \.rootViewController
        let _: (UIEvent) -> Void = w.sendEvent(_:)
        let _: (CGPoint, UIWindow?) -> CGPoint = w.convert(_:to:)
        let _: (CGPoint, UIWindow?) -> CGPoint = w.convert(_:from:)
        let _: (CGRect, UIWindow?) -> CGRect = w.convert(_:to:)
        let _: (CGRect, UIWindow?) -> CGRect = w.convert(_:from:)
        let _: [UIWindow.Level] = [.normal, .alert, .statusBar]
        let _: [NSNotification.Name] = [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
                                        UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification]
        // UIWindowScene.h, UIScene.h (the part a scene delegate names)
        let _: [UIWindow] = scene.windows
        let _: UIWindow? = scene.keyWindow
        let _: UIScreen = scene.screen
        let _: UITraitCollection = scene.traitCollection
        let _: UIInterfaceOrientation = scene.interfaceOrientation
        let _: UISceneSession = scene.session
        let _: ReferenceWritableKeyPath<UIScene, (any UISceneDelegate)?> = \.delegate
        let _: UIScene.ActivationState = scene.activationState
        let _: UISceneSession.Role = scene.session.role
    }
}

@MainActor
@Suite struct UIScreenAndWindowSurfaceTests {
    /// A scene delegate as Xcode's app template writes it.
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
    }

    @Test func everyMemberIsThereAndWindowsJoinTheirSceneOneKeyAtATime() {
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        let delegate = SceneDelegate()
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let first = delegate.window!
        UIScreenAndWindowSurface.reference(.main, first, scene)
        #expect(first.frame == UIScreen.main.bounds && scene.windows == [first] && scene.keyWindow === first)
        let second = UIWindow(windowScene: scene)
        second.makeKey()
        #expect(scene.windows == [first, second] && scene.keyWindow === second && !first.isKeyWindow)
        second.windowScene = nil
        #expect(scene.windows == [first])
        // The window overloads of convert do not make nil or a view argument ambiguous.
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 50, height: 20))
        first.addSubview(label)
        first.layoutIfNeeded()   // convert answers from the last layout
        #expect(first.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
        #expect(first.convert(CGRect(x: 10, y: 20, width: 5, height: 5), to: label).origin == .zero)
        #expect(first.convert(CGPoint(x: 3, y: 4), to: second) == CGPoint(x: 3, y: 4))
    }

    @Test func theScreenReportsItsPixels() {
        let screen = UIScreen.main
        #expect(screen.nativeBounds.size == CGSize(width: screen.bounds.width * 3, height: screen.bounds.height * 3))
        #expect(screen.availableModes.map(\.size) == [screen.nativeBounds.size])
        #expect(screen.traitCollection.displayScale == screen.scale)
    }
}
