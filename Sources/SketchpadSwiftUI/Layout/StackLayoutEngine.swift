/// The cache of a stack layout: the last proposal and where it put each subview.
///
/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and ``VStackLayout``.
///
/// With a size along the stack's axis, the space left after spacing is offered to the children
/// in groups of descending `layoutPriority`; a group first keeps back what the lower groups need
/// at least (their sizes for a zero proposal), then offers its children, least flexible first
/// (flexibility: the difference of their sizes for an infinite and a zero proposal), an equal
/// share of what remains, each one taking what it takes. Without a size along the axis, each child
/// is offered nil (its ideal size). Across the axis every child is offered the stack's proposal
/// and aligned on the stack's alignment guide.
///
/// Of two children with unbounded flexibility, the one with the larger minimum is offered space
/// first; equal flexibilities keep declaration order (SwiftUI's `_LayoutTraits.FlexibilityEstimate`).
/// A `Spacer` has layout priority −∞, so it is offered space after every view of priority 0,
/// as SwiftUI's spacer layout engine says.
///
/// A value kept in the stack's node (`LayoutContainerNode`) and lent to each layout call
/// `inout`: as a class it was one more allocation a stack, and each layout checked its
/// properties for exclusivity at run time about ten times.
public struct StackLayoutCache {
    var proposal: ProposedViewSize?
    /// Each subview's gap, proposal, size and origins: one array for all of them (an array for
    /// each cost a stack seven allocations or more in its first layout, several grown twice).
    var children: [StackChildLayout] = []
    /// Whether the gaps in ``children`` were found (once: they depend on the subviews only).
    var hasGaps = false
    var stackSize: CGSize = .zero
}

/// What a stack knows of one subview: the gap before it (0 before the first), what it was last
/// proposed, the size it took, where it goes, and its sizes' range along the axis.
struct StackChildLayout {
    var gap: CGFloat = 0
    var proposal = ProposedViewSize.unspecified
    var size = CGSize.zero
    var majorOrigin: CGFloat = 0
    var minorOrigin: CGFloat = 0
    var minimum: CGFloat = 0
    var flexibility: CGFloat = 0
    /// The subview's layout priority, read once (each read of a node's property is checked for
    /// exclusivity at run time).
    var priority: Double = 0
}

public struct StackLayoutEngine {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// Makes `children` one entry a subview, with the gap before each (0 before the first).
    func fillGaps(_ subviews: LayoutSubviews, into children: inout [StackChildLayout]) {
        children.removeAll(keepingCapacity: true)
        children.reserveCapacity(subviews.count)
        var previous: LayoutNode?
        // Only the facing edges are asked: a horizontal gap reads no text metrics.
        let before: Edge.Set = axis == .horizontal ? .trailing : .bottom
        let after: Edge.Set = axis == .horizontal ? .leading : .top
        for node in subviews.nodes[subviews.startIndex..<subviews.endIndex] {
            var child = StackChildLayout()
            child.priority = node.layoutPriority
            if let previous {
                // No exception for spacers: their spacing is zero along the axis (SwiftUI's
                // StackLayout.makeChildren asks every pair of neighbours the same way).
                child.gap = spacing ?? previous.spacing(on: before).distance(to: node.spacing(on: after), along: axis)
            }
            children.append(child)
            previous = node
        }
    }

    func layout(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackLayoutCache) {
        if cache.proposal == proposal { return }
        let all = subviews.nodes
        let base = subviews.startIndex
        let count = subviews.count
        let minor = proposal[axis.other]
        // The cache's array is reused from one proposal to the next (no allocation per layout),
        // taken out while it is filled.
        var children: [StackChildLayout] = []
        swap(&children, &cache.children)
        defer { cache.children = children }
        if !cache.hasGaps {
            fillGaps(subviews, into: &children)
            cache.hasGaps = true
        }
        if let major = proposal[axis] {
            var remaining = major
            for i in 0..<count { remaining -= children[i].gap }
            var samePriority = true
            let firstPriority = count > 0 ? children[0].priority : 0
            for i in 0..<count {
                let node = all[base + i]
                let least = node.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
                let most = node.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
                children[i].minimum = least
                let range = most - least
                children[i].flexibility = range.isNaN ? .infinity : range
                samePriority = samePriority && children[i].priority == firstPriority
            }
            // Priorities, highest first; each group keeps back the minimum of the lower ones.
            // One priority (the usual case) needs no list of them.
            var priorities: [Double] = []
            if !samePriority {
                for i in 0..<count where !priorities.contains(children[i].priority) { priorities.append(children[i].priority) }
                priorities.sort(by: >)
            }
            for index in 0..<(samePriority ? 1 : priorities.count) {
                let priority = samePriority ? firstPriority : priorities[index]
                var lowerMinimum: CGFloat = 0
                if !samePriority {
                    for i in 0..<count where children[i].priority < priority { lowerMinimum += children[i].minimum }
                }
                var available = remaining - lowerMinimum
                // The group's indices on the stack (no array kept in the cache: one allocation a stack).
                withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { buffer in
                    var members = 0
                    for i in 0..<count where samePriority || children[i].priority == priority {
                        buffer.initializeElement(at: members, to: i)
                        members += 1
                    }
                    var group = UnsafeMutableBufferPointer(rebasing: buffer[0..<members])
                    group.sort { a, b in
                        // SwiftUI's FlexibilityEstimate: the smaller range first; of two unbounded
                        // ranges the one with the larger minimum; then declaration order.
                        let flexibilityA = children[a].flexibility, flexibilityB = children[b].flexibility
                        if flexibilityA != flexibilityB { return flexibilityA < flexibilityB }
                        if flexibilityA == .infinity, children[a].minimum != children[b].minimum { return children[a].minimum > children[b].minimum }
                        return a < b
                    }
                    var left = members
                    for i in group {
                        let share = max(0, available / CGFloat(left))
                        let offer = ProposedViewSize(major: share, minor: minor, axis: axis)
                        let size = all[base + i].sizeThatFits(offer)
                        children[i].proposal = offer
                        children[i].size = size
                        available -= size[axis]
                        remaining -= size[axis]
                        left -= 1
                    }
                }
            }
        } else {
            for i in 0..<count {
                let offer = ProposedViewSize(major: nil, minor: minor, axis: axis)
                children[i].proposal = offer
                children[i].size = all[base + i].sizeThatFits(offer)
            }
        }
        // Along the axis: one after the other. Across: on the alignment guide.
        var position: CGFloat = 0
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for i in 0..<count {
            let node = all[base + i]
            position += children[i].gap
            children[i].majorOrigin = position
            let size = children[i].size
            position += size[axis]
            let dimensions = ViewDimensions(size: size, node: node, proposal: children[i].proposal)
            let guide = node.mayAnswer(alignment) ? dimensions.value(alignment) : alignment.defaultValue(in: dimensions)
            children[i].minorOrigin = -guide
            low = min(low, -guide)
            high = max(high, size[axis.other] - guide)
        }
        if count == 0 { low = 0; high = 0 }
        for i in 0..<count { children[i].minorOrigin -= low }
        cache.proposal = proposal
        cache.stackSize = CGSize(major: position, minor: high - low, axis: axis)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGSize {
        layout(proposal, subviews, cache: &cache)
        return cache.stackSize
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackLayoutCache) {
        layout(proposal, subviews, cache: &cache)
        // A stack placed in more room than it asked for aligns its content on the guide.
        let extraMinor = bounds.size[axis.other] - cache.stackSize[axis.other]
        let minorShift = extraMinor > 0 ? extraMinor * alignmentFraction : 0
        let children = cache.children
        for (i, node) in subviews.nodes[subviews.startIndex..<subviews.endIndex].enumerated() {
            var origin = bounds.origin
            origin[axis] += children[i].majorOrigin
            origin[axis.other] += children[i].minorOrigin + minorShift
            node.place(in: CGRect(origin: origin, size: children[i].size), proposal: children[i].proposal)
        }
    }

    /// Where the alignment puts leftover room across the axis (0 leading/top, 1 trailing/bottom).
    private var alignmentFraction: CGFloat {
        let probe = ViewDimensions(size: CGSize(width: 1, height: 1), node: nil, proposal: .unspecified)
        return alignment.defaultValue(in: probe)
    }

    /// The stack's preferences on `edges` (the others unspecified), asking each child only those.
    func spacing(_ subviews: LayoutSubviews, edges: Edge.Set) -> ViewSpacing {
        // Across the axis the stack prefers what its children prefer; along it, its ends'.
        let across = edges.intersection(axis == .horizontal ? .vertical : .horizontal)
        let start: Edge.Set = axis == .horizontal ? .leading : .top
        let end: Edge.Set = axis == .horizontal ? .trailing : .bottom
        var result = ViewSpacing()
        if !across.isEmpty {
            for subview in subviews { result.formUnion(subview.node.spacing(on: across), edges: across) }
        }
        if edges.contains(start), let first = subviews.first {
            result.formUnion(first.node.spacing(on: start), edges: start)
        }
        if edges.contains(end), let last = subviews.last {
            result.formUnion(last.node.spacing(on: end), edges: end)
        }
        return result
    }

    func explicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: inout StackLayoutCache) -> CGFloat? {
        let nodes = subviews.nodes[subviews.startIndex..<subviews.endIndex]
        guard nodes.contains(where: { $0.mayAnswer(key) }) else { return nil }
        layout(proposal, subviews, cache: &cache)
        var values: [CGFloat?] = []
        for (i, node) in nodes.enumerated() {
            let child = cache.children[i]
            guard node.mayAnswer(key), let value = node.explicitAlignment(key, size: child.size, proposal: child.proposal) else {
                values.append(nil)
                continue
            }
            values.append(value + (key.axis == axis ? child.majorOrigin : child.minorOrigin))
        }
        return key.combine(values)
    }
}
