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
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        let tolerance: CGFloat = 0.5
        if edges.contains(.top), minY <= safeArea.minY + tolerance { minY = min(minY, canvas.minY) }
        if edges.contains(.bottom), maxY >= safeArea.maxY - tolerance { maxY = max(maxY, canvas.maxY) }
        if edges.contains(.leading), minX <= safeArea.minX + tolerance { minX = min(minX, canvas.minX) }
        if edges.contains(.trailing), maxX >= safeArea.maxX - tolerance { maxX = max(maxX, canvas.maxX) }
        let extended = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
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
