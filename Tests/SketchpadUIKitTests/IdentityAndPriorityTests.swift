import Testing
import SketchpadUIKit

/// Anchors and priorities as UIKit keeps them (issue 23).
@MainActor @Suite struct IdentityAndPriorityTests {
    /// Anchors are made once per view or guide and kept; a constraint's anchors are the items' own.
    @Test func anchorsAreMadeOnceAndKept() {
        let view = UIView(), other = UIView()
        #expect(view.topAnchor === view.topAnchor)
        #expect(view.widthAnchor === view.widthAnchor)
        #expect(view.leadingAnchor !== other.leadingAnchor)
        #expect(view.layoutMarginsGuide.leadingAnchor === view.layoutMarginsGuide.leadingAnchor)
        let c = view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8)
        #expect(c.firstAnchor === view.topAnchor)
        #expect(c.secondAnchor === other.bottomAnchor)
        #expect(c.firstAnchor.item === view)
        #expect((c.firstAnchor as AnyObject) is NSLayoutYAxisAnchor)   // through AnyObject: the generic cast warns
        let guide = UILayoutGuide()
        let g = guide.widthAnchor.constraint(equalToConstant: 10)
        #expect(g.firstAnchor === guide.widthAnchor)
        #expect(g.secondAnchor == nil)
        // What the anchor returned by `firstAnchor` makes is a working constraint.
        let again = c.firstAnchor.constraint(equalTo: c.secondAnchor!, constant: 4)
        #expect(again.firstItem === view && again.secondItem === other && again.constant == 4)
    }

    /// Hugging and compression resistance of 0 read back as 0 (the engine's weakest is 1).
    @Test func zeroContentPrioritiesReadBackAsZero() {
        let label = UILabel()
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        label.setContentHuggingPriority(UILayoutPriority(0), for: .horizontal)
        label.setContentCompressionResistancePriority(UILayoutPriority(0), for: .vertical)
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 0)
        #expect(label.contentCompressionResistancePriority(for: .vertical).rawValue == 0)
        #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    }
}
