import Foundation

/// The presentation controller of a sheet: UIKit's `UISheetPresentationController` (iOS 15), what a
/// controller shown `.pageSheet`, `.formSheet` or `.automatic` has as its
/// ``UIViewController/sheetPresentationController``. Its settings are stored: presentations are
/// recorded, not drawn, so a still never shows the sheet at a detent.
///
/// ```swift
/// if let sheet = filters.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(filters, animated: true)
/// ```
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at: UIKit's `UISheetPresentationController.Detent`.
    @preconcurrency @MainActor
    open class Detent: NSObject {
        /// A detent's name.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// A resolver's answer that leaves the detent out.
        public static let dimensionUndefined = CGFloat(-1)

        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the screen: half the largest height, as UIKit's medium detent.
        open class func medium() -> Detent { Detent(identifier: .medium) { $0.maximumDetentValue / 2 } }
        /// The full height a sheet may take.
        open class func large() -> Detent { Detent(identifier: .large) { $0.maximumDetentValue } }
        /// A height `resolver` gives (iOS 16); nil leaves the detent out.
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height in `context` (nil: left out).
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? { resolver(context) }
    }

    /// The heights the sheet rests at (UIKit's default: large only).
    open var detents: [Detent] = [.large()]
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersPageSizing = true
    /// The view a sheet in a popover-like layout points at (stored).
    open var sourceView: UIView?

    /// Applies `changes` (at once: nothing animates here).
    open func animateChanges(_ changes: () -> Void) { changes() }
    /// Asks the custom detents again (nothing to do: detents resolve when read).
    open func invalidateDetents() {}
}

/// What a custom detent's resolver is given: UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent may have.
    var maximumDetentValue: CGFloat { get }
}

/// A sheet's delegate: UIKit's `UISheetPresentationControllerDelegate` (set it as the sheet's
/// `delegate`; its detent change is never reported here, as nothing is dragged).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
