/// Whether a label becomes vibrant over a blurred material (UIKit's `UILabelVibrancy`, iOS 17;
/// stored: there are no materials here).
public enum UILabelVibrancy: Int, Sendable {
    case none = 0, automatic
}
