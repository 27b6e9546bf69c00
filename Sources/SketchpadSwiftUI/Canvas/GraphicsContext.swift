import SketchpadLayout
import SketchpadWidgets

/// An immediate mode drawing destination, and its current state (SwiftUI's `GraphicsContext`,
/// what a ``Canvas`` renderer draws into).
///
/// Each drawing operation is drawn with the state it was made in: the ``transform``, the clip
/// shapes, the ``opacity`` and the filters added. A copy of a context draws into the same
/// canvas with its own state, as in SwiftUI. What Sketchpad's display list cannot draw (a blend
/// mode other than `.normal`, a backdrop or tiled-image shading, an inverse clip, some filters)
/// is left out with a warning at the canvas's line.
///
/// ```swift
/// Canvas { context, size in
///     var masked = context
///     masked.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height / 2)))
///     masked.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///     context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.blue), lineWidth: 2)
/// }
/// ```
public struct GraphicsContext {
    /// One recorded drawing step: it adds its commands to a Sketchpad drawing context, given the
    /// transform from the canvas's coordinates to the display list's.
    package typealias Operation = (DrawingContext, Transform2D) throws -> Void

    /// What every copy of a context shares: the recorded operations, the render's session (for
    /// warnings and resolving text and images) and the canvas's symbols.
    package final class Recorder {
        package var operations: [Operation] = []
        let session: RenderSession
        let location: SourceLocation?
        let symbols: [LayoutNode]
        let builder: DrawingTreeBuilder
        /// Set while a `clipToLayer` content closure runs: filled paths (in canvas coordinates) make the clip.
        var capturedClip: [Path]?

        @MainActor init(session: RenderSession, location: SourceLocation?, symbols: [LayoutNode], builder: DrawingTreeBuilder) {
            self.session = session
            self.location = location
            self.symbols = symbols
            self.builder = builder
        }

        /// Reports that `what` is not drawn, once per canvas line and message.
        func notDrawn(_ what: String, hint: String) {
            let session = self.session, location = self.location
            onMainActor {
                session.report(.warning, "canvasNotDrawn", "Canvas: \(what) is not drawn", hint: hint, at: location)
            }
        }
    }

    let recorder: Recorder
    /// The canvas's size (for ``clipBoundingRect`` without clip shapes).
    let size: CGSize
    /// Clip shapes in canvas coordinates, in the order added.
    var clips: [Path] = []
    var filters: [Filter] = []

    /// The opacity of drawing operations in the context (0…1).
    public var opacity: Double = 1
    /// The blend mode used by drawing operations in the context (only `.normal` is drawn; any
    /// other draws as `.normal` with a warning).
    public var blendMode: BlendMode = .normal
    private var storedEnvironment: EnvironmentValues
    /// The environment associated with the graphics context: the canvas's.
    public var environment: EnvironmentValues { storedEnvironment }
    /// The current transform matrix, defining user space coordinates.
    public var transform: CGAffineTransform = .identity

    init(recorder: Recorder, environment: EnvironmentValues, size: CGSize) {
        self.recorder = recorder
        self.storedEnvironment = environment
        self.size = size
    }

    // MARK: Transforms

    /// Scales subsequent drawing operations by an amount in each dimension.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Moves subsequent drawing operations by an amount in each dimension.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Rotates subsequent drawing operations by an angle.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }

    /// Appends the given transform to the context's existing transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clipping

    /// Options that affect the use of clip shapes.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// An option to invert the shape or layer alpha as the clip mask (not drawn: the clip is left out, with a warning).
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    /// The bounding rectangle of the intersection of all current clip shapes in the current user
    /// space (the canvas's bounds when there are none).
    public var clipBoundingRect: CGRect {
        var box = CGRect(origin: .zero, size: size)
        for clip in clips { box = box.intersection(clip.boundingRect) }
        return box.applying(transform.inverted())
    }

    /// Adds a path to the context's array of clip shapes.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        if options.contains(.inverse) {
            recorder.notDrawn("an inverse clip", hint: "clip to the outside region as a path of its own")
            return
        }
        if style.isEOFilled { recorder.notDrawn("an even-odd clip's fill rule", hint: "the clip uses the non-zero rule") }
        clips.append(path.applying(transform))
    }

    /// Adds a clip shape that you define in a new layer to the context's array of clip shapes. The
    /// clip is the union of the paths the content fills (text, images and strokes in it do not count,
    /// with a warning); `opacity` below 1 has no effect on a clip here.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder, environment: storedEnvironment, size: size)
        layer.transform = transform
        let outer = recorder.capturedClip
        recorder.capturedClip = []
        defer { recorder.capturedClip = outer }
        try content(&layer)
        let filled = recorder.capturedClip ?? []
        if options.contains(.inverse) {
            recorder.notDrawn("an inverse clip", hint: "clip to the outside region as a path of its own")
            return
        }
        var union = Path()
        for path in filled { union.addPath(path) }
        clips.append(union)
    }

    // MARK: Layers

    /// Draws a new layer, created by drawing code that you provide, into the context: the layer is
    /// composited as one with this context's clip shapes, opacity and filters.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recorder: recorder, environment: storedEnvironment, size: size)
        layer.transform = transform
        guard recorder.capturedClip == nil else { return try content(&layer) }
        let (open, close) = groups()
        recorder.operations.append { context, base in try open(context, base) }
        try content(&layer)
        recorder.operations.append { context, base in try close(context, base) }
    }

    // MARK: Drawing

    /// Draws a path into the context and fills the outlined region.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        if style.isEOFilled { recorder.notDrawn("an even-odd fill rule", hint: "the path is filled with the non-zero rule") }
        if recorder.capturedClip != nil {
            recorder.capturedClip?.append(path.applying(transform))
            return
        }
        guard let paint = shading.paint(for: path.boundingRect, in: self) else { return }
        let shape = path.sketchpadShape
        let shadows = filters.compactMap(\.shadow)
        let shadowOnly = shadows.contains { $0.options.contains(.shadowOnly) }
        let environment = storedEnvironment
        draw(filteredBy: filters.filter { $0.shadow == nil }) { context in
            for shadow in shadows { shadow.cast(shape, environment: environment, in: context) }
            if !shadowOnly { paint.fill(shape, in: context) }
        }
    }

    /// Draws a path into the context with a specified stroke style.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard capturesNothing("a stroke") else { return }
        guard let paint = shading.paint(for: path.boundingRect, in: self) else { return }
        let shape = path.sketchpadShape
        draw { context in paint.stroke(shape, style: style, in: context) }
    }

    /// Draws a path into the context with a specified line width.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Whether the operation draws (false inside a `clipToLayer` content, which only filled paths make).
    func capturesNothing(_ what: String) -> Bool {
        guard recorder.capturedClip != nil else { return true }
        recorder.notDrawn("\(what) inside clipToLayer", hint: "only filled paths make a layer clip here")
        return false
    }

    /// Records `body` drawn in this context's state: clipped, faded, filtered and transformed.
    func draw(filteredBy filters: [Filter]? = nil, _ body: @escaping (DrawingContext) throws -> Void) {
        guard opacity > 0 else { return }
        if blendMode != .normal { recorder.notDrawn("blend mode \(blendMode.name)", hint: "it is drawn with the normal blend mode") }
        let filters = filters ?? self.filters
        for filter in filters where filter.shadow != nil {
            recorder.notDrawn("a shadow filter on text, an image or a stroke", hint: "shadows are cast by filled paths only here")
        }
        let (open, close) = groups(filters: filters.filter { $0.shadow == nil })
        let transform = self.transform
        recorder.operations.append { context, base in
            try open(context, base)
            let full = Transform2D(transform).concatenating(base)
            if full != .identity { context.open(.pushTransform(full), closedBy: .popTransform) }
            try body(context)
            if full != .identity { context.close() }
            try close(context, base)
        }
    }

    /// The groups (clips, opacity, filters) this context's state opens around a drawing, and their closing.
    private func groups(filters: [Filter]? = nil) -> (Operation, Operation) {
        let clips = self.clips, opacity = min(1, max(0, self.opacity)), filters = filters ?? self.filters
        let environment = storedEnvironment
        var opened = 0
        let open: Operation = { context, base in
            opened = 0
            for clip in clips {
                context.open(.pushClip(clip.applying(CGAffineTransform(base)).sketchpadShape), closedBy: .popClip)
                opened += 1
            }
            if opacity < 1 {
                context.open(.pushOpacity(opacity), closedBy: .popOpacity)
                opened += 1
            }
            for filter in filters.reversed() {
                guard let made = filter.sketchpadFilter(in: context, environment: environment),
                      let kept = context.wireframeFilter(made) else { continue }
                context.open(.pushFilter(kept), closedBy: .popFilter)
                opened += 1
            }
        }
        let close: Operation = { context, _ in
            for _ in 0..<opened { context.close() }
        }
        return (open, close)
    }
}

extension Transform2D {
    init(_ transform: CGAffineTransform) {
        self.init(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c), d: Double(transform.d),
                  tx: Double(transform.tx), ty: Double(transform.ty))
    }
}

extension CGAffineTransform {
    init(_ transform: Transform2D) {
        self.init(a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c), d: CGFloat(transform.d),
                  tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
}

/// Runs `body` on the main actor, which the caller is on: a canvas's renderer runs while the
/// drawing tree is built, where views are resolved and warnings reported.
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
    nonisolated(unsafe) var result: T?
    MainActor.assumeIsolated { result = body() }
    return result!
}
