/// A description of a row or a column in a lazy grid.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]
/// LazyVGrid(columns: columns) { ForEach(0..<12) { Color.blue.frame(height: 80).id($0) } }
/// ```
public struct GridItem: Sendable {
    /// The size in the minor axis of one or more rows or columns in a grid layout.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) for `length` points:
/// fixed items take their size, adaptive ones as many tracks of their minimum as fit their share
/// (at least one, as wide as the share, 0 if nothing is left), flexible ones an equal share of the
/// rest within their bounds (SwiftUI's rules for lazy grids).
package func gridTracks(_ items: [GridItem], length: CGFloat) -> [(size: CGFloat, spacing: CGFloat, alignment: Alignment?)] {
    let spacings = items.map { $0.spacing ?? ViewSpacing.defaultValue }
    let between = spacings.dropLast().reduce(0, +)
    var remaining = length - between
    var flexibleCount = 0
    for item in items {
        if case .fixed(let size) = item.size { remaining -= size } else { flexibleCount += 1 }
    }
    var tracks: [(size: CGFloat, spacing: CGFloat, alignment: Alignment?)] = []
    var left = flexibleCount
    for (index, item) in items.enumerated() {
        switch item.size {
        case .fixed(let size):
            tracks.append((size, spacings[index], item.alignment))
        case .flexible(let minimum, let maximum):
            let share = max(minimum, min(maximum, remaining / CGFloat(max(1, left))))
            remaining -= share
            left -= 1
            tracks.append((share, spacings[index], item.alignment))
        case .adaptive(let minimum, let maximum):
            // An adaptive column accepts its share, even below its minimum (then one item that wide).
            let share = max(0, remaining / CGFloat(max(1, left)))
            remaining -= share
            left -= 1
            let spacing = spacings[index]
            let count = max(1, Int((share + spacing) / (minimum + spacing)))
            let size = min(maximum, (share - spacing * CGFloat(count - 1)) / CGFloat(count))
            for _ in 0..<count { tracks.append((size, spacing, item.alignment)) }
        }
    }
    return tracks
}

/// The layout of `LazyVGrid` and `LazyHGrid`: cells fill the tracks in order; each line is as
/// long as its longest cell; the grid takes the length offered across its lines. A section's
/// header or footer (tagged by `Section` in a grid) is a line of its own across the whole grid.
public struct _LazyGridLayout: Layout {
    let items: [GridItem]
    let axis: Axis   // the axis the grid grows along
    let alignment: Alignment
    let spacing: CGFloat?
    public typealias AnimatableData = EmptyAnimatableData

    /// A line of the grid: a run of cells, one per track, or a section's header or footer across it all.
    private struct Line {
        var subviews: Range<Int>
        var spansTracks: Bool
        var length: CGFloat
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (tracks: [(size: CGFloat, spacing: CGFloat, alignment: Alignment?)], lines: [Line], size: CGSize) {
        let across = proposal[axis.other] ?? 0
        let tracks = gridTracks(items, length: across)
        guard !tracks.isEmpty else { return ([], [], .zero) }
        let width = tracks.map(\.size).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        func spans(_ index: Int) -> Bool { PinnedSectionTrait.of(subviews[index].node).map { $0.role != .row } ?? false }
        var lines: [Line] = []
        var index = 0
        while index < subviews.count {
            if spans(index) {
                let size = subviews[index].sizeThatFits(ProposedViewSize(major: nil, minor: width, axis: axis))
                lines.append(Line(subviews: index..<index + 1, spansTracks: true, length: size[axis]))
                index += 1
                continue
            }
            let first = index
            var line: CGFloat = 0
            for track in tracks where index < subviews.count && !spans(index) {
                let size = subviews[index].sizeThatFits(ProposedViewSize(major: nil, minor: track.size, axis: axis))
                line = max(line, size[axis])
                index += 1
            }
            lines.append(Line(subviews: first..<index, spansTracks: false, length: line))
        }
        let lineSpacing = spacing ?? ViewSpacing.defaultValue
        let along = lines.map(\.length).reduce(0, +) + lineSpacing * CGFloat(max(0, lines.count - 1))
        return (tracks, lines, CGSize(major: along, minor: max(width, proposal[axis.other] ?? width), axis: axis))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (tracks, lines, _) = arrange(ProposedViewSize(bounds.size), subviews)
        guard !tracks.isEmpty else { return }
        let lineSpacing = spacing ?? ViewSpacing.defaultValue
        let width = tracks.map(\.size).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
        let box = ViewDimensions(size: CGSize(major: 1, minor: 1, axis: axis), node: nil, proposal: .unspecified)
        let fraction = axis == .vertical ? alignment.horizontal.key.defaultValue(in: box) : alignment.vertical.key.defaultValue(in: box)
        // Tracks wider than the grid (minimums past the offer) start at its leading edge and run past the other.
        let minorStart = bounds.origin[axis.other] + max(0, bounds.size[axis.other] - width) * fraction
        var major = bounds.origin[axis]
        for line in lines {
            if line.spansTracks {
                // A header or footer: across the grid, leading (or top) aligned.
                let node = subviews[line.subviews.lowerBound].node
                let offer = ProposedViewSize(major: nil, minor: width, axis: axis)
                let cell = CGRect(origin: axis == .vertical ? CGPoint(x: minorStart, y: major) : CGPoint(x: major, y: minorStart),
                                  size: CGSize(major: line.length, minor: width, axis: axis))
                let size = node.sizeThatFits(offer)
                node.place(in: CGRect(origin: aligned(node, size: size, proposal: offer, in: cell, alignment: axis == .vertical ? .leading : .top),
                                      size: size), proposal: offer)
            } else {
                var minor = minorStart
                for (track, index) in zip(tracks, line.subviews) {
                    let cell = CGRect(origin: axis == .vertical ? CGPoint(x: minor, y: major) : CGPoint(x: major, y: minor),
                                      size: CGSize(major: line.length, minor: track.size, axis: axis))
                    let offer = ProposedViewSize(major: nil, minor: track.size, axis: axis)
                    let node = subviews[index].node
                    let size = node.sizeThatFits(offer)
                    node.place(in: CGRect(origin: aligned(node, size: size, proposal: offer, in: cell, alignment: track.alignment ?? .center),
                                          size: size), proposal: offer)
                    minor += track.size + track.spacing
                }
            }
            major += line.length + lineSpacing
        }
    }
}

/// A container view that arranges its child views in a grid that grows vertically.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
///     ForEach(photos) { PhotoCell(photo: $0) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    package let layout: _LazyGridLayout
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(items: columns, axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

/// A container view that arranges its child views in a grid that grows horizontally.
public struct LazyHGrid<Content: View>: View {
    package let layout: _LazyGridLayout
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = _LazyGridLayout(items: rows, axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVGrid: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try layout.resolveSections(content, pinning: pinnedViews, in: context, into: &nodes)
    }
}

extension LazyHGrid: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try layout.resolveSections(content, pinning: pinnedViews, in: context, into: &nodes)
    }
}

extension _LazyGridLayout {
    /// Resolves a grid's content with its sections' headers and footers tagged (each a line across
    /// the grid) and, when `pinnedViews` asks, kept on the enclosing scroll view's visible part.
    @MainActor func resolveSections<C: View>(_ content: C, pinning pinnedViews: PinnedScrollableViews, in context: ResolveContext,
                                             into nodes: inout [LayoutNode]) throws {
        var inner = context
        inner.environment.tagsSections = true
        inner.environment.pinnedScrollableViews = pinnedViews
        if pinnedViews.isEmpty {
            try inner.resolve(_LayoutView(layout: self, content: content), into: &nodes)
        } else {
            try inner.resolve(_LayoutView(layout: PinnedSectionsLayout(base: self, axis: axis, pinned: pinnedViews), content: content), into: &nodes)
        }
    }
}
