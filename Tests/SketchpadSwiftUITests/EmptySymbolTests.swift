import Foundation
import SketchpadDrawing
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// `Image(systemName: "")` and `Label(_:systemImage: "")`: iOS draws no image for an empty name
/// (code passes "" on purpose to show none); a symbol in the hierarchical or palette rendering
/// mode draws in the primary colour (the icon set's glyphs have one layer).
@MainActor @Suite struct EmptySymbolTests {
    private static func fills(_ sketch: Sketch) throws -> [SketchpadDrawing.Color] {
        try sketch.still.displayList().commands.compactMap { command in
            if case .fill(_, let color) = command { return color }
            return nil
        }
    }

    @Test func anEmptySystemImageDrawsNothingAndWarnsOfNothing() throws {
        let sketch = try Sketch(HStack { Image(systemName: "").accessibilityIdentifier("image") }, size: CGSize(width: 60, height: 60))
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        #expect(try !Self.fills(sketch).contains(Theme.light.imagePlaceholder), "no placeholder")
        #expect(try #require(sketch.frame(ofID: "image")).size == .zero)
    }

    @Test func aLabelWithAnEmptySystemImageDrawsItsTitleOnly() throws {
        let sketch = try Sketch(Label("Inbox", systemImage: ""), size: CGSize(width: 200, height: 60))
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        #expect(try !Self.fills(sketch).contains(Theme.light.imagePlaceholder), "no placeholder")
        let texts = try sketch.still.displayList().commands.compactMap { command -> String? in
            if case .glyphs(let run) = command { return run.text }
            return nil
        }
        #expect(texts == ["Inbox"], "\(texts)")
    }

    @Test func anUnknownNameStillWarnsAndDrawsAPlaceholder() throws {
        let sketch = try Sketch(Image(systemName: "no.such.symbol"), size: CGSize(width: 60, height: 60))
        #expect(sketch.diagnostics.contains { $0.kind.rawValue == "unknownSymbol" }, "\(sketch.diagnostics)")
        #expect(try Self.fills(sketch).contains(Theme.light.imagePlaceholder))
    }

    @Test func paletteAndHierarchicalSymbolsDrawInThePrimaryColour() throws {
        for mode in [SymbolRenderingMode.palette, .hierarchical] {
            let view = Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundStyle(.red, .blue)
            let sketch = try Sketch(view, size: CGSize(width: 60, height: 60))
            let colours = try sketch.still.displayList().commands.compactMap { command -> SketchpadDrawing.Color? in
                if case .glyphs(let run) = command { return run.color }
                return nil
            }
            let red = try Sketch(Image(systemName: "star.fill").foregroundStyle(.red), size: CGSize(width: 60, height: 60))
            let expected = try red.still.displayList().commands.compactMap { command -> SketchpadDrawing.Color? in
                if case .glyphs(let run) = command { return run.color }
                return nil
            }
            #expect(colours == expected && !colours.isEmpty, "\(mode): \(colours) vs \(expected)")
        }
    }
}
