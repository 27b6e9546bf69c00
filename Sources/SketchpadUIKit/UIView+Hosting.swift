import SketchpadLayout
import SketchpadWidgets

// What another front end (SketchpadSwiftUI) needs to put UIKit views in its pictures and its
// pictures in UIKit views: a view's node, and a view whose drawing and size it supplies.

extension UIView {
    /// The Sketchpad node that draws this view (SwiftUI's representables draw UIKit views with it).
    package var sketchpadNode: View { node }
}

/// A view whose content another front end draws and sizes (`UIHostingController`'s view): its
/// node draws with ``draw`` at the view's frame; its intrinsic size is ``intrinsicSize``.
package final class HostedContentView: UIView {
    /// Draws the content in the view's frame (canvas coordinates).
    package var draw: (@MainActor (DrawingContext) throws -> Void)? {
        get { drawing.body }
        set { drawing.body = newValue }
    }
    /// The content's size for a proposed size (nil: no intrinsic size).
    package var intrinsicSize: (@MainActor () -> CGSize)?

    override class func makeNode() -> View { ViewNode(content: HostedDrawing()) }
    private var drawing: HostedDrawing { (node as! ViewNode).content as! HostedDrawing }

    package override var intrinsicContentSize: CGSize {
        intrinsicSize?() ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// The drawing of a hosted view's content.
final class HostedDrawing: View, Drawable {
    var body: (@MainActor (DrawingContext) throws -> Void)?
    func draw(in context: DrawingContext) throws {
        guard let body else { return }
        // Scenes are drawn on the main actor; the context does not leave this call.
        nonisolated(unsafe) let context = context
        try MainActor.assumeIsolated { try body(context) }
    }
}
