import SwiftSyntax

/// The names a file declares (types, extensions of types, top-level functions and variables) and the
/// names it mentions: enough to say which files a preview's picture may depend on.
struct SourceReferences {
    var declared: Set<String> = []
    var referenced: Set<String> = []

    init(_ tree: SourceFileSyntax) {
        let collector = Collector()
        collector.walk(tree)
        declared = collector.declared
        referenced = collector.referenced.subtracting(collector.declared)
    }

    private final class Collector: SyntaxVisitor {
        var declared: Set<String> = []
        var referenced: Set<String> = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // An extension's members belong to its type: a file extending `CardView` is part of it.
            if let name = node.extendedType.as(IdentifierTypeSyntax.self)?.name.text { declared.insert(name) }
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if isTopLevel(node) { declared.insert(node.name.text) }
            return .visitChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if isTopLevel(node) {
                for binding in node.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { declared.insert(name) }
                }
            }
            return .visitChildren
        }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            referenced.insert(node.name.text)
            return .visitChildren
        }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            referenced.insert(node.baseName.text)
            return .visitChildren
        }

        /// Declared at file scope (members and locals are not names other files can reach on their own).
        private func isTopLevel(_ node: some SyntaxProtocol) -> Bool {
            node.parent?.is(CodeBlockItemSyntax.self) == true && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        }
    }
}
