/// A transition between controllers that a storyboard declares (UIKit's `UIStoryboardSegue`).
/// Storyboards are not loaded on Linux, so no segue runs; the type exists so that
/// `prepare(for:sender:)` overrides compile. Present or push the destination in code instead.
///
/// ```swift
/// override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///     (segue.destination as? DetailViewController)?.item = selectedItem
/// }
/// ```
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// Runs the transition: here it presents the destination from the source (recorded, not drawn).
    open func perform() { source.present(destination, animated: false) }
}
