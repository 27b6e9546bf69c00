/// Interface Builder's storyboards: UIKit's `UIStoryboard`. Storyboards need Interface Builder's
/// runtime, which does not exist on Linux, so the type is unavailable: make the controllers in code.
///
/// ```swift
/// let detail = DetailViewController()   // instead of storyboard.instantiateViewController(withIdentifier:)
/// ```
@available(*, unavailable, message: "storyboards need Interface Builder's runtime, which does not exist on Linux: make the view controller in code (DetailViewController())")
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { fatalError("unavailable") }
}

extension UIViewController {
    /// Runs a storyboard segue: unavailable, as storyboards are not loaded on Linux.
    @available(*, unavailable, message: "storyboards are not loaded on Linux: make the destination controller in code and push or present it")
    public func performSegue(withIdentifier identifier: String, sender: Any?) {}
}
