/// The screen: its bounds are what a view controller's default view is made with (iPhone 15's,
/// 393 × 852, unless set).
///
/// ```swift
/// UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
/// ```
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public static let main = UIScreen()
    open var bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
    open var scale: CGFloat = 3
    open var nativeScale: CGFloat { scale }
}
