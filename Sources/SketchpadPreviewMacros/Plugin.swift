import SketchpadPreviewMacroExpansion
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct SketchpadPreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
