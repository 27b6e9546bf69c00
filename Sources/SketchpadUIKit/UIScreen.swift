/// The screen: its bounds are those of the device a `Scene` shows (iPhone 15 by default).
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()
    open var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    open var scale: CGFloat = 3
    open var nativeScale: CGFloat { scale }
}
