import SketchpadLayout

/// The phases that a view transitions between when it scrolls among other views.
///
/// ```swift
/// Card().scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
/// ```
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is before the visible region of the scroll view (above or before it).
    case topLeading
    /// The view is in the visible region of the scroll view.
    case identity
    /// The view is after the visible region of the scroll view (below or after it).
    case bottomTrailing

    /// Whether the view is in the visible region (no effect should be applied).
    public var isIdentity: Bool { self == .identity }

    /// −1 before the visible region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// The configuration of a scroll transition that controls how it animates. In a still, an
/// interactive configuration draws a view crossing the visible region's edge with its effects
/// interpolated between the identity phase's and the other phase's by how far it has crossed.
public struct ScrollTransitionConfiguration: Sendable {
    package enum Kind: Sendable { case identity, animated, interactive }
    package var kind: Kind
    package var threshold = Threshold.visible

    /// A configuration that never leaves the identity phase.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)
    /// A configuration that moves between phases with an animation when a threshold is crossed.
    public static let animated = ScrollTransitionConfiguration(kind: .animated)
    /// A configuration that moves between phases with an animation when a threshold is crossed.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// A configuration that interpolates between phases as the view crosses the visible region's edge.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive)

    /// Sets the threshold at which the view is considered fully visible.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// Sets the animation with which the view moves between phases (nothing moves in a still).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// How much of a view must be visible for it to be in the identity phase.
    public struct Threshold: Sendable {
        package var visibleFraction: Double
        /// The view is in the identity phase while it is entirely visible.
        public static let visible = Threshold(visibleFraction: 1)
        /// The view is in the identity phase while any of it is visible.
        public static let hidden = Threshold(visibleFraction: 0)
        /// The view is in the identity phase while at least `amount` (0…1) of it is visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(visibleFraction: min(1, max(0, amount))) }
    }

    /// The phase of a view whose extent along the axis is `low…high` in a visible region
    /// `start…end`, and how far (0…1) its effects have gone from the identity phase's.
    package func phase(low: CGFloat, high: CGFloat, start: CGFloat, end: CGFloat) -> (phase: ScrollTransitionPhase, progress: Double) {
        guard kind != .identity, high > low else { return (.identity, 0) }
        let visible = max(0, Double(min(high, end) - max(low, start))) / Double(high - low)
        guard visible < threshold.visibleFraction || visible == 0 else { return (.identity, 0) }
        let phase: ScrollTransitionPhase = (low + high) / 2 < (start + end) / 2 ? .topLeading : .bottomTrailing
        guard kind == .interactive, threshold.visibleFraction > 0 else { return (phase, 1) }
        // Interactive: from the identity phase at the threshold to the full effect when hidden.
        return (phase, min(1, max(0, (threshold.visibleFraction - visible) / threshold.visibleFraction)))
    }
}

extension View {
    /// Applies the given transition as this view scrolls into and out of the visible region of
    /// its scroll view: in a still (scrolled to the top), a view entirely visible is in the
    /// identity phase and one past the bottom or trailing edge in `.bottomTrailing`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(cards) { card in CardView(card).scrollTransition { content, phase in
    ///         content.scaleEffect(phase.isIdentity ? 1 : 0.9)
    ///     } } }
    /// }
    /// ```
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect,
                                 fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition,
                         fileID: fileID, line: line)
    }

    /// Applies the given transition, with one configuration for each edge of the visible region.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect,
                                 fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_GeometryEffectModifier(location: SourceLocation(fileID: fileID, line: line, column: 0)) { proxy, visible in
            guard let visible else { return transition(EmptyVisualEffect(), .identity)._operations }
            let frame = proxy.frame(in: .global)
            let horizontal = axis.map { $0 == .horizontal } ?? (frame.maxX > visible.maxX || frame.minX < visible.minX)
            let (low, high, start, end) = horizontal ? (frame.minX, frame.maxX, visible.minX, visible.maxX)
                                                     : (frame.minY, frame.maxY, visible.minY, visible.maxY)
            let before = (low + high) / 2 < (start + end) / 2
            let (phase, progress) = (before ? topLeading : bottomTrailing).phase(low: low, high: high, start: start, end: end)
            let target = transition(EmptyVisualEffect(), phase)._operations
            guard progress < 1 else { return target }
            return VisualEffectOperation.interpolate(from: transition(EmptyVisualEffect(), .identity)._operations, to: target, by: progress)
        })
    }
}
