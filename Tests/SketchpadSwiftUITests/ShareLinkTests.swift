import Foundation
@testable import SketchpadSwiftUI
import Testing

/// `ShareLink` (iOS 16) and the Core Transferable family it shares. Apple documents the link as
/// a control that "presents the share interface"; on iOS its standard label is "Share" with the
/// `square.and.arrow.up` symbol, and it takes button styles as a button does.
@MainActor @Suite struct ShareLinkTests {
    static let canvas = CGSize(width: 320, height: 200)
    static let url = URL(string: "https://example.com/article")!

    static func symbols(_ sketch: Sketch) -> [String] {
        var symbols: [String] = []
        sketch.still.root.forEachNode { if let symbol = $0 as? SymbolNode, let icon = symbol.icon { symbols.append(icon.name) } }
        return symbols
    }

    @Test func theStandardLabelIsShareWithTheShareSymbolDrawnAsAButtonIs() throws {
        let link = try Sketch(ShareLink(item: Self.url).accessibilityIdentifier("x"), size: Self.canvas)
        #expect(link.still.root.texts == ["Share"])
        #expect(Self.symbols(link) == ["square.and.arrow.up"])
        let button = try Sketch(Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }.accessibilityIdentifier("x"), size: Self.canvas)
        #expect(link.frame(ofID: "x") == button.frame(ofID: "x"))
        #expect(try link.data(format: .png) == button.data(format: .png), "drawn as the equivalent button")

        let prominent = try Sketch(ShareLink(item: Self.url).buttonStyle(.borderedProminent), size: Self.canvas)
        let prominentButton = try Sketch(Button {} label: { Label("Share", systemImage: "square.and.arrow.up") }.buttonStyle(.borderedProminent), size: Self.canvas)
        #expect(try prominent.data(format: .png) == prominentButton.data(format: .png), "button styles apply")
    }

    @Test func everyTitleFormAndTheCustomLabelAreShown() throws {
        struct Note: Codable, Transferable {
            var text: String
            static var transferRepresentation: some TransferRepresentation { CodableRepresentation(contentType: .json) }
        }
        let note = Note(text: "Hi")
        let views: [(AnyView, [String])] = [
            (AnyView(ShareLink("Send", item: "hello")), ["Send"]),
            (AnyView(ShareLink(Text("Send Link"), item: Self.url, subject: Text("S"), message: Text("M"))), ["Send Link"]),
            (AnyView(ShareLink(Self.verbatimTitle, items: [Self.url, Self.url])), ["Two links"]),
            (AnyView(ShareLink(items: ["a", "b"]) { Text("Both") }), ["Both"]),
            (AnyView(ShareLink(item: note, preview: SharePreview("Note"))), ["Share"]),
            (AnyView(ShareLink("Note", item: note, preview: SharePreview("Note", image: "x", icon: "y"))), ["Note"]),
            (AnyView(ShareLink(items: [note], preview: { SharePreview($0.text) }) { Text("Notes") }), ["Notes"]),
        ]
        for (view, texts) in views {
            #expect(try Sketch(view, size: Self.canvas).still.root.texts == texts)
        }
    }
    static let verbatimTitle: String = "Two links"

    @Test func inANavigationBarTheStandardLabelIsTheSymbolAlone() throws {
        let sketch = try Sketch(NavigationStack {
            Text("Article").toolbar { ShareLink(item: Self.url) }.navigationTitle("News")
        })
        #expect(!sketch.still.root.texts.contains("Share"))
        #expect(Self.symbols(sketch).contains("square.and.arrow.up"))
    }

    @Test func representationsExportAndImportInOrderOfPreference() async throws {
        struct Greeting: Codable, Transferable, Equatable {
            var message: String
            var isPrivate = false
            static var transferRepresentation: some TransferRepresentation {
                CodableRepresentation(contentType: .greeting)
                ProxyRepresentation(exporting: \.message).exportingCondition { !$0.isPrivate }
            }
        }
        let greeting = Greeting(message: "Hello")
        #expect(greeting.exportedContentTypes() == [.greeting, .utf8PlainText])
        #expect(try await greeting.exported(as: .utf8PlainText) == Data("Hello".utf8))
        let json = try await greeting.exported(as: nil)
        #expect(try await Greeting(importing: json, contentType: .greeting) == greeting, "the first representation, round trip")
        let hidden = Greeting(message: "Secret", isPrivate: true)
        #expect(hidden.exportedContentTypes() == [.greeting], "the condition removes the proxy")
        await #expect(throws: TransferError.noExportingRepresentation("Greeting", .utf8PlainText)) {
            try await hidden.exported(as: .utf8PlainText)
        }
        #expect(Greeting.importedContentTypes() == [.greeting], "the proxy only exports")
        #expect(try await String(importing: Data("héllo".utf8), contentType: .plainText) == "héllo")
        #expect(try await Self.url.exported(as: .url) == Data(Self.url.absoluteString.utf8))
    }

    @Test func fileRepresentationsExportAFileAndImportFromOne() async throws {
        struct Report: Transferable {
            var file: URL
            static var transferRepresentation: some TransferRepresentation {
                FileRepresentation(contentType: .commaSeparatedText) { SentTransferredFile($0.file) } importing: { received in
                    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("report-copy-\(UUID().uuidString).csv")
                    try FileManager.default.copyItem(at: received.file, to: copy)
                    return Report(file: copy)
                }
                .suggestedFileName("Report.csv")
            }
        }
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString).csv")
        try Data("a,b\n1,2\n".utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        let report = Report(file: source)
        #expect(try await report.exported(as: .text) == Data("a,b\n1,2\n".utf8), "a CSV file conforms to text")
        #expect(report.suggestedFilename == "Report.csv")
        let imported = try await Report(importing: Data("x\n".utf8), contentType: .commaSeparatedText)
        defer { try? FileManager.default.removeItem(at: imported.file) }
        #expect(try Data(contentsOf: imported.file) == Data("x\n".utf8))
    }

    @Test func typesConformAsTheSystemDeclaresThem() {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .text) && UTType.json.conforms(to: .text))
        #expect(UTType.fileURL.isSubtype(of: .url) && UTType.url.isSupertype(of: .fileURL))
        #expect(UTType("public.png") == .png && UTType("PUBLIC.JPEG") == .jpeg)
        #expect(UTType("com.example.undeclared") == nil)
        #expect(UTType(filenameExtension: "json") == .json && UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "png", conformingTo: .text) == nil)
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType.png.preferredFilenameExtension == "png" && UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.greeting.conforms(to: .json) && UTType.greeting.conforms(to: .text), "a custom type conforms through its parent")
        #expect(UTType(exportedAs: "com.example.blob").conforms(to: .data))
    }
}

extension UTType {
    static let greeting = UTType(exportedAs: "com.example.greeting", conformingTo: .json)
}
