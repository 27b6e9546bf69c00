import SketchpadLayout
import SketchpadWidgets

/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack. Its minimum length defaults to the system spacing (8);
/// a stack adds no spacing next to it. Its layout priority is −∞, as SwiftUI's, so a stack sizes
/// it after every view of priority 0.
///
/// ```swift
/// HStack { Text("Name"); Spacer(); Text("Value") }
/// ```
public struct Spacer: View {
    /// The minimum length this spacer can be shrunk to (nil: the default spacing).
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public typealias Body = Never
}

extension Spacer: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes.append(SpacerNode(minLength: minLength, axis: context.stackAxis, environment: context.environment))
    }
}

package final class SpacerNode: LayoutNode, @unchecked Sendable {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat?, axis: Axis?, environment: EnvironmentValues) {
        self.minLength = minLength ?? ViewSpacing.defaultValue
        self.axis = axis
        super.init(environment: environment)
        // SwiftUI's spacer layout engine answers layoutPriority() with −∞: a stack offers a
        // spacer space after every view of priority 0 (`layoutPriority(_:)` replaces it).
        layoutPriority = -.infinity
    }

    /// Zero along the stack's axis only (SwiftUI's spacer engine: `.horizontal(.zero)` in an
    /// HStack, `.vertical(.zero)` in a VStack, `.zero` outside a stack), so a row with a spacer
    /// keeps its other children's spacing above and below.
    package override func spacing(on edges: Edge.Set) -> ViewSpacing {
        var spacing = ViewSpacing()
        if axis != .vertical { spacing.leading = 0; spacing.trailing = 0 }
        if axis != .horizontal { spacing.top = 0; spacing.bottom = 0 }
        return spacing
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let width = max(proposal.width ?? -.infinity, minLength)
        let height = max(proposal.height ?? -.infinity, minLength)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }
}

/// A visual element that can be used to separate other content: a hairline across a stack's
/// minor axis (horizontal outside a stack), one pixel thick at the render's scale, in the
/// separator colour.
///
/// ```swift
/// VStack { Text("Above"); Divider(); Text("Below") }
/// ```
public struct Divider: View {
    public init() {}
    public typealias Body = Never
}

extension Divider: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes.append(DividerNode(vertical: context.stackAxis == .horizontal, environment: context.environment))
    }
}

package final class DividerNode: LayoutNode, @unchecked Sendable {
    let vertical: Bool

    init(vertical: Bool, environment: EnvironmentValues) {
        self.vertical = vertical
        super.init(environment: environment)
    }

    private var thickness: CGFloat { 1 / max(1, environment.displayScale) }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        vertical ? CGSize(width: thickness, height: proposal.height ?? 10) : CGSize(width: proposal.width ?? 10, height: thickness)
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        ShapeDrawing(outline: { Path($0) }, fill: SystemPalette.separator, stroke: nil)
    }
}
