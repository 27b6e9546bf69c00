import Foundation
import SketchpadPreviewModel
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: expands into a function, linked under a name derived from where the preview is written
/// (``PreviewSymbol``), that makes the `Preview`; `sketchpad previews` generates a runner that calls it.
/// The body stays in the user's file, so it sees that file's private views, as Xcode's previews do.
///
/// `@Previewable` declarations at the root of the body become stored properties of a view the macro
/// writes (as Apple's macro does); the remaining statements are that view's body.
public struct PreviewExpansion: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? node.arguments.last(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
        else {
            throw MacroExpansionErrorMessage("#Preview needs a body: a closure that returns the view to preview")
        }
        let symbol = try linkName(of: node, in: context)
        // Every argument but the body is handed to `Preview.init` as written.
        let forwarded = node.arguments.filter { $0.label?.text != "body" }
        var arguments = forwarded.map { $0.with(\.trailingComma, nil).trimmedDescription }.joined(separator: ", ")
        let function = context.makeUniqueName("preview")
        let statements = body.statements
        let previewables = statements.filter { isPreviewable($0) }
        if previewables.isEmpty {
            let call = "SketchpadSwiftUI.Preview(\(arguments))" + " \(body.trimmedDescription)"
            return ["""
                @_silgen_name(\(literal: symbol)) @MainActor func \(function)() -> SketchpadSwiftUI.Preview {
                    \(raw: call)
                }
                """]
        }
        // The view that holds the previewable properties.
        let view = context.makeUniqueName("PreviewContent")
        let properties = previewables.map { removingPreviewable($0.trimmedDescription) }.joined(separator: "\n")
        let rest = statements.filter { !isPreviewable($0) }
        let explicitReturn = rest.contains { $0.item.is(ReturnStmtSyntax.self) }
        let bodyText = rest.map(\.trimmedDescription).joined(separator: "\n")
        if !arguments.isEmpty { arguments += ", " }
        return [
            """
            @_silgen_name(\(literal: symbol)) @MainActor func \(function)() -> SketchpadSwiftUI.Preview {
                SketchpadSwiftUI.Preview(\(raw: arguments)body: { \(view)() })
            }
            """,
            """
            struct \(view): SketchpadSwiftUI.View {
                \(raw: properties)
                \(raw: explicitReturn ? "" : "@SketchpadSwiftUI.ViewBuilder ")var body: some SketchpadSwiftUI.View {
                    \(raw: bodyText)
                }
            }
            """,
        ]
    }

    /// The link name for this expansion's function, from its file ID, line and column.
    static func linkName(of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext) throws -> String {
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
              let file = location.file.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              let line = location.line.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }),
              let column = location.column.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) })
        else {
            throw MacroExpansionErrorMessage("#Preview: the compiler gave no source location for this preview")
        }
        return PreviewSymbol.name(fileID: file, line: line, column: column)
    }

    static func isPreviewable(_ item: CodeBlockItemSyntax) -> Bool {
        guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
        return variable.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Previewable") == true
        }
    }

    /// The declaration without its `@Previewable` attribute.
    static func removingPreviewable(_ declaration: String) -> String {
        declaration.replacingFirst("@SketchpadSwiftUI.Previewable", with: "").replacingFirst("@Previewable", with: "")
            .trimmingCharacters(in: .whitespaces)
    }
}

/// `@Previewable`: a marker that `#Preview` reads; on its own it adds nothing.
public struct PreviewableExpansion: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        []
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
