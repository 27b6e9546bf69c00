import Foundation

extension UISlider {
    /// Adds the view iOS 16, 17 and 18 print inside a slider (getsentry/sentry-cocoa's redaction
    /// tests: `<_UISlideriOSVisualElement: 0x…; frame = (0 0; 80 20); opaque = NO; autoresize =
    /// W+H; layer = <CALayer: 0x…>>` in an 80 × 20 slider). It draws nothing: the slider draws
    /// its track and thumb.
    func installVisualElement() {
        let element = UIKitInternalView(describedAs: "_UISlideriOSVisualElement", frame: bounds)
        element.isOpaque = false
        element.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(element)
    }
}
