import SketchpadLayout

/// What a navigation bar draws of a part that collapses as content scrolls (its large title,
/// its search field): clipped at the bar's 44-point row while the part slides up under it.
/// Unclipped (no `clip`), it adds no view of its own.
package final class NavigationBarClipNode: UnaryLayoutNode, @unchecked Sendable {
    /// The part of the canvas the child may draw in (nil: all of it).
    var clip: CGRect?

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        guard let clip else { return nil }
        let local = clip.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let view = EffectDrawing(opacity: 1, clip: { _ in Path(local) }, shadow: nil, shadowShape: nil)
        view.clipsToBounds = true
        return view
    }
}
