import Foundation

/// The screen: its bounds are what a view controller's default view is made with (iPhone 15's,
/// 393 × 852, unless set), its scale the pixel grid frames are rounded to. There is one screen,
/// ``main``; what a display would report (modes, brightness, capture) is stored.
///
/// ```swift
/// UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
/// UIScreen.main.nativeBounds   // 1125 × 2001 at scale 3
/// ```
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// How a screen fills an external display's overscan (UIKit's `UIScreenOverscanCompensation`; stored).
    public enum OverscanCompensation: Int, Sendable {
        case scale = 0, insetBounds, none
        @available(*, deprecated, message: "Use UIScreen.OverscanCompensation.none")
        public static var insetApplicationFrame: OverscanCompensation { .none }
    }

    public static let didConnectNotification = NSNotification.Name("UIScreenDidConnectNotification")
    public static let didDisconnectNotification = NSNotification.Name("UIScreenDidDisconnectNotification")
    public static let modeDidChangeNotification = NSNotification.Name("UIScreenModeDidChangeNotification")
    public static let brightnessDidChangeNotification = NSNotification.Name("UIScreenBrightnessDidChangeNotification")
    public static let capturedDidChangeNotification = NSNotification.Name("UIScreenCapturedDidChangeNotification")

    public static let main = UIScreen()
    /// The screens: ``main`` alone.
    open class var screens: [UIScreen] { [main] }

    open var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    open var scale: CGFloat = 3
    open var nativeScale: CGFloat { scale }
    /// The bounds in pixels (portrait, as UIKit reports it).
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }
    /// The screen's traits: a phone's, at this screen's scale.
    open var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [.phoneDefault, UITraitCollection(displayScale: scale)])
    }
    /// The screen's one mode: its native size.
    open var availableModes: [UIScreenMode] { [UIScreenMode(size: nativeBounds.size)] }
    open var preferredMode: UIScreenMode? { availableModes.first }
    open var currentMode: UIScreenMode?
    open var overscanCompensation: OverscanCompensation = .scale
    open var overscanCompensationInsets: UIEdgeInsets { .zero }
    open var mirrored: UIScreen? { nil }
    /// false: nothing records this screen.
    open var isCaptured: Bool { false }
    open var brightness: CGFloat = 1
    open var wantsSoftwareDimming = false
    open var maximumFramesPerSecond: Int { 60 }
    open var calibratedLatency: TimeInterval { 0 }
    open var focusedView: UIView? { nil }
    open var supportsFocus: Bool { false }
    @available(*, deprecated, message: "Use bounds and the safe area")
    open var applicationFrame: CGRect { bounds }

    /// A display link needs the Objective-C runtime's target/action and a running display.
    @available(*, unavailable, message: "there is no display to link to on Linux; layout is synchronous, so call your update directly")
    open func displayLink(withTarget target: Any, selector sel: Selector) -> AnyObject? { nil }

    /// A snapshot of what the screen shows: there is no screen on Linux.
    @available(*, unavailable, message: "there is no screen on Linux; render the view with Scene(view:) and compare pictures with SketchpadTesting")
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView { UIView() }
}
