import SketchpadLayout
import SketchpadWidgets

/// The node of a UIKit view: it lays out as the view says (its `intrinsicContentSize`, asked
/// through ``UIKitNode/measureThroughOwner(using:fittingWidth:)``) and draws the view's layer
/// around its content. The content is a Sketchpad widget (a `Label` for a `UILabel`, a `Switch`
/// for a `UISwitch`…) that measures and draws but is not itself in the tree; a plain `UIView`
/// has none and draws only its layer.
final class ViewNode: View, UIKitNode, TransformingDrawable, MaskingDrawable, LayeringDrawable {
    weak var owner: UIView?
    var appearance = LayerAppearance()
    /// The widget that measures and draws the view's content, or nil.
    let content: (any Drawable)?

    init(content: (any Drawable)? = nil) {
        self.content = content
        super.init()
    }

    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }

    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try content?.measureContent(using: measurer, fittingWidth: fittingWidth) ?? .none
    }

    override var contentSizeDependsOnWidth: Bool { content?.contentSizeDependsOnWidth ?? false }

    /// Diagnostics name the UIKit class (`UILabel "Sign in"`), not the node.
    override var typeName: String {
        owner.map { String(describing: type(of: $0)) } ?? "UIView"
    }

    override var contentSummary: String? { content?.contentSummary }

    func draw(in context: DrawingContext) throws {
        try context.drawUIKitView(appearance) { try content?.draw(in: context) }
    }

    func clipShape(for frame: Rect) -> Shape { appearance.shape(for: frame) }
    func drawLayers(above subview: View?, in context: DrawingContext) throws { try context.drawUIKitLayers(appearance, above: subview) }

    var opacity: Double { appearance.drawnOpacity }
    func transform(for frame: Rect) -> Transform2D? { appearance.transform(for: frame) }
    func maskShape(for frame: Rect) -> Shape? { appearance.maskShape(for: frame) }

    /// The content's (a `UIImageView`'s symbol the icon set lacks).
    var symbolDiagnostic: Diagnostic? { content?.symbolDiagnostic }
    /// The symbols the view's bar items show as placeholders (set before each layout).
    var itemSymbolDiagnostics: [Diagnostic] = []
    var symbolPlaceholderDiagnostics: [Diagnostic] { (symbolDiagnostic.map { [$0] } ?? []) + itemSymbolDiagnostics }
}

extension UIView {
    /// The widget of the view's node (see ``ViewNode``), as `T`.
    func content<T: Drawable>(as type: T.Type) -> T {
        // Every UIKit class makes its node with the content its accessor reads.
        (node as! ViewNode).content as! T
    }
}
