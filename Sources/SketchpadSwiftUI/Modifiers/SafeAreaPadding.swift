/// A safe area that `safeAreaPadding` added: while its node is placed, the padded rectangle
/// (`inner`) and the modifier's whole frame (`outer`). A view that extends into the safe area (a
/// scroll view, `ignoresSafeArea`) and reaches an edge of `inner` reaches the same edge of `outer`,
/// and, through the enclosing regions, theirs.
///
/// The device's safe area and the bars of navigation and tab views are regions too, but
/// *drawing-only* ones: a scroll view's content is drawn on through them (rows scroll on under
/// the home indicator and the bars, as on iOS), while its frame stays where layout put it.
package final class SafeAreaRegion: @unchecked Sendable {
    let parent: SafeAreaRegion?
    /// Whether a view's frame reaches through this region (`safeAreaInset`, `safeAreaPadding`),
    /// or only what a scroll view draws (the device's insets, bars).
    let movesFrames: Bool
    var inner: CGRect = .zero
    var outer: CGRect = .zero

    init(parent: SafeAreaRegion?, movesFrames: Bool = true) {
        self.parent = parent
        self.movesFrames = movesFrames
    }

    /// `rect` with each of its `edges` that reaches this region's padded edge moved out to the
    /// region's frame, then the same for the enclosing regions; `drawing`: through the
    /// drawing-only regions as well.
    package func extend(_ rect: CGRect, edges: Edge.Set, drawing: Bool = false) -> CGRect {
        let extended = drawing || movesFrames ? rect.extending(edges, reaching: inner, to: outer) : rect
        return parent?.extend(extended, edges: edges, drawing: drawing) ?? extended
    }
}

extension CGRect {
    /// This rectangle with each of `edges` that reaches `inner`'s (within half a point) moved out
    /// to `outer`'s: how a view that ignores a safe area grows through it.
    func extending(_ edges: Edge.Set, reaching inner: CGRect, to outer: CGRect) -> CGRect {
        var minX = self.minX, minY = self.minY, maxX = self.maxX, maxY = self.maxY
        let tolerance: CGFloat = 0.5
        if edges.contains(.top), minY <= inner.minY + tolerance { minY = min(minY, outer.minY) }
        if edges.contains(.bottom), maxY >= inner.maxY - tolerance { maxY = max(maxY, outer.maxY) }
        if edges.contains(.leading), minX <= inner.minX + tolerance { minX = min(minX, outer.minX) }
        if edges.contains(.trailing), maxX >= inner.maxX - tolerance { maxX = max(maxX, outer.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension EnvironmentValues {
    private struct SafeAreaRegionKey: EnvironmentKey { static let defaultValue: SafeAreaRegion? = nil }

    /// The innermost safe area `safeAreaPadding` added (nil: only the device's).
    package var safeAreaRegion: SafeAreaRegion? {
        get { self[SafeAreaRegionKey.self] }
        set { self[SafeAreaRegionKey.self] = newValue }
    }
}

/// `safeAreaPadding`: adds the insets to the view's safe area. The content is laid out inset as
/// by `padding`; views inside that extend into the safe area (scroll views, `ignoresSafeArea`)
/// reach through the padding where they touch it, and a scroll view insets its content by what
/// it reached through (iOS 17).
public struct _SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
    let insets: EdgeInsets
    public typealias Body = Never

    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        let region = SafeAreaRegion(parent: context.environment.safeAreaRegion)
        var inner = context
        inner.environment.safeAreaRegion = region
        for child in try content(inner) {
            nodes.append(SafeAreaPaddingNode(insets: insets, region: region, child: child, environment: context.environment))
        }
    }
}

/// Lays its child out as ``PaddingNode`` does, and tells the views inside where the padding is.
package final class SafeAreaPaddingNode: UnaryLayoutNode, @unchecked Sendable {
    let padding: PaddingNode
    let region: SafeAreaRegion

    init(insets: EdgeInsets, region: SafeAreaRegion, child: LayoutNode, environment: EnvironmentValues) {
        padding = PaddingNode(insets: insets, child: child, environment: environment)
        self.region = region
        super.init(child: child, environment: environment)
    }

    package override func spacing(on edges: Edge.Set) -> ViewSpacing { padding.spacing(on: edges) }
    package override func measure(_ proposal: ProposedViewSize) -> CGSize { padding.sizeThatFits(proposal) }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        padding.childFrame(in: bounds, proposal: proposal)
    }

    /// The region is set just before the content is placed (alignment queries also ask for ``childFrame(in:proposal:)``).
    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let insets = padding.insets
        region.outer = bounds
        region.inner = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                              width: max(0, bounds.width - insets.horizontal), height: max(0, bounds.height - insets.vertical))
        super.placeContent(in: bounds, proposal: proposal)
    }

    package override func forgetMeasurements() {
        super.forgetMeasurements()
        padding.forgetMeasurements()
    }
}

extension View {
    /// Adds `insets` to the view's safe area: content is inset by them, and a scroll view's
    /// content scrolls under them.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { ForEach(0..<8) { _ in Color.blue.frame(width: 120) } } }
    ///     .safeAreaPadding(EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    /// ```
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (nil: the default padding, 16 points) to the view's safe area on `edges`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { ForEach(0..<8) { _ in Color.blue.frame(width: 120) } } }
    ///     .safeAreaPadding(.horizontal, 20)
    /// ```
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets().replacing(edges, with: EdgeInsets(.all, length ?? _PaddingLayout.defaultLength)))
    }

    /// Adds `length` to the view's safe area on every edge.
    ///
    /// ```swift
    /// VStack { Text("Inset") }.safeAreaPadding(24)
    /// ```
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(EdgeInsets(.all, length))
    }
}
