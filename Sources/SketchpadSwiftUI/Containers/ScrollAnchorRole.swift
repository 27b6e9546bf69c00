/// The role of a scroll anchor (iOS 18): where a scroll view is first scrolled, how it follows
/// size changes, how it aligns content smaller than itself. A still shows the first:
/// ``initialOffset``; the others are kept.
///
/// ```swift
/// List(messages) { Text($0.text) }.defaultScrollAnchor(.bottom, for: .initialOffset)
/// ```
public struct ScrollAnchorRole: Hashable, Sendable {
    let kind: Int

    /// Where the scroll view is initially scrolled.
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(kind: 0) }
    /// How the scroll view adjusts its offset when its content or container size changes.
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(kind: 1) }
    /// How the scroll view aligns content smaller than its container.
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(kind: 2) }
}

/// Where a list is first scrolled: `defaultScrollAnchor`'s unit point, or a `ScrollPosition`.
package struct InitialScroll: Sendable {
    package var anchor: UnitPoint?
    package var position: ScrollPosition?

    /// The view to scroll to: `scrollPosition(id:anchor:)`'s initial id, or a position's view.
    package var target: InitialScrollTarget?

    /// The vertical offset into content `overflow` points taller than the visible part.
    package func offset(overflow: CGFloat) -> CGFloat {
        guard overflow > 0 else { return 0 }
        if let position {
            if let y = position.point?.y { return min(max(0, y), overflow) }
            if let edge = position.edge { return edge == .bottom ? overflow : 0 }
        }
        return overflow * min(max(0, anchor?.y ?? 0), 1)
    }

    /// The offset along both axes into content `overflow` larger than the visible part (a
    /// position's point or edge, else the anchor's unit point).
    package func offset(overflow: CGSize) -> CGSize {
        func along(_ overflow: CGFloat, point: CGFloat?, far: Bool, near: Bool, unit: CGFloat?) -> CGFloat {
            guard overflow > 0 else { return 0 }
            if let point { return min(max(0, point), overflow) }
            if far { return overflow }
            if near { return 0 }
            return overflow * min(max(0, unit ?? 0), 1)
        }
        let point = position?.point, edge = position?.edge
        return CGSize(width: along(overflow.width, point: point?.x, far: edge == .trailing, near: edge != nil, unit: anchor?.x),
                      height: along(overflow.height, point: point?.y, far: edge == .bottom, near: edge != nil, unit: anchor?.y))
    }

    package var isSet: Bool { anchor != nil || position?.point != nil || position?.edge != nil || target != nil }
}

extension EnvironmentValues {
    private struct InitialScrollKey: EnvironmentKey { static let defaultValue = InitialScroll() }

    /// Where the lists below are first scrolled.
    package var initialScroll: InitialScroll {
        get { self[InitialScrollKey.self] }
        set { self[InitialScrollKey.self] = newValue }
    }
}

extension View {
    /// Sets which part of a scrollable view's content shows first: a list in a still is shown
    /// scrolled to this unit point of its content (`.bottom`: its end), and a plain list's section
    /// header at the top stays pinned there, as on iOS.
    ///
    /// ```swift
    /// List(messages) { Text($0.text) }.listStyle(.plain).defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        transformEnvironment(\.initialScroll) { $0.anchor = anchor }
    }

    /// Sets the anchor of a scrollable view for one role; a still shows ``ScrollAnchorRole/initialOffset``.
    ///
    /// ```swift
    /// List(messages) { Text($0.text) }.defaultScrollAnchor(.bottom, for: .initialOffset)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
        transformEnvironment(\.initialScroll) { if role == .initialOffset { $0.anchor = anchor } }
    }
}
