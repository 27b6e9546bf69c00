/// The anchors of one view or layout guide, made on first use and kept, so that
/// `view.topAnchor === view.topAnchor` and a constraint's `firstAnchor` is the view's anchor, as
/// in UIKit. The anchors hold their item weakly; the item holds them: no cycle.
@MainActor
struct AnchorCache {
    private var anchors: [NSLayoutConstraint.Attribute: AnyObject] = [:]

    /// The anchor of `attribute`, made by `make` the first time.
    mutating func anchor<Anchor: AnyObject>(_ attribute: NSLayoutConstraint.Attribute, _ make: () -> Anchor) -> Anchor {
        if let anchor = anchors[attribute] as? Anchor { return anchor }
        let anchor = make()
        anchors[attribute] = anchor
        return anchor
    }
}
