import SketchpadLayout
import SketchpadWidgets

extension UIView {




    /// Whether subviews are clipped to the view's bounds.
    public var clipsToBounds: Bool {
        get { node.clipsToBounds || layer.masksToBounds }
        set { node.clipsToBounds = newValue; layer.masksToBounds = newValue }
    }

    public var isOpaque: Bool {
        get { isOpaqueStorage }
        set { isOpaqueStorage = newValue }
    }

    /// Events do not exist here; kept for source compatibility.
    public var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set { userInteractionStorage = newValue }
    }

    /// How the view's content fills its bounds (images).
    public var contentMode: ContentMode {
        get { contentModeStorage }
        set { contentModeStorage = newValue }
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Whether the view flips in right-to-left languages. Only the root view's attribute is
    /// read: the engine lays out one direction per hierarchy.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set { semanticContentAttributeStorage = newValue; UIView.layoutGeneration &+= 1 }
    }

    /// The direction `attribute` lays out in.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction the view's hierarchy is laid out in.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        effectiveLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    var effectiveLayoutDirection: LayoutDirection {
        let root = rootView
        switch root.semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return root.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }


    /// Runs `actionsWithoutAnimation` (animations do not exist here: changes apply at once).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Applies `animations` at once and calls `completion` with `true`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Applies `animations` at once.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Whether UIKit animates changes (never here).
    public class var areAnimationsEnabled: Bool { false }
}

