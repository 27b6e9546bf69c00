import SketchpadLayout

// Members of UIView in the iOS 17 SDK that change nothing drawn or laid out here: stored, or
// answered as UIKit answers for a view without focus, restoration or a screen.
extension UIView {
    /// The focus group of the view (stored: there is no focus engine).
    public var focusGroupIdentifier: String? {
        get { sdkValues.focusGroupIdentifier }
        set { sdkValues.focusGroupIdentifier = newValue }
    }

    /// Whether the view can take focus (plain views cannot).
    public var canBecomeFocused: Bool { false }
    /// Whether the view has focus (never: there is no focus engine).
    public var isFocused: Bool { false }

    /// The direction `attribute` lays out in within content of `layoutDirection`: playback and
    /// spatial content, and forced directions, ignore the surrounding direction, as on iOS.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The point of the bounds the layer's position and transform are relative to (stored; the
    /// default is the centre, about which ``UIView/transform`` is drawn).
    public var anchorPoint: CGPoint {
        get { sdkValues.anchorPoint }
        set { sdkValues.anchorPoint = newValue }
    }

    /// Whether the content size limits apply to the view's own traits (stored).
    public var appliesContentSizeCategoryLimitsToTraitCollection: Bool {
        get { sdkValues.appliesContentSizeCategoryLimitsToTraitCollection }
        set { sdkValues.appliesContentSizeCategoryLimitsToTraitCollection = newValue }
    }

    /// Brings the traits up to date (they are always computed when read here).
    public func updateTraitsIfNeeded() {}

    /// Whether the view needs constraint-based layout (UIKit's default, false; Sketchpad always uses it).
    public class var requiresConstraintBasedLayout: Bool { false }

    /// The active constraints, installed anywhere in the view's hierarchy, that place the view on
    /// `axis` (their first or second item is the view and the attribute is on that axis).
    /// UIKit answers it for debugging only; so does this.
    ///
    /// ```swift
    /// box.constraintsAffectingLayout(for: .horizontal)   // its width, leading, centre X…
    /// ```
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        UIView.constraints(affecting: self, on: axis, in: rootView)
    }

    /// The active constraints installed in `root`'s hierarchy whose first or second item is
    /// `item` with an attribute on `axis`.
    static func constraints(affecting item: AnyObject, on axis: NSLayoutConstraint.Axis, in root: UIView) -> [NSLayoutConstraint] {
        func onAxis(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
            switch attribute {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return axis == .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
                return axis == .vertical
            case .notAnAttribute:
                return false
            }
        }
        var found: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            for constraint in view.constraints {
                if constraint.firstItem === item && onAxis(constraint.firstAttribute)
                    || constraint.secondItem === item && onAxis(constraint.secondAttribute) {
                    found.append(constraint)
                }
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return found
    }

    /// The identifier state restoration saves the view under (stored: nothing is restored).
    public var restorationIdentifier: String? {
        get { sdkValues.restorationIdentifier }
        set { sdkValues.restorationIdentifier = newValue }
    }

    /// Saves the view's state (nothing is saved here).
    public func encodeRestorableState(with coder: NSCoder) {}
    /// Restores the view's state (nothing is restored here).
    public func decodeRestorableState(with coder: NSCoder) {}

    /// A view showing what is on screen: nil, as UIKit answers for a view not on screen (there is
    /// none here; render a `Scene` for a picture).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { nil }
    /// A resizable view showing part of the screen: nil (see ``snapshotView(afterScreenUpdates:)``).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? { nil }
    /// Draws the hierarchy into the current Core Graphics context: there is none here, so false
    /// (the snapshot is incomplete, as UIKit reports it); render a `Scene` for a picture.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}
