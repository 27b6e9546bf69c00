/// The layout of `overlay` and `background`: the modified view keeps its size; the secondary
/// content is offered that size and aligned in it (several views: as in a `ZStack`).
public struct _OverlayModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isBackground: Bool
    /// The safe-area edges the secondary content extends into (a `ShapeStyle` background's).
    let ignoresSafeAreaEdges: Edge.Set
    public typealias Body = Never

    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        var secondaryContext = context.child(isBackground ? 11 : 12)
        secondaryContext.stackAxis = nil
        for base in try content(context) {
            var layers = try secondaryContext.resolve(secondary)
            if !ignoresSafeAreaEdges.isEmpty {
                layers = layers.map { IgnoresSafeAreaNode(edges: ignoresSafeAreaEdges, child: $0, session: context.session,
                                                          environment: context.environment) }
            }
            let layer = layers.count == 1 ? layers[0]
                : LayoutContainerNode(layout: ZStackLayout(alignment: alignment), nodes: layers, environment: context.environment)
            nodes.append(OverlayNode(base: base, secondary: layer, alignment: alignment, isBackground: isBackground,
                                     environment: context.environment))
        }
    }
}

package final class OverlayNode: UnaryLayoutNode, @unchecked Sendable {
    let secondary: LayoutNode
    let alignment: Alignment
    let isBackground: Bool

    init(base: LayoutNode, secondary: LayoutNode, alignment: Alignment, isBackground: Bool, environment: EnvironmentValues) {
        self.secondary = secondary
        self.alignment = alignment
        self.isBackground = isBackground
        super.init(child: base, environment: environment)
    }

    package override var children: [LayoutNode] { isBackground ? [secondary, child] : [child, secondary] }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(in: bounds, proposal: proposal)
        let offer = ProposedViewSize(bounds.size)
        let size = secondary.sizeThatFits(offer)
        let origin = aligned(secondary, size: size, proposal: offer, in: bounds, alignment: alignment)
        secondary.place(in: CGRect(origin: origin, size: size), proposal: offer)
    }
}

extension View {
    /// Layers the views that you specify in front of this view.
    ///
    /// ```swift
    /// Circle().frame(width: 40, height: 40).overlay(alignment: .topTrailing) { Text("3").font(.caption) }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(secondary: content(), alignment: alignment, isBackground: false, ignoresSafeAreaEdges: []))
    }

    /// Layers the specified view in front of this view (deprecated form).
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(secondary: overlay, alignment: alignment, isBackground: false, ignoresSafeAreaEdges: []))
    }

    /// Layers the specified style in front of this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_OverlayModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: false, ignoresSafeAreaEdges: edges))
    }

    /// Layers a shape that you specify in front of this view.
    public func overlay<S: ShapeStyle, F: Shape>(_ style: S, in shape: F, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_OverlayModifier(secondary: shape.fill(style), alignment: .center, isBackground: false, ignoresSafeAreaEdges: []))
    }

    /// Layers the views that you specify behind this view.
    ///
    /// ```swift
    /// Text("Tag").padding(6).background(alignment: .center) { Capsule().fill(.yellow) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_OverlayModifier(secondary: content(), alignment: alignment, isBackground: true, ignoresSafeAreaEdges: []))
    }

    /// Layers the given view behind this view (deprecated form).
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_OverlayModifier(secondary: background, alignment: alignment, isBackground: true, ignoresSafeAreaEdges: []))
    }

    /// Sets the view's background to a style, extending into the safe area on `edges` (all, by default, as SwiftUI).
    ///
    /// ```swift
    /// Text("Hi").padding().background(.yellow)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_OverlayModifier(secondary: Rectangle().fill(style), alignment: .center, isBackground: true, ignoresSafeAreaEdges: edges))
    }

    /// Sets the view's background to the default background style.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Sets the view's background to a shape filled with a style.
    ///
    /// ```swift
    /// Text("Card").padding().background(.white, in: RoundedRectangle(cornerRadius: 12))
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_OverlayModifier(secondary: shape.fill(style), alignment: .center, isBackground: true, ignoresSafeAreaEdges: []))
    }

    /// Sets the view's background to a shape filled with the default background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
}
