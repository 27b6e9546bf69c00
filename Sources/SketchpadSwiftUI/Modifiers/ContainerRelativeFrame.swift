/// The nearest container a `containerRelativeFrame` measures against: a scroll view sets its
/// size, less its content margins and safe-area padding, before it measures or places its
/// content; a navigation container its content area under the bar; a tab view its page's area
/// above the tab bar. Outside any such container the window is the container: the render's safe area.
package final class RelativeFrameContainer: @unchecked Sendable {
    /// The usable size along each axis (nil: the container is being measured without a bound there).
    package var width: CGFloat?
    package var height: CGFloat?
    /// Whether a container-relative frame reads this container: only then does a change of its
    /// size make the subtree measure again.
    package var isRead = false
    package init() {}

    /// Sets the size; returns whether a reader's measurements may be stale now.
    package func update(width: CGFloat?, height: CGFloat?) -> Bool {
        guard width != self.width || height != self.height else { return false }
        self.width = width
        self.height = height
        return isRead
    }
}

extension EnvironmentValues {
    private struct RelativeFrameContainerKey: EnvironmentKey { static let defaultValue: RelativeFrameContainer? = nil }

    /// The innermost container of `containerRelativeFrame` (nil: the window).
    package var relativeFrameContainer: RelativeFrameContainer? {
        get { self[RelativeFrameContainerKey.self] }
        set { self[RelativeFrameContainerKey.self] = newValue }
    }
}

/// The layout of `containerRelativeFrame`: along `axes`, a frame whose length is computed from
/// the nearest container's length; along the other axis the proposal passes through, as in a
/// frame that leaves that dimension unset.
public struct _ContainerRelativeFrameModifier: ViewModifier, UnaryNodeModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    /// What was wrong with the arguments (a count or span below 1, taken as 1), reported at resolve.
    var problem: String? = nil
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        if let problem {
            context.session.report(.warning, "invalidContainerRelativeFrame", problem, hint: "pass a count and a span of 1 or more")
        }
        let container = context.environment.relativeFrameContainer
        container?.isRead = true
        return ContainerRelativeFrameNode(modifier: self, container: container, session: context.session, child: child,
                                          environment: context.environment)
    }
}

package final class ContainerRelativeFrameNode: UnaryLayoutNode, @unchecked Sendable {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let container: RelativeFrameContainer?
    /// The window: the render's safe area.
    let window: CGSize

    @MainActor init(modifier: _ContainerRelativeFrameModifier, container: RelativeFrameContainer?, session: RenderSession,
         child: LayoutNode, environment: EnvironmentValues) {
        axes = modifier.axes
        alignment = modifier.alignment
        length = modifier.length
        self.container = container
        window = session.safeArea.size
        super.init(child: child, environment: environment)
    }

    /// The frame's width and height (nil where it does not set one).
    private var lengths: (width: CGFloat?, height: CGFloat?) {
        let width = container.map { $0.width } ?? window.width
        let height = container.map { $0.height } ?? window.height
        return (axes.contains(.horizontal) ? width.map { max(0, length($0, .horizontal)) } : nil,
                axes.contains(.vertical) ? height.map { max(0, length($0, .vertical)) } : nil)
    }

    /// The edges of a set dimension are the frame's, not the content's (as a fixed frame's).
    package override func spacing(on edges: Edge.Set) -> ViewSpacing {
        let (width, height) = lengths
        return child.spacing(on: edges).resetting([width != nil ? .horizontal : [], height != nil ? .vertical : []])
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let (width, height) = lengths
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let (width, height) = lengths
        let offer = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let size = child.sizeThatFits(offer)
        return (aligned(child, size: size, proposal: offer, in: bounds, alignment: alignment), size, offer)
    }
}

extension View {
    /// Positions this view within an invisible frame as long as the nearest container (a
    /// scroll view, a navigation stack or split view column, a tab, else the window) along
    /// `axes`, less the container's safe area and margins.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(0..<5) { _ in Color.blue.containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Positions this view within an invisible frame whose length along `axes` is what `length`
    /// returns for the nearest container's length on that axis.
    ///
    /// ```swift
    /// Color.blue.containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }

    /// Positions this view within an invisible frame `span` columns wide of a container divided
    /// into `count` columns `spacing` apart: ((length − spacing × (count − 1)) ÷ count) × span +
    /// spacing × (span − 1).
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 10) {
    ///         ForEach(0..<6) { _ in Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) }
    ///     }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let columns = CGFloat(max(1, count)), spanned = CGFloat(max(1, span))
        var frame = _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            (length - spacing * (columns - 1)) / columns * spanned + spacing * (spanned - 1)
        }
        if count < 1 || span < 1 {
            frame.problem = "containerRelativeFrame(_:count:span:spacing:alignment:) got count \(count) and span \(span); a value below 1 is taken as 1 (SwiftUI's result is undefined)"
        }
        return modifier(frame)
    }
}
