import SketchpadPreviewMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

final class PreviewMacroTests: XCTestCase {
    let macros: [String: Macro.Type] = ["Preview": PreviewExpansion.self, "Previewable": PreviewableExpansion.self]

    func testAPreviewBecomesAFunctionLinkedUnderItsPlace() {
        assertMacroExpansion(
            """
            #Preview("Card", traits: .sizeThatFitsLayout) {
                Card()
            }
            """,
            expandedSource: """
            @_silgen_name("sketchpad_preview_TestModule_test_swift_L1C1") @MainActor func __macro_local_7previewfMu_() -> SketchpadSwiftUI.Preview {
                SketchpadSwiftUI.Preview("Card", traits: .sizeThatFitsLayout) {
                Card()
                }
            }
            """,
            macros: macros)
    }

    func testPreviewablePropertiesMoveIntoAView() {
        assertMacroExpansion(
            """
            #Preview {
                @Previewable @State var on = true
                Toggle("Loud", isOn: $on)
            }
            """,
            expandedSource: """
            @_silgen_name("sketchpad_preview_TestModule_test_swift_L1C1") @MainActor func __macro_local_7previewfMu_() -> SketchpadSwiftUI.Preview {
                SketchpadSwiftUI.Preview(body: {
                        __macro_local_14PreviewContentfMu_()
                    })
            }
            struct __macro_local_14PreviewContentfMu_: SketchpadSwiftUI.View {
                @State var on = true
                @SketchpadSwiftUI.ViewBuilder var body: some SketchpadSwiftUI.View {
                    Toggle("Loud", isOn: $on)
                }
            }
            """,
            macros: macros)
    }

    func testAPreviewWithoutABodyIsAnError() {
        assertMacroExpansion(
            "#Preview(\"Empty\")",
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body: a closure that returns the view to preview", line: 1, column: 1)],
            macros: macros)
    }
}
