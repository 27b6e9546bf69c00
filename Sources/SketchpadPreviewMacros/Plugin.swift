import SketchpadPreviewMacroExpansion
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

// The compiler asks this plugin for `SketchpadPreviewMacros.PreviewMacro` (the name the macro
// declarations give), so the macros are declared here, each handing over to its expansion in
// SketchpadPreviewMacroExpansion, which tests call without building a plugin.

@main
struct SketchpadPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}

/// `#Preview`: see ``PreviewExpansion``.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try PreviewExpansion.expansion(of: node, in: context)
    }
}

/// `@Previewable`: see ``PreviewableExpansion``.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try PreviewableExpansion.expansion(of: node, providingPeersOf: declaration, in: context)
    }
}
