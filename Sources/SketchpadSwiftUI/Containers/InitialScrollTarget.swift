/// Where a scroll view is first scrolled to a view: `scrollPosition(id:anchor:)` with an initial
/// id, a `ScrollPosition(id:anchor:)`, or a `ScrollViewProxy.scrollTo(_:anchor:)` run in
/// `onAppear`. The view is found by its `.id(_:)` or by its `ForEach` element's id.
package struct InitialScrollTarget: @unchecked Sendable {
    package let id: AnyHashable
    package let anchor: UnitPoint?

    package init(id: AnyHashable, anchor: UnitPoint?) {
        self.id = id
        self.anchor = anchor
    }

    /// Whether `node` is the view this target names (its `ForEach` element's id, or its `.id(_:)`).
    func names(_ node: LayoutNode) -> Bool {
        if let value = node.layoutValues[ScrollTargetIDTrait.key] as? AnyHashable, value == id { return true }
        return node.identifier != nil && node.identifier == "\(id.base)"
    }

    /// Whether `root` or a view inside it is the view this target names.
    func isIn(_ root: LayoutNode) -> Bool {
        var found = false
        root.forEachNode { node in if !found, names(node) { found = true } }
        return found
    }

    /// The frame of the first view inside `root` (depth first, in declaration order) this target names.
    func frame(in root: LayoutNode) -> CGRect? {
        var found: CGRect?
        root.forEachNode { node in
            if found == nil, names(node) { found = node.frame }
        }
        return found
    }

    /// How far along one axis to scroll so that `target` shows in `visible` as SwiftUI's
    /// `scrollTo(_:anchor:)` documents: with an anchor, that unit point of the view and of the
    /// visible part align; without one, the least scroll that shows the whole view. Clamped to
    /// `0...overflow` (a scroll view cannot scroll past its content).
    static func offset(target: ClosedRange<CGFloat>, visible: ClosedRange<CGFloat>, anchor: CGFloat?, overflow: CGFloat) -> CGFloat {
        let wanted: CGFloat
        if let anchor {
            wanted = (target.lowerBound + anchor * (target.upperBound - target.lowerBound))
                - (visible.lowerBound + anchor * (visible.upperBound - visible.lowerBound))
        } else if target.upperBound > visible.upperBound {
            wanted = min(target.upperBound - visible.upperBound, target.lowerBound - visible.lowerBound)
        } else if target.lowerBound < visible.lowerBound {
            wanted = target.lowerBound - visible.lowerBound
        } else {
            wanted = 0
        }
        return min(max(0, wanted), max(0, overflow))
    }
}

/// A `ForEach` element's id, kept on its view where a scroll view may be scrolled to it.
struct ScrollTargetIDTrait {
    static let key = ObjectIdentifier(ScrollTargetIDTrait.self)
}

/// The requests a `ScrollViewReader`'s proxy received (kept across the renderer's passes by the
/// reader's place in the tree, so a `scrollTo` in `onAppear` reaches the scroll view laid out after it).
package final class ScrollRequests: @unchecked Sendable {
    package var last: InitialScrollTarget?
    package init() {}

    /// The requests kept for the view at `context`'s place (made on the first pass).
    @MainActor static func stored(in context: ResolveContext) -> ScrollRequests {
        let key = ResolveContext.combine(context.identity, 0x5C20_11)
        if let stored = context.session.storage[key] as? ScrollRequests { return stored }
        let requests = ScrollRequests()
        context.session.storage[key] = requests
        return requests
    }
}

extension EnvironmentValues {
    private struct ScrollRequestsKey: EnvironmentKey { static let defaultValue: ScrollRequests? = nil }
    private struct CollectsScrollTargetIDsKey: EnvironmentKey { static let defaultValue = false }

    /// The requests of the enclosing `ScrollViewReader`'s proxy.
    package var scrollRequests: ScrollRequests? {
        get { self[ScrollRequestsKey.self] }
        set { self[ScrollRequestsKey.self] = newValue }
    }

    /// Whether `ForEach` keeps its elements' ids on their views (only where a scroll view may
    /// be scrolled to one: it costs a trait per element).
    package var collectsScrollTargetIDs: Bool {
        get { self[CollectsScrollTargetIDsKey.self] }
        set { self[CollectsScrollTargetIDsKey.self] = newValue }
    }
}
