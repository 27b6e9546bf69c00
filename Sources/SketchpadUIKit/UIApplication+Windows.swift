/// The app's windows across its connected scenes, as iOS 15 deprecated them (real SwiftUI code
/// still reads `UIApplication.shared.windows.first?.safeAreaInsets`). Here they are the windows of
/// ``UIApplication/connectedScenes``: a SwiftUI render has no app window, so the list is empty and
/// such code takes its fallback (`padding(.top, nil)` pads by the default amount).
///
/// ```swift
/// let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
/// ```
extension UIApplication {
    /// The app's visible and hidden windows, from every connected window scene.
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] {
        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    /// The key window across the connected scenes.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    public var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }
}
