import Foundation
import SketchpadUIKit
import Testing

/// Every member of `NSLayoutConstraint`, `NSLayoutAnchor` (and its X, Y and dimension
/// subclasses) and `UILayoutGuide` in the iOS 17 SDK (NSLayoutConstraint.h, NSLayoutAnchor.h,
/// UILayoutGuide.h), referenced with its SDK signature: a missing member does not compile.
@MainActor
enum NSLayoutConstraintSurface {
    static func reference(_ c: NSLayoutConstraint, _ x: NSLayoutXAxisAnchor, _ y: NSLayoutYAxisAnchor, _ d: NSLayoutDimension,
                          _ g: UILayoutGuide) {
        let _: (String, NSLayoutConstraint.FormatOptions, [String: Any]?, [String: Any]) -> [NSLayoutConstraint]
            = NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)
        let _: (Any, NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, Any?, NSLayoutConstraint.Attribute, CGFloat, CGFloat) -> NSLayoutConstraint
            = NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
        let _: () -> NSLayoutConstraint = NSLayoutConstraint.init
        let _: ReferenceWritableKeyPath<NSLayoutConstraint, UILayoutPriority> = \.priority
        let _: ReferenceWritableKeyPath<NSLayoutConstraint, Bool> = \.shouldBeArchived
        let _: AnyObject? = c.firstItem
        let _: AnyObject? = c.secondItem
        let _: NSLayoutConstraint.Attribute = c.firstAttribute
        let _: NSLayoutConstraint.Attribute = c.secondAttribute
        let _: NSLayoutAnchor<AnyObject> = c.firstAnchor
        let _: NSLayoutAnchor<AnyObject>? = c.secondAnchor
        let _: NSLayoutConstraint.Relation = c.relation
        let _: CGFloat = c.multiplier
        let _: ReferenceWritableKeyPath<NSLayoutConstraint, CGFloat> = \.constant
        let _: ReferenceWritableKeyPath<NSLayoutConstraint, Bool> = \.isActive
        let _: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.activate(_:)
        let _: ([NSLayoutConstraint]) -> Void = NSLayoutConstraint.deactivate(_:)
        let _: ReferenceWritableKeyPath<NSLayoutConstraint, String?> = \.identifier

        // NSLayoutAnchor (through the X axis; Y and dimensions share the generic members).
        let _: (NSLayoutXAxisAnchor) -> NSLayoutConstraint = x.constraint(equalTo:)
        let _: (NSLayoutXAxisAnchor) -> NSLayoutConstraint = x.constraint(greaterThanOrEqualTo:)
        let _: (NSLayoutXAxisAnchor) -> NSLayoutConstraint = x.constraint(lessThanOrEqualTo:)
        let _: (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint = x.constraint(equalTo:constant:)
        let _: (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint = x.constraint(greaterThanOrEqualTo:constant:)
        let _: (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint = x.constraint(lessThanOrEqualTo:constant:)
        let _: String = x.name
        let _: AnyObject? = x.item
        let _: Bool = x.hasAmbiguousLayout
        let _: [NSLayoutConstraint] = x.constraintsAffectingLayout
        let _: (NSLayoutXAxisAnchor) -> NSLayoutDimension = x.anchorWithOffset(to:)
        let _: (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint = x.constraint(equalToSystemSpacingAfter:multiplier:)
        let _: (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint = x.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)
        let _: (NSLayoutXAxisAnchor, CGFloat) -> NSLayoutConstraint = x.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)
        let _: (NSLayoutYAxisAnchor) -> NSLayoutDimension = y.anchorWithOffset(to:)
        let _: (NSLayoutYAxisAnchor, CGFloat) -> NSLayoutConstraint = y.constraint(equalToSystemSpacingBelow:multiplier:)
        let _: (NSLayoutYAxisAnchor, CGFloat) -> NSLayoutConstraint = y.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
        let _: (NSLayoutYAxisAnchor, CGFloat) -> NSLayoutConstraint = y.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)
        let _: (CGFloat) -> NSLayoutConstraint = d.constraint(equalToConstant:)
        let _: (CGFloat) -> NSLayoutConstraint = d.constraint(greaterThanOrEqualToConstant:)
        let _: (CGFloat) -> NSLayoutConstraint = d.constraint(lessThanOrEqualToConstant:)
        let _: (NSLayoutDimension, CGFloat) -> NSLayoutConstraint = d.constraint(equalTo:multiplier:)
        let _: (NSLayoutDimension, CGFloat) -> NSLayoutConstraint = d.constraint(greaterThanOrEqualTo:multiplier:)
        let _: (NSLayoutDimension, CGFloat) -> NSLayoutConstraint = d.constraint(lessThanOrEqualTo:multiplier:)
        let _: (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint = d.constraint(equalTo:multiplier:constant:)
        let _: (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint = d.constraint(greaterThanOrEqualTo:multiplier:constant:)
        let _: (NSLayoutDimension, CGFloat, CGFloat) -> NSLayoutConstraint = d.constraint(lessThanOrEqualTo:multiplier:constant:)

        // UILayoutGuide.
        let _: CGRect = g.layoutFrame
        let _: ReferenceWritableKeyPath<UILayoutGuide, UIView?> = \.owningView
        let _: ReferenceWritableKeyPath<UILayoutGuide, String> = \.identifier
        let _: NSLayoutXAxisAnchor = g.leadingAnchor
        let _: NSLayoutXAxisAnchor = g.trailingAnchor
        let _: NSLayoutXAxisAnchor = g.leftAnchor
        let _: NSLayoutXAxisAnchor = g.rightAnchor
        let _: NSLayoutYAxisAnchor = g.topAnchor
        let _: NSLayoutYAxisAnchor = g.bottomAnchor
        let _: NSLayoutDimension = g.widthAnchor
        let _: NSLayoutDimension = g.heightAnchor
        let _: NSLayoutXAxisAnchor = g.centerXAnchor
        let _: NSLayoutYAxisAnchor = g.centerYAnchor
        let _: Bool = g.hasAmbiguousLayout
        let _: (NSLayoutConstraint.Axis) -> [NSLayoutConstraint] = g.constraintsAffectingLayout(for:)
    }
}

@MainActor
@Suite struct NSLayoutConstraintSurfaceTests {
    @Test func everyMemberIsThere() {
        let view = UIView(), guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        NSLayoutConstraintSurface.reference(view.widthAnchor.constraint(equalToConstant: 10), view.leadingAnchor, view.topAnchor,
                                            view.widthAnchor, guide)
    }

    /// A guide's and an anchor's debugging members answer for their item; setting a guide's
    /// owning view adds it to that view, as in UIKit.
    @Test func guidesAndAnchorsAnswerTheirDebuggingQuestions() {
        let root = makeRoot()
        let guide = UILayoutGuide()
        guide.owningView = root
        #expect(root.layoutGuides.contains { $0 === guide } && guide.owningView === root)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        leading.isActive = true
        #expect(guide.hasAmbiguousLayout)   // nothing sets its width, top or height
        #expect(guide.leadingAnchor.hasAmbiguousLayout)
        #expect(guide.constraintsAffectingLayout(for: .horizontal).contains { $0 === leading })
        #expect(guide.constraintsAffectingLayout(for: .vertical).isEmpty)
        #expect(guide.leadingAnchor.constraintsAffectingLayout.contains { $0 === leading } && guide.topAnchor.constraintsAffectingLayout.isEmpty)
        NSLayoutConstraint.activate([
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(!guide.hasAmbiguousLayout)
        guide.owningView = nil
        #expect(root.layoutGuides.isEmpty && guide.owningView == nil)
    }
}
