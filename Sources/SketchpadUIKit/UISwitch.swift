import Foundation
import SketchpadLayout
import SketchpadWidgets

/// An on/off switch, 51 × 31 points: UIKit's `UISwitch`, drawn as Sketchpad's `Switch`.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.isOn = true
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
    // Programmatic switches hug at 750 on both axes (UIKit's defaults).
    override class func makeNode() -> View { hugging(ViewNode(content: Switch()), 750, 750) }
    /// A switch is opaque and has private gesture recognizers (iOS 16–18 print `<UISwitch: 0x…;
    /// frame = (10 40; 51 31); gestureRecognizers = <NSArray: 0x…>; layer = <CALayer: 0x…>>`).
    override class var isOpaqueByDefault: Bool { true }
    override class var hasGestureRecognizersByDefault: Bool { true }

    /// A switch at `frame`'s origin: the size is ignored, as UIKit ignores it (51 × 31).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.standardSize))
        installVisualElement()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installVisualElement()
    }
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// How a switch looks: UIKit's raw values (`.checkbox` is the Mac idiom's).
    public enum Style: Int, Sendable { case automatic = 0, checkbox, sliding }
    /// Stored: the style asked for.
    open var preferredStyle: Style = .automatic
    /// The style shown: `.sliding`, as on iPhone and iPad (there is no Mac idiom here).
    open var style: Style { .sliding }
    /// Stored (a title shows beside checkbox-style switches only).
    open var title: String?
    /// Stored (deprecated; iOS 7 and later ignore it too).
    open var onImage: UIImage?
    /// Stored (deprecated; iOS 7 and later ignore it too).
    open var offImage: UIImage?

    open override var intrinsicContentSize: CGSize { nodeIntrinsicContentSize() }

    override func prepareNodeForLayout() {
        let s = content(as: Switch.self)
        s.isOn = isOn
        // Without an `onTintColor` the track is on in the system green of the view's traits.
        s.tintColor = (onTintColor ?? .systemGreen).color(in: traitCollection)
    }
}
