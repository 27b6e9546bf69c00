import SketchpadLayout

/// A view that draws itself. Every widget is one; make your own `View` subclass draw by adopting
/// it and implementing ``draw(in:)`` (subclasses of a widget override the widget's `draw(in:)`).
///
/// The scene builder walks the view tree in order and asks each visible view to draw, subviews
/// over their superview; a view that is not `Drawable` draws nothing but its subviews.
///
/// ```swift
/// final class Badge: View, Drawable {
///     var count = 3
///     override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
///         ContentMeasurement(size: Size(width: 24, height: 24))
///     }
///     func draw(in context: DrawingContext) throws {
///         context.fill(.ellipse(context.frame), Color(hex: 0xFF3B30))
///         try context.text("\(count)", font: FontDescription(size: 13, weight: .bold), color: .white,
///                          in: context.frame, alignment: .center, maxLines: 1)
///     }
/// }
/// ```
public protocol Drawable: View {
    /// Adds the view's own drawing (not its subviews') to `context`, at `context.frame`.
    func draw(in context: DrawingContext) throws

    /// The outline the view's subviews are clipped to when it `View.clipsToBounds`
    /// (default: its frame).
    func clipShape(for frame: Rect) -> Shape

    /// How opaque the view and its subviews are, 0…1 (default 1). Below 1 the scene builder
    /// draws the view and its subviews as one group at this opacity, as a faded layer
    /// composites its whole subtree (overlapping subviews do not show through each other); at 0
    /// nothing of the subtree is drawn.
    var opacity: Double { get }

    /// The filters the view and its subviews are drawn through, innermost first (default none):
    /// the scene builder draws the subtree as a group for each, as SwiftUI's `blur` and colour
    /// effects draw a view's whole rendering; an opaque blur is also clipped to ``clipShape(for:)``,
    /// whose inside is all it reads. `context` holds the theme colours resolve for.
    func filters(in context: DrawingContext) -> [Filter]

    /// Why an SF Symbols name the view draws shows a placeholder, at the line that named it
    /// (default nil; see ``ImageView/symbolDiagnostic``). `View.symbolDiagnostics` collects them.
    var symbolDiagnostic: Diagnostic? { get }

    /// Every such warning of a view that draws several symbols (a bar's items), in the order
    /// drawn (default: ``symbolDiagnostic``, if any). `View.symbolDiagnostics` collects these.
    var symbolPlaceholderDiagnostics: [Diagnostic] { get }
}

extension Drawable {
    public func clipShape(for frame: Rect) -> Shape { .rect(frame) }
    public var opacity: Double { 1 }
    public func filters(in context: DrawingContext) -> [Filter] { [] }
    public var symbolDiagnostic: Diagnostic? { nil }
    public var symbolPlaceholderDiagnostics: [Diagnostic] { symbolDiagnostic.map { [$0] } ?? [] }
}

/// A view that draws itself and its subviews transformed (rotated, scaled) about its frame,
/// without changing layout: SwiftUI's `rotationEffect` and `scaleEffect` draw through it.
///
/// ```swift
/// final class Tilted: View, TransformingDrawable {
///     func draw(in context: DrawingContext) throws {}
///     func transform(for frame: Rect) -> Transform2D? {
///         .rotation(.pi / 12, around: Point(x: frame.midX, y: frame.midY))
///     }
/// }
/// ```
/// A view whose drawing and subviews are clipped to an outline of its own (a UIKit layer's
/// `mask`), whether or not it clips to its bounds.
package protocol MaskingDrawable: Drawable {
    /// The outline in canvas coordinates for the view drawn at `frame` (nil: no mask).
    func maskShape(for frame: Rect) -> Shape?
}

/// A view that draws layers of its own among its subviews and decides their order, as a Core
/// Animation layer holds its subviews' layers in one list with its other sublayers (a UIKit
/// view's layer added after a subview is drawn above it; a `zPosition` reorders siblings).
package protocol LayeringDrawable: Drawable {
    /// `subviews` in the order they are drawn, back to front (a subview left out is not drawn).
    func subviewsInDrawingOrder(_ subviews: [View]) -> [View]
    /// Draws the view's own layers that lie above `subview` and below the next subview drawn, or,
    /// with nil, what lies above every subview (a layer's border); `context.frame` is the view's frame.
    func drawLayers(above subview: View?, in context: DrawingContext) throws
}

public protocol TransformingDrawable: Drawable {
    /// The transform of the view and its subviews (nil: none).
    func transform(for frame: Rect) -> Transform2D?
}
