/// How a presented controller covers the screen (UIKit's `UIModalPresentationStyle`; stored).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// How a presented controller arrives (UIKit's `UIModalTransitionStyle`; stored).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}

/// Edges of a rectangle (UIKit's `UIRectEdge`, for `edgesForExtendedLayout`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIViewController {
    /// Presents `viewControllerToPresent` (recorded: ``presentedViewController`` and its
    /// `presentingViewController` are set and `completion` runs at once; a snapshot of this
    /// controller still shows this controller, as the presentation is not drawn).
    ///
    /// ```swift
    /// host.present(sheet, animated: true)
    /// host.presentedViewController === sheet   // true
    /// ```
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentationState.presented = viewControllerToPresent
        viewControllerToPresent.presentationState.presenting = self
        completion?()
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentationState.presented {
            presented.presentationState.presenting = nil
            presentationState.presented = nil
        } else if let presenting = presentationState.presenting {
            presenting.presentationState.presented = nil
            presentationState.presenting = nil
        }
        completion?()
    }

    /// The controller this one presents, or nil.
    public var presentedViewController: UIViewController? { presentationState.presented }
    /// The controller that presents this one, or nil.
    public var presentingViewController: UIViewController? { presentationState.presenting }
    public var isBeingPresented: Bool { false }
    public var isBeingDismissed: Bool { false }
    public var isMovingToParent: Bool { false }
    public var isMovingFromParent: Bool { false }
}

/// What a controller presents and what presents it (held by the controller).
@MainActor
final class PresentationState {
    var presented: UIViewController?
    weak var presenting: UIViewController?
    /// The presentation controller, and the style it was made for (see `presentationController`).
    var controller: (controller: UIPresentationController, madeFor: UIModalPresentationStyle)?
}
