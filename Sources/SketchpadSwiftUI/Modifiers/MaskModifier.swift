import SketchpadLayout

/// A mask over a view (SwiftUI's `mask(alignment:_:)`): the view shows where the mask is opaque.
/// A shape mask (`Circle()`, `RoundedRectangle(…).fill(…)`) is drawn exactly, as a clip to the
/// shape proposed the view's size and placed by the alignment. Any other mask (a gradient, text,
/// a stack) cannot be drawn yet: the view is drawn unmasked and the render warns at the line.
public struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let alignment: Alignment
    let mask: Mask
    let origin: (fileID: StaticString, line: UInt)
    public typealias Body = Never

    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        if let clip = Self.clip(for: mask, alignment: alignment) {
            try _VisualEffectModifier(clip: clip).resolve(content: content, in: context, into: &nodes)
        } else {
            try _UndrawnEffectModifier(description: "mask(\(Mask.self))", isIdentity: false, origin: origin)
                .resolve(content: content, in: context, into: &nodes)
        }
    }

    /// The clip a shape mask amounts to, or nil when the mask is not a filled shape.
    static func clip(for mask: Mask, alignment: Alignment) -> (@Sendable (CGRect) -> Path)? {
        if let filled = mask as? any MaskingShapeView { return filled.maskClip(alignment: alignment) }
        if mask is any StrokedOutline { return nil }
        if let shape = mask as? any Shape { return shapeClip(shape, alignment: alignment) }
        return nil
    }
}

/// A filled shape view, which masks as its shape does.
@MainActor protocol MaskingShapeView {
    func maskClip(alignment: Alignment) -> (@Sendable (CGRect) -> Path)?
}

/// A stroked outline, which masks along its stroke only (not drawn as a clip).
protocol StrokedOutline {}

extension _StrokedShape: StrokedOutline {}

extension _ShapeView: MaskingShapeView {
    func maskClip(alignment: Alignment) -> (@Sendable (CGRect) -> Path)? {
        shape is any StrokedOutline ? nil : shapeClip(shape, alignment: alignment)
    }
}

/// Clips to `shape` proposed the masked view's size, placed in it by `alignment` (a circle in a
/// wide view is a centred circle, as SwiftUI lays a mask out).
@MainActor private func shapeClip<S: Shape>(_ shape: S, alignment: Alignment) -> @Sendable (CGRect) -> Path {
    { rect in
        MainActor.assumeIsolated {
            let size = shape.sizeThatFits(ProposedViewSize(rect.size))
            let outer = ViewDimensions(size: rect.size, node: nil, proposal: .unspecified)
            let inner = ViewDimensions(size: size, node: nil, proposal: .unspecified)
            let x = alignment.horizontal.key.defaultValue(in: outer) - alignment.horizontal.key.defaultValue(in: inner)
            let y = alignment.vertical.key.defaultValue(in: outer) - alignment.vertical.key.defaultValue(in: inner)
            return shape.path(in: CGRect(x: rect.minX + x, y: rect.minY + y, width: size.width, height: size.height))
        }
    }
}

extension View {
    /// Masks this view using the alpha channel of the given view, placed by `alignment` (iOS 15).
    /// A shape mask is drawn exactly; other masks are not drawn yet: the view is drawn unmasked, with a warning.
    ///
    /// ```swift
    /// Text("Reserve").padding().background(.orange).mask {
    ///     RoundedRectangle(cornerRadius: 16, style: .continuous)
    /// }
    /// ```
    public func mask<Mask: View>(alignment: Alignment = .center, fileID: StaticString = #fileID, line: UInt = #line,
                                 @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(alignment: alignment, mask: mask(), origin: (fileID, line)))
    }

    /// Masks this view using the alpha channel of the given view (SwiftUI's iOS 13 form, deprecated
    /// there in favour of ``View/mask(alignment:fileID:line:_:)``).
    ///
    /// ```swift
    /// Image("photo").resizable().frame(width: 80, height: 80).mask(Circle())
    /// ```
    @available(iOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_MaskModifier(alignment: .center, mask: mask, origin: (fileID, line)))
    }
}
