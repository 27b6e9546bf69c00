import Foundation
import SketchpadUIKit
import Testing

/// Every member of `UIView` in the iOS 17 SDK (UIView.h, section by section), referenced with its
/// SDK signature: a member missing here, or declared with another signature, does not compile.
/// Members that need Apple's runtime are declared unavailable with a message, so they are absent
/// from this list (a reference would not compile either); they are named in the comments.
@MainActor
enum UIViewSurface {
    static func reference(_ v: UIView, _ other: UIView, _ c: NSLayoutConstraint, _ g: UILayoutGuide, _ coder: NSCoder) {
        // Class, initialisers, interaction, focus, semantic content.
        let _: AnyClass = UIView.layerClass
        let _: (CGRect) -> UIView = UIView.init(frame:)
        let _: (NSCoder) -> UIView? = UIView.init(coder:)
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.isUserInteractionEnabled
        let _: ReferenceWritableKeyPath<UIView, Int> = \.tag
        let _: CALayer = v.layer
        let _: Bool = v.canBecomeFocused
        let _: Bool = v.isFocused
        let _: ReferenceWritableKeyPath<UIView, String?> = \.focusGroupIdentifier
        let _: ReferenceWritableKeyPath<UIView, UISemanticContentAttribute> = \.semanticContentAttribute
        let _: (UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for:)
        let _: (UISemanticContentAttribute, UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for:relativeTo:)
        let _: UIUserInterfaceLayoutDirection = v.effectiveUserInterfaceLayoutDirection

        // Geometry.
        let _: ReferenceWritableKeyPath<UIView, CGRect> = \.frame
        let _: ReferenceWritableKeyPath<UIView, CGRect> = \.bounds
        let _: ReferenceWritableKeyPath<UIView, CGPoint> = \.center
        let _: ReferenceWritableKeyPath<UIView, CGAffineTransform> = \.transform
        let _: ReferenceWritableKeyPath<UIView, CGFloat> = \.contentScaleFactor
        let _: ReferenceWritableKeyPath<UIView, CGPoint> = \.anchorPoint
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.isMultipleTouchEnabled
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.isExclusiveTouch
        let _: (CGPoint, UIEvent?) -> UIView? = v.hitTest(_:with:)
        let _: (CGPoint, UIEvent?) -> Bool = v.point(inside:with:)
        let _: (CGPoint, UIView?) -> CGPoint = v.convert(_:to:)
        let _: (CGPoint, UIView?) -> CGPoint = v.convert(_:from:)
        let _: (CGRect, UIView?) -> CGRect = v.convert(_:to:)
        let _: (CGRect, UIView?) -> CGRect = v.convert(_:from:)
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.autoresizesSubviews
        let _: ReferenceWritableKeyPath<UIView, UIView.AutoresizingMask> = \.autoresizingMask
        let _: (CGSize) -> CGSize = v.sizeThatFits(_:)
        let _: () -> Void = v.sizeToFit

        // Hierarchy.
        let _: UIView? = v.superview
        let _: [UIView] = v.subviews
        let _: UIWindow? = v.window
        let _: () -> Void = v.removeFromSuperview
        let _: (UIView, Int) -> Void = v.insertSubview(_:at:)
        let _: (Int, Int) -> Void = v.exchangeSubview(at:withSubviewAt:)
        let _: (UIView) -> Void = v.addSubview(_:)
        let _: (UIView, UIView) -> Void = v.insertSubview(_:belowSubview:)
        let _: (UIView, UIView) -> Void = v.insertSubview(_:aboveSubview:)
        let _: (UIView) -> Void = v.bringSubviewToFront(_:)
        let _: (UIView) -> Void = v.sendSubviewToBack(_:)
        let _: (UIView) -> Void = v.didAddSubview(_:)
        let _: (UIView) -> Void = v.willRemoveSubview(_:)
        let _: (UIView?) -> Void = v.willMove(toSuperview:)
        let _: () -> Void = v.didMoveToSuperview
        let _: (UIWindow?) -> Void = v.willMove(toWindow:)
        let _: () -> Void = v.didMoveToWindow
        let _: (UIView) -> Bool = v.isDescendant(of:)
        let _: (Int) -> UIView? = v.viewWithTag(_:)
        let _: () -> Void = v.setNeedsLayout
        let _: () -> Void = v.layoutIfNeeded
        let _: () -> Void = v.layoutSubviews
        let _: ReferenceWritableKeyPath<UIView, UIEdgeInsets> = \.layoutMargins
        let _: ReferenceWritableKeyPath<UIView, NSDirectionalEdgeInsets> = \.directionalLayoutMargins
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.preservesSuperviewLayoutMargins
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.insetsLayoutMarginsFromSafeArea
        let _: () -> Void = v.layoutMarginsDidChange
        let _: UIEdgeInsets = v.safeAreaInsets
        let _: () -> Void = v.safeAreaInsetsDidChange
        let _: UILayoutGuide = v.layoutMarginsGuide
        let _: UILayoutGuide = v.readableContentGuide
        let _: UILayoutGuide = v.safeAreaLayoutGuide
        let _: UIKeyboardLayoutGuide = v.keyboardLayoutGuide

        // Rendering.
        let _: (CGRect) -> Void = v.draw(_:)
        let _: () -> Void = v.setNeedsDisplay
        let _: (CGRect) -> Void = v.setNeedsDisplay(_:)
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.clipsToBounds
        let _: ReferenceWritableKeyPath<UIView, UIColor?> = \.backgroundColor
        let _: ReferenceWritableKeyPath<UIView, CGFloat> = \.alpha
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.isOpaque
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.clearsContextBeforeDrawing
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.isHidden
        let _: ReferenceWritableKeyPath<UIView, UIView.ContentMode> = \.contentMode
        let _: ReferenceWritableKeyPath<UIView, UIView?> = \.mask
        let _: ReferenceWritableKeyPath<UIView, UIColor?> = \.tintColor
        let _: ReferenceWritableKeyPath<UIView, UIView.TintAdjustmentMode> = \.tintAdjustmentMode
        let _: () -> Void = v.tintColorDidChange

        // Animation (applied at once: there is no render loop).
        let _: (Bool) -> Void = UIView.setAnimationsEnabled(_:)
        let _: Bool = UIView.areAnimationsEnabled
        let _: (() -> Void) -> Void = UIView.performWithoutAnimation(_:)
        let _: TimeInterval = UIView.inheritedAnimationDuration
        let _: (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void
            = UIView.animate(withDuration:delay:options:animations:completion:)
        let _: (TimeInterval, @escaping () -> Void, ((Bool) -> Void)?) -> Void = UIView.animate(withDuration:animations:completion:)
        let _: (TimeInterval, @escaping () -> Void) -> Void = UIView.animate(withDuration:animations:)
        let _: (TimeInterval, TimeInterval, CGFloat, CGFloat, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void
            = UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
        let _: (UIView, TimeInterval, UIView.AnimationOptions, (() -> Void)?, ((Bool) -> Void)?) -> Void
            = UIView.transition(with:duration:options:animations:completion:)
        let _: (UIView, UIView, TimeInterval, UIView.AnimationOptions, ((Bool) -> Void)?) -> Void
            = UIView.transition(from:to:duration:options:completion:)
        let _: (UIView.SystemAnimation, [UIView], UIView.AnimationOptions, (() -> Void)?, ((Bool) -> Void)?) -> Void
            = UIView.perform(_:on:options:animations:completion:)
        let _: (CGFloat, Bool, () -> Void) -> Void = UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)
        let _: (TimeInterval, TimeInterval, UIView.KeyframeAnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void
            = UIView.animateKeyframes(withDuration:delay:options:animations:completion:)
        let _: (Double, Double, @escaping () -> Void) -> Void = UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)
        let _: UIView.AnimationCurve = .easeInOut
        let _: UIView.AnimationOptions = [.curveEaseOut, .transitionCrossDissolve, .allowUserInteraction]

        // Constraints.
        let _: [NSLayoutConstraint] = v.constraints
        let _: (NSLayoutConstraint) -> Void = v.addConstraint(_:)
        let _: ([NSLayoutConstraint]) -> Void = v.addConstraints(_:)
        let _: (NSLayoutConstraint) -> Void = v.removeConstraint(_:)
        let _: ([NSLayoutConstraint]) -> Void = v.removeConstraints(_:)
        let _: () -> Void = v.updateConstraintsIfNeeded
        let _: () -> Void = v.updateConstraints
        let _: () -> Bool = v.needsUpdateConstraints
        let _: () -> Void = v.setNeedsUpdateConstraints
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.translatesAutoresizingMaskIntoConstraints
        let _: Bool = UIView.requiresConstraintBasedLayout
        let _: (CGRect) -> CGRect = v.alignmentRect(forFrame:)
        let _: (CGRect) -> CGRect = v.frame(forAlignmentRect:)
        let _: UIEdgeInsets = v.alignmentRectInsets
        let _: UIView = v.forFirstBaselineLayout
        let _: UIView = v.forLastBaselineLayout
        let _: CGFloat = UIView.noIntrinsicMetric
        let _: CGSize = v.intrinsicContentSize
        let _: () -> Void = v.invalidateIntrinsicContentSize
        let _: (NSLayoutConstraint.Axis) -> UILayoutPriority = v.contentHuggingPriority(for:)
        let _: (UILayoutPriority, NSLayoutConstraint.Axis) -> Void = v.setContentHuggingPriority(_:for:)
        let _: (NSLayoutConstraint.Axis) -> UILayoutPriority = v.contentCompressionResistancePriority(for:)
        let _: (UILayoutPriority, NSLayoutConstraint.Axis) -> Void = v.setContentCompressionResistancePriority(_:for:)
        let _: CGSize = UIView.layoutFittingCompressedSize
        let _: CGSize = UIView.layoutFittingExpandedSize
        let _: (CGSize) -> CGSize = v.systemLayoutSizeFitting(_:)
        let _: (CGSize, UILayoutPriority, UILayoutPriority) -> CGSize = v.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
        let _: [UILayoutGuide] = v.layoutGuides
        let _: (UILayoutGuide) -> Void = v.addLayoutGuide(_:)
        let _: (UILayoutGuide) -> Void = v.removeLayoutGuide(_:)
        let _: NSLayoutXAxisAnchor = v.leadingAnchor
        let _: NSLayoutXAxisAnchor = v.trailingAnchor
        let _: NSLayoutXAxisAnchor = v.leftAnchor
        let _: NSLayoutXAxisAnchor = v.rightAnchor
        let _: NSLayoutYAxisAnchor = v.topAnchor
        let _: NSLayoutYAxisAnchor = v.bottomAnchor
        let _: NSLayoutDimension = v.widthAnchor
        let _: NSLayoutDimension = v.heightAnchor
        let _: NSLayoutXAxisAnchor = v.centerXAnchor
        let _: NSLayoutYAxisAnchor = v.centerYAnchor
        let _: NSLayoutYAxisAnchor = v.firstBaselineAnchor
        let _: NSLayoutYAxisAnchor = v.lastBaselineAnchor
        let _: (NSLayoutConstraint.Axis) -> [NSLayoutConstraint] = v.constraintsAffectingLayout(for:)
        let _: Bool = v.hasAmbiguousLayout
        let _: () -> Void = v.exerciseAmbiguityInLayout

        // State restoration, snapshots.
        let _: ReferenceWritableKeyPath<UIView, String?> = \.restorationIdentifier
        let _: (NSCoder) -> Void = v.encodeRestorableState(with:)
        let _: (NSCoder) -> Void = v.decodeRestorableState(with:)
        let _: (Bool) -> UIView? = v.snapshotView(afterScreenUpdates:)
        let _: (CGRect, Bool, UIEdgeInsets) -> UIView? = v.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)
        let _: (CGRect, Bool) -> Bool = v.drawHierarchy(in:afterScreenUpdates:)

        // Traits and content size.
        let _: ReferenceWritableKeyPath<UIView, UIUserInterfaceStyle> = \.overrideUserInterfaceStyle
        let _: UITraitCollection = v.traitCollection
        let _: (UITraitCollection?) -> Void = v.traitCollectionDidChange(_:)
        let _: ReferenceWritableKeyPath<UIView, UIContentSizeCategory?> = \.minimumContentSizeCategory
        let _: ReferenceWritableKeyPath<UIView, UIContentSizeCategory?> = \.maximumContentSizeCategory
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.appliesContentSizeCategoryLimitsToTraitCollection
        let _: () -> Void = v.updateTraitsIfNeeded

        // Accessibility (stored).
        let _: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityIdentifier
        let _: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityLabel
        let _: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityHint
        let _: ReferenceWritableKeyPath<UIView, String?> = \.accessibilityValue
        let _: ReferenceWritableKeyPath<UIView, Bool> = \.isAccessibilityElement
    }
}

/// The members above behave as UIKit's where they show, and keep what they are given where they do not.
@MainActor
@Suite struct UIViewSurfaceTests {
    @Test func everyMemberIsThereAndStoredMembersKeepTheirValues() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let other = UIView()
        UIViewSurface.reference(view, other, NSLayoutConstraint(), UILayoutGuide(), NSCoder())
        view.restorationIdentifier = "card"
        view.focusGroupIdentifier = "group"
        view.anchorPoint = CGPoint(x: 0, y: 0)
        view.appliesContentSizeCategoryLimitsToTraitCollection = true
        #expect(view.restorationIdentifier == "card" && view.focusGroupIdentifier == "group" && view.anchorPoint == .zero)
        #expect(view.appliesContentSizeCategoryLimitsToTraitCollection)
        #expect(view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(!view.canBecomeFocused && !view.isFocused)
        // Animations apply at once, and completions run with `true`.
        var finished = false
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.alpha == 0.5 && finished)
        finished = false
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.backgroundColor = .red }) { finished = $0 }
        #expect(view.backgroundColor == .red && finished)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.25 }
        }, completion: nil)
        #expect(view.alpha == 0.25)
        let container = UIView(), from = UIView(), to = UIView()
        container.addSubview(from)
        UIView.transition(from: from, to: to, duration: 0.2, options: []) { finished = $0 }
        #expect(from.superview == nil && to.superview === container)
        #expect(UIView.inheritedAnimationDuration == 0 && UIView.requiresConstraintBasedLayout == false)
        #expect(view.snapshotView(afterScreenUpdates: false) == nil)
        // Constraints affecting a view's axis are the active ones that place it on that axis.
        let root = makeRoot()
        let box = constrained(UIView())
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        let top = box.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([width, top])
        #expect(box.constraintsAffectingLayout(for: .horizontal).contains { $0 === width })
        #expect(!box.constraintsAffectingLayout(for: .horizontal).contains { $0 === top })
        #expect(box.constraintsAffectingLayout(for: .vertical).contains { $0 === top })
    }
}
