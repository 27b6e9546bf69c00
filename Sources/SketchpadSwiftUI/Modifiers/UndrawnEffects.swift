import SketchpadLayout

/// A colour or blur effect the painter cannot draw yet: the content is drawn without it, and the
/// render warns at the modifier's source line when the effect would change the picture.
public struct _UndrawnEffectModifier: ViewModifier, PrimitiveModifier {
    let description: String
    let isIdentity: Bool
    let origin: (fileID: StaticString, line: UInt)
    public typealias Body = Never

    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        if !isIdentity {
            context.session.report(.warning, "effectNotDrawn", "\(description) is not drawn: the view is drawn without it",
                                   hint: "the picture differs from iOS here", at: SourceLocation(fileID: origin.fileID, line: origin.line, column: 0))
        }
        nodes += try content(context)
    }
}

extension View {
    /// Applies a Gaussian blur to this view (not drawn yet: a radius above 0 warns).
    ///
    /// ```swift
    /// configuration.label.blur(radius: configuration.isPressed ? 4 : 0)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_UndrawnEffectModifier(description: "blur(radius: \(radius))", isIdentity: radius <= 0, origin: (fileID, line)))
    }

    /// Adds a grayscale effect to this view (not drawn yet: an amount above 0 warns).
    public func grayscale(_ amount: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_UndrawnEffectModifier(description: "grayscale(\(amount))", isIdentity: amount == 0, origin: (fileID, line)))
    }

    /// Applies a hue rotation effect to this view (not drawn yet: a non-zero angle warns).
    public func hueRotation(_ angle: Angle, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_UndrawnEffectModifier(description: "hueRotation(\(angle.degrees)°)", isIdentity: angle.radians == 0, origin: (fileID, line)))
    }

    /// Adjusts the color saturation of this view (not drawn yet: an amount other than 1 warns).
    public func saturation(_ amount: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_UndrawnEffectModifier(description: "saturation(\(amount))", isIdentity: amount == 1, origin: (fileID, line)))
    }

    /// Brightens this view by the specified amount (not drawn yet: an amount other than 0 warns).
    public func brightness(_ amount: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_UndrawnEffectModifier(description: "brightness(\(amount))", isIdentity: amount == 0, origin: (fileID, line)))
    }

    /// Sets the contrast and separation between similar colors in this view (not drawn yet: an amount other than 1 warns).
    public func contrast(_ amount: Double, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_UndrawnEffectModifier(description: "contrast(\(amount))", isIdentity: amount == 1, origin: (fileID, line)))
    }

    /// Inverts the colors in this view (not drawn yet: warns).
    public func colorInvert(fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_UndrawnEffectModifier(description: "colorInvert()", isIdentity: false, origin: (fileID, line)))
    }
}
