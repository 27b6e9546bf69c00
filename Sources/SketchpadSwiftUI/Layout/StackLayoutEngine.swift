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
public final class StackLayoutCache {
    var proposal: ProposedViewSize?
    var sizes: [CGSize] = []
    var proposals: [ProposedViewSize] = []
    var majorOrigins: [CGFloat] = []
    var minorOrigins: [CGFloat] = []
    var stackSize: CGSize = .zero
    var gaps: [CGFloat]? = nil
}

package struct StackLayoutEngine {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The gap before each subview (0 before the first).
    func gaps(_ subviews: LayoutSubviews, cache: StackLayoutCache) -> [CGFloat] {
        if let gaps = cache.gaps { return gaps }
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        var previous: LayoutNode?
        for (i, node) in subviews.nodes[subviews.startIndex..<subviews.endIndex].enumerated() {
            if let previous {
                if let spacing {
                    gaps[i] = spacing
                } else if previous.isSpacer || node.isSpacer {
                    gaps[i] = 0
                } else {
                    gaps[i] = previous.spacing.distance(to: node.spacing, along: axis)
                }
            }
            previous = node
        }
        cache.gaps = gaps
        return gaps
    }

    func layout(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: StackLayoutCache) {
        if cache.proposal == proposal { return }
        let nodes = Array(subviews.nodes[subviews.startIndex..<subviews.endIndex])
        let count = nodes.count
        let gaps = gaps(subviews, cache: cache)
        let minor = proposal[axis.other]
        var majors = [CGFloat](repeating: 0, count: count)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: count)
        var sizes = [CGSize](repeating: .zero, count: count)
        if let major = proposal[axis] {
            var remaining = major - gaps.reduce(0, +)
            // Priorities, highest first; each group keeps back the minimum of the lower ones.
            var priorities = Array(Set(nodes.map(\.layoutPriority)))
            priorities.sort(by: >)
            var minimums = [CGFloat](repeating: 0, count: count)
            var flexibility = [CGFloat](repeating: 0, count: count)
            for (i, node) in nodes.enumerated() {
                let least = node.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
                let most = node.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
                minimums[i] = least
                flexibility[i] = most - least
            }
            for priority in priorities {
                var group = nodes.indices.filter { nodes[$0].layoutPriority == priority }
                let lowerMinimum = nodes.indices.filter { nodes[$0].layoutPriority < priority }.reduce(0) { $0 + minimums[$1] }
                var available = remaining - lowerMinimum
                group.sort { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
                var left = group.count
                for i in group {
                    let share = max(0, available / CGFloat(left))
                    let offer = ProposedViewSize(major: share, minor: minor, axis: axis)
                    let size = nodes[i].sizeThatFits(offer)
                    proposals[i] = offer
                    sizes[i] = size
                    available -= size[axis]
                    remaining -= size[axis]
                    left -= 1
                }
            }
        } else {
            for (i, node) in nodes.enumerated() {
                proposals[i] = ProposedViewSize(major: nil, minor: minor, axis: axis)
                sizes[i] = node.sizeThatFits(proposals[i])
            }
        }
        // Along the axis: one after the other. Across: on the alignment guide.
        var position: CGFloat = 0
        var guides = [CGFloat](repeating: 0, count: count)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for (i, node) in nodes.enumerated() {
            position += gaps[i]
            majors[i] = position
            position += sizes[i][axis]
            let dimensions = ViewDimensions(size: sizes[i], node: node, proposal: proposals[i])
            let guide = node.mayAnswer(alignment) ? dimensions.value(alignment) : alignment.defaultValue(in: dimensions)
            guides[i] = guide
            low = min(low, -guide)
            high = max(high, sizes[i][axis.other] - guide)
        }
        if count == 0 { low = 0; high = 0 }
        cache.proposal = proposal
        cache.sizes = sizes
        cache.proposals = proposals
        cache.majorOrigins = majors
        cache.minorOrigins = guides.map { -$0 - low }
        cache.stackSize = CGSize(major: position, minor: high - low, axis: axis)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: StackLayoutCache) -> CGSize {
        layout(proposal, subviews, cache: cache)
        return cache.stackSize
    }

    func placeSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: StackLayoutCache) {
        layout(proposal, subviews, cache: cache)
        // A stack placed in more room than it asked for aligns its content on the guide.
        let extraMinor = bounds.size[axis.other] - cache.stackSize[axis.other]
        let minorShift = extraMinor > 0 ? extraMinor * alignmentFraction : 0
        for (i, node) in subviews.nodes[subviews.startIndex..<subviews.endIndex].enumerated() {
            var origin = bounds.origin
            origin[axis] += cache.majorOrigins[i]
            origin[axis.other] += cache.minorOrigins[i] + minorShift
            node.place(in: CGRect(origin: origin, size: cache.sizes[i]), proposal: cache.proposals[i])
        }
    }

    /// Where the alignment puts leftover room across the axis (0 leading/top, 1 trailing/bottom).
    private var alignmentFraction: CGFloat {
        let probe = ViewDimensions(size: CGSize(width: 1, height: 1), node: nil, proposal: .unspecified)
        return alignment.defaultValue(in: probe)
    }

    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        // Across the axis the stack prefers what its children prefer; along it, its ends'.
        var result = ViewSpacing()
        for subview in subviews {
            result.formUnion(subview.spacing, edges: axis == .horizontal ? .vertical : .horizontal)
        }
        if let first = subviews.first {
            result.formUnion(first.spacing, edges: axis == .horizontal ? .leading : .top)
        }
        if let last = subviews.last {
            result.formUnion(last.spacing, edges: axis == .horizontal ? .trailing : .bottom)
        }
        return result
    }

    func explicitAlignment(_ key: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, cache: StackLayoutCache) -> CGFloat? {
        let nodes = subviews.nodes[subviews.startIndex..<subviews.endIndex]
        guard nodes.contains(where: { $0.mayAnswer(key) }) else { return nil }
        layout(proposal, subviews, cache: cache)
        var values: [CGFloat?] = []
        for (i, node) in nodes.enumerated() {
            guard node.mayAnswer(key),
                  let value = node.explicitAlignment(key, size: cache.sizes[i], proposal: cache.proposals[i]) else {
                values.append(nil)
                continue
            }
            values.append(value + (key.axis == axis ? cache.majorOrigins[i] : cache.minorOrigins[i]))
        }
        return key.combine(values)
    }
}
