import SketchpadLayout

/// Where a view draws itself: the theme's colours, the scene's direction, the view's frame from
/// the layout, and methods that add commands to the display list.
///
/// Coordinates are canvas coordinates (``frame`` is the view's frame on the canvas, from the
/// `LayoutResult`; snapped to pixels when the scene asks for it). Text is shaped and images are
/// decoded here, so the list the painter gets is self-contained.
///
/// ```swift
/// final class Avatar: View, Drawable {
///     func draw(in context: DrawingContext) throws {
///         let circle = Shape.ellipse(context.frame)
///         context.fill(circle, context.theme.accent)
///         try context.text("JA", font: FontDescription(size: 15, weight: .semibold), color: context.theme.onAccent,
///                          in: context.frame, alignment: .center, maxLines: 1)
///     }
/// }
/// ```
public final class DrawingContext {
    /// The appearance colours resolve for; the scene builder swaps it for a subtree that draws in
    /// another appearance (see `AppearanceScope`).
    public package(set) var theme: Theme
    public let layoutDirection: LayoutDirection
    /// The whole canvas.
    public let canvasBounds: Rect
    /// The root view's safe area, when the scene has one (bars at its edges paint their
    /// background out to the canvas edge, as on iOS).
    public let safeArea: Rect?
    /// The layout being drawn, when the context draws a laid-out tree.
    public let layout: LayoutResult?
    /// The frame of the view being drawn, in canvas coordinates.
    public var frame: Rect = .zero
    /// What has been drawn so far, in order.
    public private(set) var commands: [DrawCommand] = []

    private let shaper: any TextShaping
    private let images: (any ImageDecoding)?
    /// Images decoded for this list, by path: a file drawn twice is decoded once.
    private var decodedImages: [String: Bitmap] = [:]
    private var openGroups: [DrawCommand] = []
    /// Colours drawn as they are, even in a wireframe (overlays that explain the layout).
    private var keepsColors = false

    /// A context for drawing the views of `layout` (its canvas, its direction).
    package convenience init(theme: Theme, layout: LayoutResult, safeArea: Rect? = nil, shaper: any TextShaping,
                            images: (any ImageDecoding)? = nil) {
        self.init(theme: theme, canvasSize: layout.canvasSize, layoutDirection: layout.layoutDirection, layout: layout,
                  safeArea: safeArea, shaper: shaper, images: images)
    }

    /// A context for drawing on a canvas of `canvasSize` (to try a view's drawing without a layout,
    /// set ``frame`` and call its `draw(in:)`).
    package init(theme: Theme, canvasSize: Size, layoutDirection: LayoutDirection = .leftToRight, layout: LayoutResult? = nil,
                safeArea: Rect? = nil, shaper: any TextShaping, images: (any ImageDecoding)? = nil) {
        self.theme = theme
        self.layout = layout
        self.layoutDirection = layoutDirection
        self.canvasBounds = Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
        self.safeArea = safeArea
        self.shaper = shaper
        self.images = images
    }

    public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    // MARK: Shapes

    /// Adds `command` as it is (its colours are not resolved for the appearance).
    public func append(_ command: DrawCommand) { commands.append(command) }

    /// `color` as this context's theme draws it (a colour that differs per appearance resolved).
    public func resolved(_ color: Color) -> Color { color.resolved(for: theme.name) }

    /// Whether colours become a wireframe's greys here.
    public var drawsWireframe: Bool { theme.isWireframe && !keepsColors }

    /// `color` resolved, and in a wireframe the grey of its luminance for `ink`: every colour a
    /// widget draws passes here, so no widget can keep its colours in a wireframe.
    private func ink(_ color: Color, _ ink: WireframeInk) -> Color {
        let color = resolved(color)
        return drawsWireframe ? color.wireframeGrey(ink) : color
    }

    private func ink(_ style: StrokeStyle) -> StrokeStyle {
        var style = style
        style.color = ink(style.color, .stroke)
        return style
    }

    /// Fills `shape` with `color`. In a wireframe the colour becomes the grey of `ink`: a
    /// surface by default; a value indicator (a progress bar's fill, a switch that is on) passes
    /// `.stroke`, so it stays darker than the light track it sits on.
    public func fill(_ shape: Shape, _ color: Color, as ink: WireframeInk = .fill) {
        commands.append(.fill(shape, self.ink(color, ink)))
    }

    /// Fills `shape` with `gradient`, each stop's colour resolved for the appearance (and a
    /// wireframe's grey for `ink`, as ``fill(_:_:as:)`` does).
    public func fill(_ shape: Shape, _ gradient: GradientPaint, as ink: WireframeInk = .fill) {
        commands.append(.fillGradient(shape, gradient.mapColors { self.ink($0, ink) }))
    }

    public func stroke(_ shape: Shape, _ style: StrokeStyle) { commands.append(.stroke(shape, ink(style))) }

    /// Strokes `shape` with `gradient` (the style's colour unused), colours resolved as for a fill.
    public func stroke(_ shape: Shape, _ style: StrokeStyle, _ gradient: GradientPaint) {
        commands.append(.strokeGradient(shape, style, gradient.mapColors { self.ink($0, .stroke) }))
    }

    /// A soft shadow of `shape`; draw it before the shape. A wireframe has no shadows: it draws
    /// the raised surface's edge instead (a hairline just outside `shape`, so the fill drawn next
    /// does not cover it), or a white card on a light screen would vanish.
    public func shadow(_ shape: Shape, _ shadow: Shadow) {
        guard !drawsWireframe else {
            commands.append(.stroke(shape.outset(by: 0.5), StrokeStyle(color: Color.black.wireframeGrey(.stroke), width: 1)))
            return
        }
        var shadow = shadow
        shadow.color = resolved(shadow.color)
        commands.append(.shadow(shape, shadow))
    }

    public func line(from start: Point, to end: Point, _ style: StrokeStyle) {
        commands.append(.line(from: start, to: end, ink(style)))
    }

    /// Draws `body` with its colours as given, even in a wireframe (overlays that explain the
    /// layout keep their own colours).
    package func keepingColors(_ body: () throws -> Void) rethrows {
        let before = keepsColors
        keepsColors = true
        defer { keepsColors = before }
        try body()
    }

    // MARK: Groups

    /// Draws `body` clipped to `shape`.
    public func clipped(to shape: Shape, _ body: () throws -> Void) rethrows {
        try group(.pushClip(shape), .popClip, body)
    }

    /// Draws `body` transformed by `transform` (around the canvas origin; see `Transform2D`).
    public func transformed(by transform: Transform2D, _ body: () throws -> Void) rethrows {
        try group(.pushTransform(transform), .popTransform, body)
    }

    /// Draws `body` as one group at `alpha` opacity (0…1), as a layer with `opacity` would be.
    public func withOpacity(_ alpha: Double, _ body: () throws -> Void) rethrows {
        try group(.pushOpacity(alpha), .popOpacity, body)
    }

    /// Draws `body` as one group whose pixels are then filtered (see `Filter`). In a wireframe a
    /// colour matrix is left out (it would colour the greys); a blur stays.
    public func filtered(by filter: Filter, _ body: () throws -> Void) rethrows {
        guard let kept = wireframeFilter(filter) else { return try body() }
        try group(.pushFilter(kept), .popFilter, body)
    }

    /// The filter as a wireframe draws it: nil for a colour matrix, which would colour the greys.
    package func wireframeFilter(_ filter: Filter) -> Filter? {
        if drawsWireframe, case .colorMatrix = filter { return nil }
        return filter
    }

    /// Repaints what is drawn so far inside `shape` through `filters` (a material's blur); fill
    /// the material's tint next. A wireframe is flat: it draws no backdrop.
    ///
    /// ```swift
    /// context.backdrop(card, [.blur(radius: 30, opaque: true), .colorMatrix(.saturation(1.8))])
    /// context.fill(card, Color.white.withAlpha(0.8))
    /// ```
    public func backdrop(_ shape: Shape, _ filters: [Filter]) {
        guard !drawsWireframe, !filters.isEmpty else { return }
        commands.append(.backdrop(shape, filters))
    }

    private func group(_ open: DrawCommand, _ close: DrawCommand, _ body: () throws -> Void) rethrows {
        commands.append(open)
        defer { commands.append(close) }
        try body()
    }

    /// Opens a group that a later ``close()`` ends (for walks that cannot nest closures).
    package func open(_ command: DrawCommand, closedBy close: DrawCommand) {
        commands.append(command)
        openGroups.append(close)
    }

    package func close() {
        if let close = openGroups.popLast() { commands.append(close) }
    }

    // MARK: Text

    /// Shapes `text` and draws it in `frame` as a label would (see `TextShaping.shape(_:)`).
    public func text(_ text: String, font: FontDescription, color: Color, in frame: Rect,
                     alignment: TextRunAlignment = .natural, maxLines: Int? = nil) throws {
        try self.text(text, font: font, color: color, in: frame, alignment: alignment, maxLines: maxLines, truncation: .tail)
    }

    /// Shapes and draws `text` as a label would, cut where `truncation` says when it does not fit.
    public func text(_ text: String, font: FontDescription, color: Color, in frame: Rect,
                     alignment: TextRunAlignment = .natural, maxLines: Int?, truncation: TextTruncation) throws {
        try self.text(text, spans: [], font: font, color: color, in: frame, alignment: alignment, maxLines: maxLines,
                      truncation: truncation)
    }

    /// Shapes and draws `text` with `spans` in their own fonts and colours, as one paragraph.
    /// Text cut by `.clip` that runs past `frame` is clipped to it.
    public func text(_ text: String, spans: [TextSpan], font: FontDescription, color: Color, in frame: Rect,
                     alignment: TextRunAlignment = .natural, maxLines: Int?, truncation: TextTruncation) throws {
        let inked = spans.map { span in
            var span = span
            span.color = span.color.map { ink($0, .text) }
            return span
        }
        let runs = try shaper.shape(TextRun(text, font: font, color: ink(color, .text), frame: frame, alignment: alignment,
                                            maxLines: maxLines, truncation: truncation, spans: inked))
        let overflows = runs.contains { $0.origin.x + $0.pen.x + $0.advance > frame.maxX + 1e-6 || $0.origin.x + $0.pen.x < frame.minX - 1e-6 }
        if truncation == .clip, overflows {
            clipped(to: .rect(frame)) { commands.append(contentsOf: runs.map(DrawCommand.glyphs)) }
        } else {
            commands.append(contentsOf: runs.map(DrawCommand.glyphs))
        }
    }

    /// The size and baselines of `text` (the measurement layout used, from the same cache).
    public func measure(_ text: String, font: FontDescription, maxWidth: Double? = nil, maxLines: Int? = 1) throws -> TextMetrics {
        try shaper.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }

    /// How text aligned by `alignment` sits in this scene: natural text starts at the right in a
    /// right-to-left scene, and follows each paragraph's own direction in a left-to-right one.
    public func runAlignment(_ alignment: TextAlignment) -> TextRunAlignment {
        switch alignment {
        case .natural: return isRightToLeft ? .right : .natural
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        }
    }

    /// `.left` in left-to-right scenes, `.right` in right-to-left ones.
    public var leadingAlignment: TextRunAlignment { isRightToLeft ? .right : .left }
    /// `.right` in left-to-right scenes, `.left` in right-to-left ones.
    public var trailingAlignment: TextRunAlignment { isRightToLeft ? .left : .right }

    // MARK: Images

    /// Draws the image file (PNG or JPEG) at `path` scaled to fit inside `frame`, keeping its
    /// aspect ratio; with a `tint`, as a template image: its opacity filled with the colour
    /// (resolved for the appearance). The pixels are decoded now (once per path), so the display
    /// list needs no file later.
    public func image(atPath path: String, in frame: Rect, tint: Color? = nil) throws {
        let bitmap = try bitmap(atPath: path)
        commands.append(.image(tint.map { bitmap.tinted(resolved($0)) } ?? bitmap, frame: frame))
    }

    /// Draws the PNG or JPEG at `path` in nine slices filling `frame` (a resizable image; see
    /// ``ImageSlicing``), in `tint` if given (a template).
    package func image(atPath path: String, in frame: Rect, tint: Color? = nil, slicing: ImageSlicing) throws {
        let bitmap = try bitmap(atPath: path)
        commands.append(.slicedImage(tint.map { bitmap.tinted(resolved($0)) } ?? bitmap, frame: frame, slicing))
    }

    /// The decoded pixels of the PNG at `path`.
    package func bitmap(atPath path: String) throws -> Bitmap {
        if let known = decodedImages[path] { return known }
        guard let images else { throw DrawingError.noImageDecoder(path: path) }
        let bitmap = try images.decodePNG(atPath: path)
        decodedImages[path] = bitmap
        return bitmap
    }
}

/// Why a view could not be drawn.
public enum DrawingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An image was asked for, but the context has no `ImageDecoding` to read it with.
    case noImageDecoder(path: String)

    public var description: String {
        switch self {
        case .noImageDecoder(let path): return "cannot draw image '\(path)': this drawing context decodes no images"
        }
    }
}
