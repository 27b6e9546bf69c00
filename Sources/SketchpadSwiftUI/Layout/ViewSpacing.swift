/// A collection of the geometric spacing preferences of a view: how much space it prefers
/// between it and the next view, for each edge. Two views' preferences meet in
/// ``distance(to:along:)``; where neither says anything, SwiftUI's default (8 points on iOS) applies.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
/// ```
public struct ViewSpacing: Equatable, Sendable {
    /// The preferred spacing at each edge (top, leading, bottom, trailing); nil: the default.
    package var top, leading, bottom, trailing: CGFloat?
    /// Whether the top (bottom) edge is a line of text, and that line's font leading: two text
    /// edges that face each other are spaced by the lower one's leading, as consecutive lines
    /// are (SwiftUI's text-to-text spacing; OpenSwiftUI Spacing.TextMetrics.spacing(top:bottom:)).
    package var topTextLeading: CGFloat?
    package var bottomTextLeading: CGFloat?

    /// A view spacing instance with default spacing on every edge.
    public init() {}

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(all: 0)

    /// SwiftUI's default spacing between views on iOS.
    package static let defaultValue: CGFloat = 8

    package init(all value: CGFloat?) {
        top = value
        leading = value
        bottom = value
        trailing = value
    }

    package subscript(edge: Edge) -> CGFloat? {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Merges the spacing preferences of another spacing instance with this instance for the
    /// given edges, keeping the larger value on each.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ mine: inout CGFloat?, _ theirs: CGFloat?) {
            if let theirs { mine = max(mine ?? theirs, theirs) }
        }
        if edges.contains(.top) { merge(&top, other.top) }
        if edges.contains(.leading) { merge(&leading, other.leading) }
        if edges.contains(.bottom) { merge(&bottom, other.bottom) }
        if edges.contains(.trailing) { merge(&trailing, other.trailing) }
        if edges.contains(.top), let leading = other.topTextLeading { topTextLeading = max(topTextLeading ?? leading, leading) }
        if edges.contains(.bottom), let leading = other.bottomTextLeading { bottomTextLeading = max(bottomTextLeading ?? leading, leading) }
    }

    /// The same preferences with the text lines of `edges` forgotten (padding and fixed frames
    /// put space between a text and its neighbours).
    package func clearingText(_ edges: Edge.Set) -> ViewSpacing {
        var copy = self
        if edges.contains(.top) { copy.topTextLeading = nil }
        if edges.contains(.bottom) { copy.bottomTextLeading = nil }
        return copy
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with
    /// this instance for the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance to `next` along `axis`: the larger of the two preferences that face each
    /// other; the default only when neither view has one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .vertical, bottomTextLeading != nil, let leading = next.topTextLeading { return leading }
        let mine = axis == .horizontal ? self[.trailing] : self[.bottom]
        let theirs = axis == .horizontal ? next[.leading] : next[.top]
        switch (mine, theirs) {
        case (let a?, let b?): return max(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        case (nil, nil): return ViewSpacing.defaultValue
        }
    }
}
