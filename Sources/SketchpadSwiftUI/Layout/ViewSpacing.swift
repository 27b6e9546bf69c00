/// A collection of the geometric spacing preferences of a view: how much space it prefers
/// between it and the next view, for each edge. Two views' preferences meet in
/// ``distance(to:along:)``; where neither says anything, SwiftUI's default (8 points on iOS) applies.
///
/// Besides a plain value per edge, the top and bottom edges carry SwiftUI's text-aware
/// preferences (OpenSwiftUI `Spacing.swift`, its categories `textToText`, `edgeAboveText` and
/// `edgeBelowText`): a text's edges say how far its first baseline wants to be from a view above
/// it and its last line from a view below, and every other view's edges say they are not text.
/// When two facing edges share such a category, the largest of those distances is the spacing
/// and the plain values are not asked.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
/// ```
public struct ViewSpacing: Equatable, Sendable {
    /// The preferred spacing at each edge (top, leading, bottom, trailing) whatever the
    /// neighbour is; nil: none.
    package var top, leading, bottom, trailing: CGFloat?
    /// The text-aware preferences of the top and bottom edges.
    package var topText = TextEdge()
    package var bottomText = TextEdge()

    /// A view spacing instance with no preferences: the default spacing on every edge, unless
    /// merged with others' preferences in ``formUnion(_:edges:)``.
    public init() {}

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(all: 0)

    /// SwiftUI's default spacing between views on iOS.
    package static let defaultValue: CGFloat = 8

    /// The preferences of a view that is not text (a shape, a colour, a control): its top and
    /// bottom edges are edges next to text, with nothing to add to the text's own preference
    /// (OpenSwiftUI `Spacing.init()`). Between two such views the default spacing applies.
    package static let nonText: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.topText.belowText = 0
        spacing.bottomText.aboveText = 0
        return spacing
    }()

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
        if edges.contains(.top) {
            merge(&top, other.top)
            topText.formUnion(other.topText)
        }
        if edges.contains(.leading) { merge(&leading, other.leading) }
        if edges.contains(.bottom) {
            merge(&bottom, other.bottom)
            bottomText.formUnion(other.bottomText)
        }
        if edges.contains(.trailing) { merge(&trailing, other.trailing) }
    }

    /// The same preferences with those of `edges` replaced by a non-text view's (padding and
    /// fixed frames put space between their content and its neighbours; OpenSwiftUI
    /// `Spacing.reset(_:)`, used by `_PaddingLayout` and `_FrameLayout`).
    package func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var copy = self
        if edges.contains(.top) {
            copy.top = nil
            copy.topText = ViewSpacing.nonText.topText
        }
        if edges.contains(.leading) { copy.leading = nil }
        if edges.contains(.bottom) {
            copy.bottom = nil
            copy.bottomText = ViewSpacing.nonText.bottomText
        }
        if edges.contains(.trailing) { copy.trailing = nil }
        return copy
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with
    /// this instance for the given edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance to `next` along `axis`: the text-aware spacing where the facing edges share
    /// a category, else the larger of the two plain preferences, else the default.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        if axis == .vertical, let text = bottomText.distance(toTopOf: next.topText) { return text }
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
