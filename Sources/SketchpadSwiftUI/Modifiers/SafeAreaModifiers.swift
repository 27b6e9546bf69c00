/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `ignoresSafeArea(_:edges:)`: where the view's frame reaches the safe area's edge, it extends
/// to the canvas edge (SwiftUI's `ignoresSafeArea`); its content is offered the larger size.
public struct _SafeAreaIgnoringLayout: ViewModifier, UnaryNodeModifier {
    let edges: Edge.Set
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        IgnoresSafeAreaNode(edges: edges, child: child, session: context.session, environment: context.environment)
    }
}

package final class IgnoresSafeAreaNode: UnaryLayoutNode, @unchecked Sendable {
    let edges: Edge.Set
    let safeArea: CGRect
    let canvas: CGRect

    @MainActor init(edges: Edge.Set, child: LayoutNode, session: RenderSession, environment: EnvironmentValues) {
        self.edges = edges
        self.safeArea = session.safeArea
        self.canvas = session.canvas
        super.init(child: child, environment: environment)
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        // Through the padding of enclosing `safeAreaPadding`s first, then to the canvas.
        let padded = environment.safeAreaRegion?.extend(bounds, edges: edges) ?? bounds
        let extended = padded.extending(edges, reaching: safeArea, to: canvas)
        frame = extended
        child.place(in: extended, proposal: ProposedViewSize(extended.size))
    }
}

extension View {
    /// Expands the safe area of a view.
    ///
    /// ```swift
    /// Color.blue.ignoresSafeArea()
    /// ```
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaIgnoringLayout(edges: edges))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas (deprecated form).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(_SafeAreaIgnoringLayout(edges: edges)) }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// `safeAreaInset(edge:…)`: the inset view sits along the edge, and the modified view is laid
/// out in the rest (inset by the inset view's size and the spacing).
public struct _InsetViewModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    let axis: Axis
    let atEnd: Bool
    let alignment: AlignmentKey
    let spacing: CGFloat
    let inset: Inset
    public typealias Body = Never

    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        var insetContext = context.child(51)
        insetContext.stackAxis = nil
        // The inset is added to the content's safe area: a list or scroll view inside reaches
        // under it and insets its content by as much (iOS's rows scroll under the inset).
        let region = SafeAreaRegion(parent: context.environment.safeAreaRegion)
        var mainContext = context
        mainContext.environment.safeAreaRegion = region
        for main in try content(mainContext) {
            let insets = try insetContext.resolve(inset)
            let node = insets.count == 1 ? insets[0] : LayoutContainerNode(layout: ZStackLayout(), nodes: insets, environment: context.environment)
            nodes.append(SafeAreaInsetNode(main: main, inset: node, region: region, modifier: self, environment: context.environment))
        }
    }
}

package final class SafeAreaInsetNode: UnaryLayoutNode, @unchecked Sendable {
    let inset: LayoutNode
    let axis: Axis
    let atEnd: Bool
    let alignment: AlignmentKey
    let gap: CGFloat
    let region: SafeAreaRegion

    init<Inset: View>(main: LayoutNode, inset: LayoutNode, region: SafeAreaRegion, modifier: _InsetViewModifier<Inset>,
                      environment: EnvironmentValues) {
        self.inset = inset
        self.region = region
        axis = modifier.axis
        atEnd = modifier.atEnd
        alignment = modifier.alignment
        gap = modifier.spacing
        super.init(child: main, environment: environment)
    }

    package override var children: [LayoutNode] { [child, inset] }

    private func split(_ proposal: ProposedViewSize) -> (inset: CGSize, main: ProposedViewSize) {
        let insetSize = inset.sizeThatFits(ProposedViewSize(major: nil, minor: proposal[axis.other], axis: axis))
        var main = proposal
        if let length = proposal[axis] { main[axis] = max(0, length - insetSize[axis] - gap) }
        return (insetSize, main)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let (insetSize, mainProposal) = split(proposal)
        let main = child.sizeThatFits(mainProposal)
        return CGSize(major: main[axis] + gap + insetSize[axis], minor: max(main[axis.other], proposal[axis.other] ?? insetSize[axis.other]), axis: axis)
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let (insetSize, mainProposal) = split(ProposedViewSize(bounds.size))
        var mainOrigin = bounds.origin
        var insetOrigin = bounds.origin
        if atEnd {
            insetOrigin[axis] = bounds.origin[axis] + bounds.size[axis] - insetSize[axis]
        } else {
            mainOrigin[axis] += insetSize[axis] + gap
        }
        let box = ViewDimensions(size: bounds.size, node: nil, proposal: .unspecified)
        let d = ViewDimensions(size: insetSize, node: inset, proposal: .unspecified)
        insetOrigin[axis.other] += alignment.defaultValue(in: box) - d.value(alignment)
        region.outer = bounds
        region.inner = CGRect(origin: mainOrigin, size: CGSize(major: mainProposal[axis] ?? bounds.size[axis], minor: bounds.size[axis.other], axis: axis))
        child.place(at: mainOrigin, proposal: mainProposal)
        inset.place(in: CGRect(origin: insetOrigin, size: insetSize), proposal: ProposedViewSize(major: nil, minor: bounds.size[axis.other], axis: axis))
    }
}

extension View {
    /// Shows the specified content beside the modified view, along a vertical edge.
    ///
    /// ```swift
    /// ScrollView { … }.safeAreaInset(edge: .bottom) { Text("Total: 3 items").padding() }
    /// ```
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(axis: .vertical, atEnd: edge == .bottom, alignment: alignment.key, spacing: spacing ?? 0, inset: content()))
    }

    /// Shows the specified content beside the modified view, along a horizontal edge.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(axis: .horizontal, atEnd: edge == .trailing, alignment: alignment.key, spacing: spacing ?? 0, inset: content()))
    }

    /// Sets the preferred color scheme for this presentation: as on iOS, the whole render (its
    /// canvas, bars and every semantic colour) takes it, whatever appearance the caller asked for
    /// (a wireframe stays a wireframe); nil keeps the caller's.
    ///
    /// ```swift
    /// SettingsView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
