/// A mode of a screen: its size in pixels (UIKit's `UIScreenMode`). The one screen has one.
///
/// ```swift
/// UIScreen.main.currentMode = UIScreen.main.preferredMode
/// ```
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    public let size: CGSize
    public let pixelAspectRatio: CGFloat

    init(size: CGSize) {
        self.size = size
        pixelAspectRatio = 1
        super.init()
    }
}
