import SketchpadPreviewModel
import SwiftParser
import SwiftSyntax

/// Finds the previews of Swift source files by parsing them (swift-syntax), never by pattern matching
/// text: `#Preview` macro expansions at any declaration position and types that adopt `PreviewProvider`.
///
/// ```swift
/// let found = PreviewDiscovery.previews(inSource: text, file: "/pkg/Sources/Gallery/Cards.swift",
///                                       relativePath: "Sources/Gallery/Cards.swift", module: "Gallery")
/// ```
public enum PreviewDiscovery {
    public static func previews(inSource source: String, file: String, relativePath: String, module: String) -> [PreviewDeclaration] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let finder = Finder(converter: converter)
        finder.walk(tree)
        var index = 0
        return finder.found.map { found in
            index += 1
            return PreviewDeclaration(kind: found.kind, module: module, file: file, relativePath: relativePath,
                                      line: found.line, column: found.column, endLine: found.endLine, name: found.name,
                                      providerType: found.providerType, indexInFile: index)
        }
    }

    private struct Found {
        var kind: PreviewDeclaration.Kind
        var line: Int, column: Int, endLine: Int
        var name: String?
        var providerType: String?
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found: [Found] = []
        var enclosingTypes: [String] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node)
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            record(node)
            return .skipChildren
        }

        private func record(_ node: some FreestandingMacroExpansionSyntax) {
            guard node.macroName.text == "Preview" else { return }
            let start = node.positionAfterSkippingLeadingTrivia
            let location = converter.location(for: start)
            let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
            // The name is the first unlabeled argument when it is a plain string literal.
            var name: String?
            if let first = node.arguments.first, first.label == nil,
               let literal = first.expression.as(StringLiteralExprSyntax.self) {
                name = literal.representedLiteralValue
            }
            found.append(Found(kind: .macro, line: location.line, column: location.column, endLine: end.line, name: name))
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(name: node.name.text, inheritance: node.inheritanceClause, node: node)
            enclosingTypes.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(name: node.name.text, inheritance: node.inheritanceClause, node: node)
            enclosingTypes.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            noteType(name: node.name.text, inheritance: node.inheritanceClause, node: node)
            enclosingTypes.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enclosingTypes.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }

        /// Functions' bodies hold no previews a runner could reach.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func noteType(name: String, inheritance: InheritanceClauseSyntax?, node: some SyntaxProtocol) {
            guard let inheritance, inheritance.inheritedTypes.contains(where: {
                let type = $0.type.trimmedDescription
                return type == "PreviewProvider" || type.hasSuffix(".PreviewProvider")
            }) else { return }
            let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
            let qualified = (enclosingTypes + [name]).joined(separator: ".")
            found.append(Found(kind: .provider, line: start.line, column: start.column, endLine: end.line, providerType: qualified))
        }
    }
}
