import SketchpadLayout
import SketchpadWidgets

/// A blur or a colour effect over a view and everything in it, drawn as SwiftUI draws it: the
/// view's rendering is filtered as one (see `Filter` in Sketchpad), its layout unchanged.
public struct _FilterEffectModifier: ViewModifier, UnaryNodeModifier {
    enum Effect: Sendable {
        case blur(radius: Double, opaque: Bool)
        case matrix(Filter.Matrix)
        case multiply(Color)
    }

    /// nil: the effect changes nothing (a radius of 0, a grayscale of 0…), so no group is drawn.
    let effect: Effect?
    /// The modifier as written and where, for the warning a value that is not a number gives.
    let description: String
    let numbers: [Double]
    let origin: (fileID: StaticString, line: UInt)
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        if let bad = numbers.first(where: { !$0.isFinite }) {
            context.session.report(.warning, "effectNotDrawn", "\(description) is not drawn: \(bad) is not a finite number",
                                   hint: "pass a finite value", at: SourceLocation(fileID: origin.fileID, line: origin.line, column: 0))
            return child
        }
        guard let effect else { return child }
        return FilterNode(effect: effect, child: child, environment: context.environment)
    }
}

package final class FilterNode: UnaryLayoutNode, @unchecked Sendable {
    let effect: _FilterEffectModifier.Effect

    init(effect: _FilterEffectModifier.Effect, child: LayoutNode, environment: EnvironmentValues) {
        self.effect = effect
        super.init(child: child, environment: environment)
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        FilterDrawing(effect: effect, environment: environment)
    }
}

/// Draws its subviews through one filter (the scene builder groups them; see `Drawable.filters(in:)`).
package final class FilterDrawing: SketchpadLayout.View, Drawable {
    let effect: _FilterEffectModifier.Effect
    let environment: EnvironmentValues

    init(effect: _FilterEffectModifier.Effect, environment: EnvironmentValues) {
        self.effect = effect
        self.environment = environment
        super.init()
    }

    package func draw(in context: DrawingContext) throws {}

    package func filters(in context: DrawingContext) -> [Filter] {
        switch effect {
        case .blur(let radius, let opaque): return [.blur(radius: radius, opaque: opaque)]
        case .matrix(let matrix): return [.colorMatrix(matrix)]
        case .multiply(let color): return [.colorMatrix(.multiply(context.resolved(color.paint(in: environment))))]
        }
    }
}

extension View {
    /// Applies a Gaussian blur to this view: its rendering, text and all, blurred as one, with
    /// `radius` the Gaussian's standard deviation in points (as SwiftUI's `GraphicsContext` blur
    /// documents it). Not `opaque`, the blur fades out past the view's edges; `opaque`, it stays
    /// inside the view's frame, its edge pixels extended. A radius of 0 or less draws the view as it is; above 1000 it is 1000.
    ///
    /// ```swift
    /// Text("This is some blurry text.").blur(radius: 2.0)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_FilterEffectModifier(effect: radius > 0 ? .blur(radius: min(Double(radius), Filter.maxBlurRadius), opaque: opaque) : nil,
                                       description: "blur(radius: \(radius))", numbers: [Double(radius)], origin: (fileID, line)))
    }

    /// Adds a grayscale effect to this view: `amount` from 0 (colours as they are) to 1 (grey),
    /// the W3C Filter Effects `grayscale()` matrix (values outside 0…1 are clamped).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 10).fill(Color.yellow).grayscale(0.6)
    /// ```
    public func grayscale(_ amount: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        colorEffect(amount > 0 ? .grayscale(amount) : nil, "grayscale(\(amount))", [amount], fileID, line)
    }

    /// Applies a hue rotation effect to this view: every hue turned by `angle` (SVG's `hueRotate` matrix).
    public func hueRotation(_ angle: Angle, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        colorEffect(angle.radians != 0 ? .hueRotation(angle.radians) : nil, "hueRotation(\(angle.degrees)°)", [angle.radians], fileID, line)
    }

    /// Adjusts the color saturation of this view: 0 grey, 1 unchanged, above 1 more vivid (SVG's `saturate` matrix).
    public func saturation(_ amount: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        colorEffect(amount != 1 ? .saturation(amount) : nil, "saturation(\(amount))", [amount], fileID, line)
    }

    /// Brightens this view by the specified amount: `amount` added to red, green and blue (0 no
    /// change, 1 white; negative darkens).
    public func brightness(_ amount: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        colorEffect(amount != 0 ? .brightness(amount) : nil, "brightness(\(amount))", [amount], fileID, line)
    }

    /// Sets the contrast and separation between similar colors in this view: distances from mid
    /// grey scaled by `amount` (0 grey, 1 unchanged; negative values also invert).
    public func contrast(_ amount: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        colorEffect(amount != 1 ? .contrast(amount) : nil, "contrast(\(amount))", [amount], fileID, line)
    }

    /// Inverts the colors in this view (alpha kept).
    public func colorInvert() -> some View {
        modifier(_FilterEffectModifier(effect: .matrix(.invert), description: "colorInvert()", numbers: [], origin: (#fileID, #line)))
    }

    /// Adds a color multiplication effect to this view: each component, alpha too, multiplied by `color`'s.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").colorMultiply(.yellow)
    /// ```
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_FilterEffectModifier(effect: .multiply(color), description: "colorMultiply", numbers: [], origin: (#fileID, #line)))
    }

    /// Adds a luminance to alpha effect to this view: black, as opaque as each part of the view is
    /// bright (SVG's `luminanceToAlpha`), for a mask.
    public func luminanceToAlpha() -> some View {
        modifier(_FilterEffectModifier(effect: .matrix(.luminanceToAlpha), description: "luminanceToAlpha()", numbers: [],
                                       origin: (#fileID, #line)))
    }

    private func colorEffect(_ matrix: Filter.Matrix?, _ description: String, _ numbers: [Double], _ fileID: StaticString,
                             _ line: UInt) -> some View {
        modifier(_FilterEffectModifier(effect: matrix.map { .matrix($0) }, description: description, numbers: numbers, origin: (fileID, line)))
    }
}
