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
}

/// A vertical stack whose sections' headers and footers stick to the visible part of the
/// enclosing scroll view, as `LazyVStack(pinnedViews:)` does: a header no higher than the top
/// of the visible part, a footer no lower than its bottom, each kept within its own section.
/// At the still frame's scroll offset (the top), headers stay where they are and the footer
/// of a section that runs past the bottom is drawn at the bottom, over its rows. Sections
/// wholly off screen keep their places.
struct PinnedSectionsVStackLayout: Layout {
    let stack: VStackLayout
    let pinned: PinnedScrollableViews
    typealias Cache = VStackLayout.Cache
    typealias AnimatableData = EmptyAnimatableData

    static var layoutProperties: LayoutProperties { VStackLayout.layoutProperties }

    func makeCache(subviews: Subviews) -> Cache { stack.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { stack.updateCache(&cache, subviews: subviews) }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { stack.spacing(subviews: subviews, cache: &cache) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let nodes = subviews.map(\.node)
        guard let visible = nodes.first?.environment.scrollViewport?.visible else { return }
        var start = 0
        while start < nodes.count {
            guard let section = Self.trait(of: nodes[start])?.section else {
                start += 1
                continue
            }
            var end = start
            while end < nodes.count, Self.trait(of: nodes[end])?.section === section { end += 1 }
            pin(Array(nodes[start..<end]), visible: visible)
            start = end
        }
    }

    /// Moves a section's header and footer to the visible part's edges, within the section.
    private func pin(_ members: [LayoutNode], visible: CGRect) {
        func role(_ node: LayoutNode) -> PinnedSectionTrait.Role? { Self.trait(of: node)?.role }
        let top = members.map(\.frame.minY).min() ?? 0, bottom = members.map(\.frame.maxY).max() ?? 0
        let header = members.first { role($0) == .header }, footer = members.last { role($0) == .footer }
        // A section wholly off screen keeps its places.
        guard top < visible.maxY, bottom > visible.minY else { return }
        if pinned.contains(.sectionHeaders), let header {
            let y = max(header.frame.minY, min(visible.minY, bottom - header.frame.height))
            move(header, to: y)
        }
        if pinned.contains(.sectionFooters), let footer {
            let y = max(header?.frame.maxY ?? top, min(footer.frame.minY, visible.maxY - footer.frame.height))
            move(footer, to: y)
        }
    }

    private static func trait(of node: LayoutNode) -> PinnedSectionTrait? {
        node.layoutValues[PinnedSectionTrait.key] as? PinnedSectionTrait
    }

    private func move(_ node: LayoutNode, to y: CGFloat) {
        guard y != node.frame.minY else { return }
        node.place(in: CGRect(x: node.frame.minX, y: y, width: node.frame.width, height: node.frame.height), proposal: node.placedProposal)
    }
}
