/// The presentation controller of a popover: UIKit's `UIPopoverPresentationController`, what a
/// controller shown `.popover` has as its ``UIViewController/popoverPresentationController``. Its
/// anchor and arrows are stored: presentations are recorded, not drawn.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
/// share.popoverPresentationController?.sourceView = button
/// present(share, animated: true)
/// ```
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    /// What the popover points at (iOS 16): a view or a bar button item.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    open var barButtonItem: UIBarButtonItem?
    open var canOverlapSourceViewRect = false
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var popoverLayoutMargins: UIEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// The direction the arrow points (unknown until presented; a still never presents).
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
}

/// The directions a popover's arrow may point: UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// What a popover can point at: UIKit's `UIPopoverPresentationControllerSourceItem` (views and bar button items).
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}
extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// A popover's delegate: UIKit's `UIPopoverPresentationControllerDelegate`, with UIKit's optional
/// methods given defaults (set it as the popover's `delegate`; nothing here calls it). The view
/// of the reposition method is an `UnsafeMutablePointer`: `AutoreleasingUnsafeMutablePointer` is
/// Objective-C's and does not exist on Linux.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>, in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}
