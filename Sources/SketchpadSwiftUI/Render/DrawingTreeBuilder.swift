import SketchpadLayout
import SketchpadWidgets

/// Turns laid-out nodes into the Sketchpad view tree the scene builder draws: each node that
/// draws (text, shapes, symbols…) becomes a widget or a small drawable view at the frame layout
/// gave it; stacks and named views become plain views (so overlays show their frames). The
/// frames go into a ``LayoutResult`` in depth-first order, as Auto Layout's would.
@MainActor package final class DrawingTreeBuilder {
    package let root: SketchpadLayout.View
    package private(set) var entries: [LayoutResult.Entry] = []
    package let session: RenderSession
    let scale: CGFloat
    /// The colour scheme the views being added draw in (the render's, or a subtree's own).
    private var colorScheme: ColorScheme

    package init(canvas: CGSize, session: RenderSession, scale: CGFloat, colorScheme: ColorScheme = .light) {
        root = SketchpadLayout.View(id: nil)
        self.session = session
        self.scale = scale
        self.colorScheme = colorScheme
        entries.append(LayoutResult.Entry(item: root, frame: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))))
    }

    /// Adds `node`'s subtree under `parent`.
    package func add(_ node: LayoutNode, to parent: SketchpadLayout.View) throws {
        if node.environment.colorScheme != colorScheme {
            // `.environment(\.colorScheme, …)`: the subtree draws in that appearance.
            let scope = ColorSchemeScopeView(colorScheme: node.environment.colorScheme)
            parent.addSubview(scope)
            entries.append(LayoutResult.Entry(item: scope, frame: snapped(node.frame)))
            let outer = colorScheme
            colorScheme = node.environment.colorScheme
            defer { colorScheme = outer }
            try add(node, to: scope)
            return
        }
        var view = try node.drawingView(in: self)
        if view == nil, node.identifier != nil || node is ContainerMarker {
            view = SketchpadLayout.View()
        }
        var container = parent
        if let view {
            view.id = node.identifier
            parent.addSubview(view)
            entries.append(LayoutResult.Entry(item: view, frame: node is TextNode ? snappedKeepingWidth(node.frame) : snapped(node.frame)))
            container = view
        }
        for child in Self.drawingOrder(node.children) { try add(child, to: container) }
    }

    /// Siblings back to front: by `zIndex`, then in declaration order (a stable sort).
    static func drawingOrder(_ children: [LayoutNode]) -> [LayoutNode] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// Edges on the pixel grid of the render's scale, as SwiftUI rounds view geometry.
    private func snapped(_ rect: CGRect) -> Rect {
        let s = max(1, scale)
        let minX = (rect.minX * s).rounded() / s, minY = (rect.minY * s).rounded() / s
        let maxX = (rect.maxX * s).rounded() / s, maxY = (rect.maxY * s).rounded() / s
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY))
    }

    /// Text's edges on the pixel grid, but never narrower than the width it was measured at: its
    /// lines are drawn again at the frame's width, so a text centred on a half pixel whose two
    /// edges rounded inwards wrapped its last character ("Likes" as "Like-" over "s").
    private func snappedKeepingWidth(_ rect: CGRect) -> Rect {
        var snapped = snapped(rect)
        let s = Double(max(1, scale)), measured = (Double(rect.width) * s - 1e-6).rounded(.up) / s
        if snapped.width < measured { snapped.size.width = measured }
        return snapped
    }
}

/// Draws its subviews in the light or dark appearance: where a subtree's colour scheme differs
/// from its parent's.
package final class ColorSchemeScopeView: SketchpadLayout.View, AppearanceScope {
    let colorScheme: ColorScheme
    init(colorScheme: ColorScheme) {
        self.colorScheme = colorScheme
        super.init()
    }
    package var appearance: Theme { colorScheme == .dark ? .dark : .light }
}

/// Nodes that get a plain view of their own in the drawing tree (layout containers).
package protocol ContainerMarker {}

extension LayoutContainerNode: ContainerMarker {}

/// Sketchpad's plain view (a name that does not collide with SwiftUI's `View`).
package typealias SketchpadLayoutView = SketchpadLayout.View
