import Foundation

extension UISwitch {
    /// A switch's size on iPhone and iPad, whatever frame it is given (iOS 16–18: a switch made
    /// with a frame of 80 × 30 prints `frame = (10 40; 51 31)`).
    static let standardSize = CGSize(width: 51, height: 31)

    /// Adds the views iOS 16, 17 and 18 print inside a switch that is off (getsentry/sentry-cocoa's
    /// redaction tests, "iOS 26 & 18 & 17 & 16"):
    ///
    ///     <UISwitchModernVisualElement: 0x…; frame = (0 0; 51 31); gestureRecognizers = <NSArray: 0x…>; layer = …>
    ///        | <UIView: 0x…; frame = (0 0; 51 31); backgroundColor = UIExtendedSRGBColorSpace 0.470588 0.470588 0.501961 0.16; layer = …>
    ///        | <UIView: 0x…; frame = (0 0; 51 31); layer = …>
    ///        |    | <UIImageView: 0x…; frame = (-459 0; 510 31); hidden = YES; opaque = NO; userInteractionEnabled = NO; layer = …>
    ///        |    | <UIView: 0x…; frame = (0 0; 51 31); layer = …>
    ///        |    |    | <UIImageView: 0x…; frame = (38.6667 16; 0 0); userInteractionEnabled = NO; tintColor = <UIDynamicSystemColor: 0x…; name = _switchOffImageColor>; layer = …>
    ///        |    | <UIImageView: 0x…; frame = (12 16; 0 0); alpha = 0; userInteractionEnabled = NO; tintColor = UIExtendedGrayColorSpace 1 1; layer = …>
    ///        |    | <UIImageView: 0x…; frame = (-6 -3; 43 43); opaque = NO; userInteractionEnabled = NO; layer = …>
    ///
    /// They draw nothing (the switch draws itself, on or off); the hierarchy is the off state's
    /// whatever ``isOn`` is (the on state's frames are not known from a recording).
    func installVisualElement() {
        let size = UISwitch.standardSize
        let whole = CGRect(origin: .zero, size: size)
        let element = UIKitInternalView(describedAs: "UISwitchModernVisualElement", frame: whole, recognizers: true)
        let track = UIKitInternalView(describedAs: "UIView", frame: whole)
        track.backgroundColor = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
        let content = UIKitInternalView(describedAs: "UIView", frame: whole)
        let onTrack = internalImageView(CGRect(x: -459, y: 0, width: 510, height: 31))
        onTrack.isHidden = true
        let offHolder = UIKitInternalView(describedAs: "UIView", frame: whole)
        let offImage = internalImageView(CGRect(x: 38 + 2.0 / 3, y: 16, width: 0, height: 0))
        offImage.isOpaque = true
        offImage.tintColor = .switchOffImage
        let onImage = internalImageView(CGRect(x: 12, y: 16, width: 0, height: 0))
        onImage.isOpaque = true
        onImage.alpha = 0
        onImage.tintColor = UIColor(white: 1, alpha: 1)
        let thumb = internalImageView(CGRect(x: -6, y: -3, width: 43, height: 43))
        offHolder.addSubview(offImage)
        for view in [onTrack, offHolder, onImage, thumb] { content.addSubview(view) }
        element.addSubview(track)
        element.addSubview(content)
        addSubview(element)
    }

    private func internalImageView(_ frame: CGRect) -> UIImageView {
        let view = UIKitInternalImageView(frame: frame)
        view.isUserInteractionEnabled = false
        return view
    }
}
