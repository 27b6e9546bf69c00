/// The part of a scroll view's content on screen, in canvas coordinates: the scroll view sets
/// it when it is placed, before its content is, so pinned section headers and footers inside
/// can stick to its edges. A still frame shows the content from its top, so the visible part
/// is the scroll view's own frame.
package final class ScrollViewport: @unchecked Sendable {
    package var visible: CGRect?
    package init() {}
}

/// What a node is in a section of a lazy stack that pins headers or footers.
struct PinnedSectionTrait {
    enum Role { case header, row, footer }
    /// One object per resolved section (compared by identity, never ordered).
    final class Identity {}
    let section: Identity
    let role: Role
    static let key = ObjectIdentifier(PinnedSectionTrait.self)
}

extension EnvironmentValues {
    private struct ScrollViewportKey: EnvironmentKey { static let defaultValue: ScrollViewport? = nil }
    private struct PinnedViewsKey: EnvironmentKey { static let defaultValue = PinnedScrollableViews() }
    private struct TagsSectionsKey: EnvironmentKey { static let defaultValue = false }

    /// The innermost scroll view's visible part (nil outside a scroll view).
    package var scrollViewport: ScrollViewport? {
        get { self[ScrollViewportKey.self] }
        set { self[ScrollViewportKey.self] = newValue }
    }

    /// The views the enclosing lazy stack pins (its sections tag their headers and footers).
    package var pinnedScrollableViews: PinnedScrollableViews {
        get { self[PinnedViewsKey.self] }
        set { self[PinnedViewsKey.self] = newValue }
    }

    /// Whether sections here tag their headers, rows and footers even when nothing is pinned (in a
    /// lazy grid, where a header or footer is a line across the grid).
    package var tagsSections: Bool {
        get { self[TagsSectionsKey.self] }
        set { self[TagsSectionsKey.self] = newValue }
    }
}

/// A lazy stack or grid whose sections' headers and footers stick to the visible part of the
/// enclosing scroll view along the axis it grows in, as `LazyVStack(pinnedViews:)`,
/// `LazyHStack(pinnedViews:)`, `LazyVGrid(pinnedViews:)` and `LazyHGrid(pinnedViews:)` do: a
/// header no further up (or left) than the start of the visible part, a footer no further down (or
/// right) than its end, each kept within its own section. At the still frame's scroll offset (the
/// start), headers stay where they are and the footer of a section that runs past the end is drawn
/// at the end, over its rows. Sections wholly off screen keep their places. `base` lays out.
struct PinnedSectionsLayout<Base: Layout>: Layout {
    let base: Base
    /// The axis the stack or grid grows along (and its headers and footers stick along).
    let axis: Axis
    let pinned: PinnedScrollableViews
    typealias Cache = Base.Cache
    typealias AnimatableData = EmptyAnimatableData

    static var layoutProperties: LayoutProperties { Base.layoutProperties }

    func makeCache(subviews: Subviews) -> Cache { base.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { base.updateCache(&cache, subviews: subviews) }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { base.spacing(subviews: subviews, cache: &cache) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        base.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let nodes = subviews.map(\.node)
        guard let visible = nodes.first?.environment.scrollViewport?.visible else { return }
        var start = 0
        while start < nodes.count {
            guard let section = PinnedSectionTrait.of(nodes[start])?.section else {
                start += 1
                continue
            }
            var end = start
            while end < nodes.count, PinnedSectionTrait.of(nodes[end])?.section === section { end += 1 }
            pin(Array(nodes[start..<end]), visible: visible)
            start = end
        }
    }

    /// Moves a section's header and footer to the visible part's edges, within the section.
    private func pin(_ members: [LayoutNode], visible: CGRect) {
        func role(_ node: LayoutNode) -> PinnedSectionTrait.Role? { PinnedSectionTrait.of(node)?.role }
        func start(_ rect: CGRect) -> CGFloat { axis == .vertical ? rect.minY : rect.minX }
        func end(_ rect: CGRect) -> CGFloat { axis == .vertical ? rect.maxY : rect.maxX }
        func length(_ rect: CGRect) -> CGFloat { axis == .vertical ? rect.height : rect.width }
        let first = members.map { start($0.frame) }.min() ?? 0, last = members.map { end($0.frame) }.max() ?? 0
        let header = members.first { role($0) == .header }, footer = members.last { role($0) == .footer }
        // A section wholly off screen keeps its places.
        guard first < end(visible), last > start(visible) else { return }
        if pinned.contains(.sectionHeaders), let header {
            move(header, to: max(start(header.frame), min(start(visible), last - length(header.frame))))
        }
        if pinned.contains(.sectionFooters), let footer {
            let earliest = header.map { end($0.frame) } ?? first
            move(footer, to: max(earliest, min(start(footer.frame), end(visible) - length(footer.frame))))
        }
    }

    /// Places `node` at `position` along the axis, where it is across.
    private func move(_ node: LayoutNode, to position: CGFloat) {
        var frame = node.frame
        if axis == .vertical { frame.origin.y = position } else { frame.origin.x = position }
        guard frame != node.frame else { return }
        node.place(in: frame, proposal: node.placedProposal)
    }
}

extension PinnedSectionTrait {
    /// The section and role `node` was tagged with, if any.
    static func of(_ node: LayoutNode) -> PinnedSectionTrait? {
        node.layoutValues[PinnedSectionTrait.key] as? PinnedSectionTrait
    }
}
