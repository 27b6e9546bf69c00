import SketchpadLayout

/// An effect the painter cannot draw yet (`badgeProminence(.increased)`, a `mask`): the content is drawn without it, and the
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
