/// A type-erased part of a style's configuration (a label, a content, a value label…): it
/// draws the view it wraps, where it is put.
///
/// ```swift
/// extension GaugeStyleConfiguration.Label: TypeErasedView {}
/// ```
@MainActor package protocol TypeErasedView: PrimitiveView {
    var content: AnyView { get }
}

extension TypeErasedView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try context.resolve(content, into: &nodes)
    }
}
