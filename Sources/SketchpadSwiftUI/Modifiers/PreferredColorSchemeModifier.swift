/// What `preferredColorScheme(_:)` makes: it sets the scheme below it and tells the render, which
/// then draws everything in it.
struct _PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    let colorScheme: ColorScheme?
    typealias Body = Never

    func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                 into nodes: inout [LayoutNode]) throws {
        var inner = context
        if let colorScheme {
            inner.environment.colorScheme = colorScheme
            context.session.preferredColorScheme = colorScheme
        }
        nodes += try content(inner)
    }
}
