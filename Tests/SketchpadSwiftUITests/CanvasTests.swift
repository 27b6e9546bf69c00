import Foundation
import SketchpadRender
import SketchpadSwiftUI
import SketchpadWidgets
import Testing

/// `Canvas` and `GraphicsContext`: what a renderer draws goes into the render's display list, in
/// the canvas's coordinates and the context's state (transform, clip shapes, opacity, filters).
@MainActor @Suite struct CanvasTests {
    typealias Color = SketchpadSwiftUI.Color
    typealias Path = SketchpadSwiftUI.Path

    /// A 40 × 40 canvas centred on a white 60 × 60 render: its origin is at (10, 10).
    private func sketch(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> Sketch {
        try Sketch(Canvas(renderer: renderer).frame(width: 40, height: 40), size: CGSize(width: 60, height: 60),
                   imageFolders: [ImageAssetTests.folder])
    }

    private func picture(_ sketch: Sketch, name: String = #function) throws -> RasterImage {
        let image = try RasterImage(png: sketch.data(format: .png, scale: 1))
        try Data(try image.pngData()).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "canvas-\(name.prefix { $0 != "(" }).png"))
        return image
    }

    private static let white = RasterImage.Pixel(red: 255, green: 255, blue: 255)
    private static let origin = DrawCommand.pushTransform(.translation(x: 10, y: 10))

    @Test func aCanvasFillsTheSpaceOfferedAndItsRendererGetsThatSize() throws {
        var seen: CGSize?
        let sketch = try Sketch(Canvas { _, size in seen = size }.accessibilityIdentifier("canvas"), size: CGSize(width: 60, height: 50))
        #expect(sketch.frame(ofID: "canvas") == CGRect(x: 0, y: 0, width: 60, height: 50))
        #expect(seen == CGSize(width: 60, height: 50))
    }

    @Test func aFilledPathIsDrawnInTheCanvasCoordinates() throws {
        let sketch = try sketch { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 1, blue: 0)))
        }
        let list = try sketch.still.displayList()
        let fill = DrawCommand.fill(.ellipse(Rect(x: 0, y: 0, width: 40, height: 40)), SketchpadWidgets.Color(red: 0, green: 1, blue: 0))
        #expect(list.commands.contains([Self.origin, fill, .popTransform]), "\(list.commands)")
        let image = try picture(sketch)
        #expect(image.pixel(x: 30, y: 30) == RasterImage.Pixel(red: 0, green: 255, blue: 0))
        #expect(image.pixel(x: 11, y: 11) == Self.white, "outside the ellipse")
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
    }

    @Test func strokesTakeTheirStyleAndLineWidth() throws {
        let sketch = try sketch { context, _ in
            context.stroke(Path(CGRect(x: 5, y: 5, width: 30, height: 30)), with: .color(.red), lineWidth: 4)
            context.stroke(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.blue),
                           style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [3, 1]))
        }
        let strokes = try sketch.still.displayList().commands.compactMap { command -> SketchpadWidgets.StrokeStyle? in
            if case .stroke(_, let style) = command { return style } else { return nil }
        }
        #expect(strokes.map(\.width) == [4, 2])
        #expect(strokes[1].dash == [3, 1] && strokes[1].cap == .round)
        let image = try picture(sketch)
        #expect(image.pixel(x: 15, y: 30).red > 200 && image.pixel(x: 15, y: 30).green < 80, "the red square's left edge at x 15")
        #expect(image.pixel(x: 30, y: 30) == Self.white)
    }

    @Test func aClipShapeLimitsLaterDrawingAndACopyOfTheContextKeepsItsOwn() throws {
        let sketch = try sketch { context, size in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            // The original context has no clip: this square shows on the right half.
            context.fill(Path(CGRect(x: 30, y: 0, width: 10, height: 10)), with: .color(.black))
        }
        let list = try sketch.still.displayList()
        #expect(list.commands.contains(.pushClip(.rect(Rect(x: 10, y: 10, width: 20, height: 40)))), "the clip in render coordinates")
        let image = try picture(sketch)
        #expect(image.pixel(x: 15, y: 40).red < 10, "inside the clip")
        #expect(image.pixel(x: 35, y: 40) == Self.white, "clipped away")
        #expect(image.pixel(x: 45, y: 15).red < 10, "drawn by the unclipped original")
    }

    @Test func transformsOpacityAndFiltersWrapEachDrawing() throws {
        let sketch = try sketch { context, _ in
            context.translateBy(x: 5, y: 6)
            context.scaleBy(x: 2, y: 2)
            context.opacity = 0.5
            context.addFilter(.blur(radius: 2))
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))
        }
        let commands = try sketch.still.displayList().commands
        let expected: [DrawCommand] = [.pushOpacity(0.5), .pushFilter(.blur(radius: 2, opaque: false)),
                                       .pushTransform(Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 15, ty: 16)),
                                       .fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .black), .popTransform, .popFilter, .popOpacity]
        #expect(commands.contains(expected), "\(commands)")
    }

    @Test func shadingsFillWithGradientsInUserSpaceAndTheForegroundStyle() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let sketch = try Sketch(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 10)),
                         with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 40, y: 0)))
            context.fill(Path(CGRect(x: 0, y: 10, width: 40, height: 10)),
                         with: .conicGradient(gradient, center: CGPoint(x: 20, y: 15), angle: .degrees(90)))
            context.fill(Path(CGRect(x: 0, y: 20, width: 40, height: 10)), with: .foreground)
        }.foregroundStyle(Color(red: 0, green: 0.5, blue: 0)).frame(width: 40, height: 40), size: CGSize(width: 60, height: 60))
        let commands = try sketch.still.displayList().commands
        let gradients = commands.compactMap { command -> GradientPaint? in
            if case .fillGradient(_, let paint) = command { return paint } else { return nil }
        }
        #expect(gradients.count == 2)
        #expect(gradients.first?.geometry == .linear(start: Point(x: 0, y: 0), end: Point(x: 40, y: 0)))
        let quarter = Double.pi / 2, conic = GradientPaint.Geometry.angular(center: Point(x: 20, y: 15), startAngle: quarter,
                                                                               endAngle: quarter + 2 * Double.pi)
        #expect(gradients.last?.geometry == conic)
        #expect(commands.contains(.fill(.rect(Rect(x: 0, y: 20, width: 40, height: 10)), SketchpadWidgets.Color(red: 0, green: 0.5, blue: 0))))
    }

    @Test func textAndImagesAreDrawnAsTheirViewsDraw() throws {
        let sketch = try sketch { context, size in
            context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: 8))
            let badge = context.resolve(Image("badge"))
            #expect(badge.size == CGSize(width: 20, height: 20))
            context.draw(badge, in: CGRect(x: 10, y: 18, width: 20, height: 20))
        }
        let commands = try sketch.still.displayList().commands
        let glyphs = commands.compactMap { command -> GlyphRun? in if case .glyphs(let run) = command { return run } else { return nil } }
        #expect(!glyphs.isEmpty)
        let images = commands.compactMap { command -> Rect? in if case .image(_, let frame) = command { return frame } else { return nil } }
        #expect(images == [Rect(x: 10, y: 18, width: 20, height: 20)], "in user space, inside the canvas's transform")
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        // At 1x the badge is its 2x file, a green disc: its middle at (20 + 10, 28 + 10).
        let image = try picture(sketch)
        #expect(image.pixel(x: 30, y: 38).green > 150 && image.pixel(x: 30, y: 38).red < 100, "\(image.pixel(x: 30, y: 38))")
    }

    @Test func resolvedTextMeasuresAsTextDoes() throws {
        var measured: CGSize?
        var baseline: CGFloat?
        _ = try sketch { context, _ in
            let text = context.resolve(Text("Hello"))
            measured = text.measure(in: CGSize(width: 1000, height: 1000))
            baseline = text.firstBaseline(in: CGSize(width: 1000, height: 1000))
        }
        let view = try Sketch(Text("Hello").accessibilityIdentifier("t"), size: CGSize(width: 200, height: 60))
        #expect(measured == view.frame(ofID: "t")?.size)
        #expect((baseline ?? 0) > 10 && (baseline ?? 0) < (measured?.height ?? 0))
    }

    @Test func symbolsAreFoundByTagAndDrawnWhereAsked() throws {
        var missing: GraphicsContext.ResolvedSymbol?
        let canvas = Canvas { context, _ in
            missing = context.resolveSymbol(id: 2)
            if let dot = context.resolveSymbol(id: 1) {
                context.draw(dot, at: CGPoint(x: 10, y: 10), anchor: .topLeading)
                context.draw(dot, in: CGRect(x: 30, y: 30, width: 8, height: 8))
            }
        } symbols: {
            Circle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 8, height: 8).tag(1)
        }
        let sketch = try Sketch(canvas.frame(width: 40, height: 40), size: CGSize(width: 60, height: 60))
        #expect(missing == nil)
        let fills = try sketch.still.displayList().commands.filter { if case .fill(.ellipse, _) = $0 { return true } else { return false } }
        #expect(fills == [.fill(.ellipse(Rect(x: 10, y: 10, width: 8, height: 8)), SketchpadWidgets.Color(red: 1, green: 0, blue: 0)),
                          .fill(.ellipse(Rect(x: 30, y: 30, width: 8, height: 8)), SketchpadWidgets.Color(red: 1, green: 0, blue: 0))])
        let image = try picture(sketch)
        #expect(image.pixel(x: 24, y: 24) == RasterImage.Pixel(red: 255, green: 0, blue: 0), "the first dot at (20, 20) in the render")
    }

    @Test func drawLayerGroupsItsContentAndClipToLayerClipsToWhatItFills() throws {
        let sketch = try sketch { context, size in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
                layer.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black))
            }
            context.opacity = 1
            context.clipToLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 20, height: 20)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        let commands = try sketch.still.displayList().commands
        // One group at half opacity holds both squares: where they overlap is no darker.
        let opacity = try #require(commands.firstIndex(of: .pushOpacity(0.5)))
        #expect(Array(commands[opacity...].prefix(8)).filter { if case .fill = $0 { return true } else { return false } }.count == 2)
        let image = try picture(sketch)
        #expect(image.pixel(x: 15, y: 15) == image.pixel(x: 25, y: 25), "the overlap is as grey as one square")
        #expect(image.pixel(x: 40, y: 40).blue > 200 && image.pixel(x: 40, y: 40).red < 50, "blue inside the layer's circle")
        #expect(image.pixel(x: 48, y: 22) == Self.white, "no blue outside it")
    }

    @Test func whatTheDisplayListCannotDrawIsAWarningAtTheCanvasLine() throws {
        let sketch = try sketch { context, size in
            context.blendMode = .multiply
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .backdrop)
        }
        let messages = sketch.diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("blend mode multiply") }, "\(messages)")
        #expect(messages.contains { $0.contains("backdrop shading") }, "\(messages)")
        #expect(sketch.diagnostics.allSatisfy { $0.location?.file.hasSuffix("CanvasTests.swift") == true })
    }
}
