import SketchpadLayout

/// Turns laid-out nodes into the Sketchpad view tree the scene builder draws: each node that
/// draws (text, shapes, symbols…) becomes a widget or a small drawable view at the frame layout
/// gave it; stacks and named views become plain views (so overlays show their frames). The
/// frames go into a ``LayoutResult`` in depth-first order, as Auto Layout's would.
@MainActor package final class DrawingTreeBuilder {
    package let root: SketchpadLayout.View
    package private(set) var entries: [LayoutResult.Entry] = []
    package let session: RenderSession
    let scale: CGFloat

    package init(canvas: CGSize, session: RenderSession, scale: CGFloat) {
        root = SketchpadLayout.View(id: nil)
        self.session = session
        self.scale = scale
        entries.append(LayoutResult.Entry(item: root, frame: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))))
    }

    /// Adds `node`'s subtree under `parent`.
    package func add(_ node: LayoutNode, to parent: SketchpadLayout.View) throws {
        var view = try node.drawingView(in: self)
        if view == nil, node.identifier != nil || node is ContainerMarker {
            view = SketchpadLayout.View()
        }
        var container = parent
        if let view {
            view.id = node.identifier
            parent.addSubview(view)
            entries.append(LayoutResult.Entry(item: view, frame: snapped(node.frame)))
            container = view
        }
        for child in node.children { try add(child, to: container) }
    }

    /// Edges on the pixel grid of the render's scale, as SwiftUI rounds view geometry.
    private func snapped(_ rect: CGRect) -> Rect {
        let s = max(1, scale)
        let minX = (rect.minX * s).rounded() / s, minY = (rect.minY * s).rounded() / s
        let maxX = (rect.maxX * s).rounded() / s, maxY = (rect.maxY * s).rounded() / s
        return Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY))
    }
}

/// Nodes that get a plain view of their own in the drawing tree (layout containers).
package protocol ContainerMarker {}

extension LayoutContainerNode: ContainerMarker {}

/// Sketchpad's plain view (a name that does not collide with SwiftUI's `View`).
package typealias SketchpadLayoutView = SketchpadLayout.View
