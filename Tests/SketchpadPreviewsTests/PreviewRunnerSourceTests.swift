import Foundation
import SketchpadPreviewModel
@testable import SketchpadPreviews
import Testing

@Suite struct PreviewRunnerSourceTests {
    static let package = PreviewPackage(directory: "/work/Gallery", name: "Gallery", modules: [
        .init(name: "Gallery", files: ["/work/Gallery/Sources/Gallery/Cards.swift"], products: ["Gallery"]),
        .init(name: "App", files: ["/work/Gallery/Sources/App/main.swift"], products: []),
    ])

    static func preview(_ kind: PreviewDeclaration.Kind, line: Int, name: String? = nil, provider: String? = nil, index: Int) -> PreviewDeclaration {
        PreviewDeclaration(kind: kind, module: "Gallery", file: "/work/Gallery/Sources/Gallery/Cards.swift",
                           relativePath: "Sources/Gallery/Cards.swift", line: line, column: 1, endLine: line + 3, name: name,
                           providerType: provider, indexInFile: index)
    }

    @Test func theRunnerImportsTheModulesAndCallsEachPreviewByItsLinkName() {
        let source = PreviewRunnerSource(package: Self.package, previews: [
            Self.preview(.macro, line: 12, name: "Card", index: 1),
            Self.preview(.provider, line: 30, provider: "Card_Previews", index: 2),
        ])
        #expect(source.manifest.contains(#".package(path: "/work/Gallery")"#))
        #expect(source.manifest.contains(#".product(name: "Gallery", package: "gallery")"#))
        let main = source.main
        #expect(main.contains("@testable import Gallery\n"))
        #expect(!main.contains("import App"))
        #expect(main.contains(#"@_silgen_name("sketchpad_preview_Gallery_Cards_swift_L12C1") @MainActor func preview0() -> SketchpadSwiftUI.Preview"#))
        #expect(main.contains(#"outputName: "Cards--Card", location: "Sources/Gallery/Cards.swift:12", make: { .preview(preview0()) }"#))
        // A provider is named under its own line, so an error naming it is reported there.
        #expect(main.contains("#sourceLocation(file: \"/work/Gallery/Sources/Gallery/Cards.swift\", line: 30)\n"
                              + "    entries.append(_PreviewRunner.Entry(id: \"Sources/Gallery/Cards.swift:30:1\""))
        #expect(main.contains("{ .provider(Card_Previews.self) }"))
    }

    @Test func literalsAreEscaped() {
        #expect(PreviewRunnerSource.literal("a\"b\\c\nd") == #""a\"b\\c\nd""#)
    }

    @Test func compilerErrorsAreReadWithTheirPlaces() {
        let output = """
        [3/9] Compiling Gallery Cards.swift
        /work/Gallery/Sources/Gallery/Cards.swift:14:9: error: cannot find 'Crad' in scope
        /work/Gallery/Sources/Gallery/Cards.swift:14:9: error: cannot find 'Crad' in scope
        /work/Gallery/Sources/Gallery/Cards.swift:20:1: warning: unused variable
        error: fatalError
        """
        let errors = CompilerDiagnostic.errors(in: output)
        #expect(errors == [CompilerDiagnostic(file: "/work/Gallery/Sources/Gallery/Cards.swift", line: 14, column: 9,
                                              message: "cannot find 'Crad' in scope")])
    }

    @Test func variantsAreEveryCombinationNamedAsTemplateVariants() {
        var options = PreviewOptions(packageDirectory: ".", outputDirectory: "out", discoveryTool: "x")
        #expect(options.variantSpecs == [PreviewVariantSpec(name: "")])
        options.devices = ["iPhone SE"]
        options.appearances = ["light", "dark"]
        options.locales = ["en-XA"]
        #expect(options.variantSpecs.map(\.name) == ["iphone-se-light-en-xa", "iphone-se-dark-en-xa"])
        #expect(options.variantSpecs[1] == PreviewVariantSpec(name: "iphone-se-dark-en-xa", device: "iPhone SE", appearance: "dark", locale: "en-XA"))
    }

    @Test func thePackageIsReadFromSwiftPMsDescription() throws {
        let describe = """
        {"name": "Gallery", "path": "/work/Gallery", "products": [{"name": "Gallery", "type": {"library": ["automatic"]}},
          {"name": "tool", "type": {"executable": null}}],
         "targets": [
          {"name": "Gallery", "path": "Sources/Gallery", "sources": ["B.swift", "A.swift", "notes.txt"], "type": "library",
           "module_type": "SwiftTarget", "product_memberships": ["Gallery"]},
          {"name": "GalleryTests", "path": "Tests/GalleryTests", "sources": ["T.swift"], "type": "test", "module_type": "SwiftTarget"},
          {"name": "tool", "path": "Sources/tool", "sources": ["main.swift"], "type": "executable", "module_type": "SwiftTarget",
           "product_memberships": ["tool"]}]}
        """
        let package = try PreviewPackage.decode(describe: Data(describe.utf8), directory: "/work/Gallery")
        #expect(package.modules.map(\.name) == ["Gallery", "tool"])
        #expect(package.modules[0].files == ["/work/Gallery/Sources/Gallery/A.swift", "/work/Gallery/Sources/Gallery/B.swift"])
        #expect(package.modules[0].products == ["Gallery"])
        #expect(package.modules[1].products == [])
        #expect(package.identity == "gallery")
    }

    @Test func aFolderWithoutAManifestIsNotAPackage() {
        #expect(throws: PreviewError.notAPackage("/nonexistent")) { try PreviewPackage.load(directory: "/nonexistent") }
    }
}

@Suite struct PreviewRunTests {
    @Test func aCrashIsReportedByTheRuntimesMessageNotItsStackTrace() {
        let stderr = """
        PreviewGallery/Broken.swift:6: Fatal error: Index out of range
        Current stack trace:
        0    libswiftCore.so                    0x00007f4 <unavailable> + 1
        1    SketchpadPreviewRunner             0x0000556 <unavailable> + 2
        """
        #expect(PreviewRun.runtimeMessage(stderr) == "PreviewGallery/Broken.swift:6: Fatal error: Index out of range")
        #expect(PreviewRun.runtimeMessage("a\nb\nc\nd") == "b\nc\nd")
    }
}
