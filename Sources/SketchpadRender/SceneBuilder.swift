import SketchpadLayout
import SketchpadWidgets

/// Turns a solved layout into a display list: a walk over the view tree that asks each visible
/// view to draw itself (see `Drawable`) at the frame the `LayoutResult` gives it, subviews
/// over their superview in order, then the device's status bar and home indicator (when
/// ``deviceChrome`` is set), then the overlays asked for, with their legend in a strip added
/// under the canvas, then the layout's errors when ``Overlays/problems`` is asked for.
///
/// Only the result is read for geometry (frames, baselines, guides), never the views' own `frame`
/// properties; text is shaped and images decoded while the list is built, so the list is
/// self-contained.
///
/// ```swift
/// let result = engine.layout(root)
/// let builder = SceneBuilder(theme: .dark, shaper: measurer)
/// let list = try builder.displayList(for: root, layout: result, overlays: [.frames])
/// ```
public struct SceneBuilder {
    public var theme: Theme
    /// Shapes text for drawing; share it with layout so text that was measured is not shaped again.
    public let shaper: any TextShaping
    /// Decodes image files for image views (nil: a view that shows a file fails to draw).
    public var images: (any ImageDecoding)?
    /// The status bar and home indicator drawn over the views (nil: none).
    public var deviceChrome: DeviceChrome?
    /// The file the layout was written in (a template), whose line numbers problem marks name as
    /// `(line 12)`; nil names any file and line as `(Mockup.swift:12)`.
    package var sourceFile: String?
    /// Whether an ambiguous layout is marked as an error too (`--strict`).
    package var ambiguityIsAnError = false

    public init(theme: Theme = .light, shaper: any TextShaping, images: (any ImageDecoding)? = PNGImageDecoder(),
                deviceChrome: DeviceChrome? = nil) {
        self.theme = theme
        self.shaper = shaper
        self.images = images
        self.deviceChrome = deviceChrome
    }

    /// The display list for `root` as `layout` placed it (the result of laying out `root`).
    public func displayList(for root: View, layout: LayoutResult, overlays: Overlays = []) throws -> DisplayList {
        let guides = layout.entries.compactMap { $0.item as? LayoutGuide }
        let safeArea = guides.first { $0.role == .safeArea && $0.owningView === root }.flatMap { layout.frame(of: $0) }
        let context = DrawingContext(theme: theme, layout: layout, safeArea: safeArea, shaper: shaper, images: images)
        try draw(root, in: context)
        // The status bar and home indicator are glyphs in the theme's text colour (a dark grey in
        // the wireframe theme), not surfaces: a wireframe would turn their fills light.
        try context.keepingColors { try deviceChrome?.draw(in: context) }
        var size = layout.canvasSize
        if !overlays.subtracting(.problems).isEmpty {
            // Overlays (and their key) explain the layout in their own colours, in a wireframe too.
            try context.keepingColors {
                let shown = try OverlayPainter(layout: layout, shaper: shaper).draw(overlays.subtracting(.problems), root: root,
                                                                                    guides: guides, in: context)
                // The key goes under the canvas, where it hides nothing.
                size.height += try OverlayLegend(entries: shown).draw(in: context, width: size.width, top: size.height)
            }
        }
        var list = DisplayList(size: size, background: theme.background, commands: context.commands)
        if overlays.contains(.problems) {
            let marks = ProblemMark.marks(for: layout, root: root, linesOf: sourceFile, strict: ambiguityIsAnError)
            try list.appendProblemMarks(marks, shapedBy: shaper)
        }
        return list
    }

    /// The commands `view` draws for itself (not its subviews) at `frame` on a canvas of
    /// `canvasSize`: for trying a widget's or a custom view's drawing without laying it out.
    public func commands(for view: View, in frame: Rect, canvasSize: Size? = nil,
                         layoutDirection: LayoutDirection = .leftToRight) throws -> [DrawCommand] {
        let canvas = canvasSize ?? Size(width: max(1, frame.maxX), height: max(1, frame.maxY))
        let context = DrawingContext(theme: theme, canvasSize: canvas, layoutDirection: layoutDirection, shaper: shaper,
                                     images: images)
        context.frame = frame
        try (view as? Drawable)?.draw(in: context)
        return context.commands
    }

    private func draw(_ view: View, in context: DrawingContext) throws {
        guard !view.isHidden, let frame = context.layout?.frame(of: view) else { return }
        let drawable = view as? Drawable
        // A view below full opacity is drawn with its subviews as one group (see `Drawable.opacity`).
        let opacity = drawable.map { min(1, max(0, $0.opacity)) } ?? 1
        guard opacity > 0 else { return }
        // Filters enclose the opacity group: the outermost is applied last.
        let filters = drawable.map { $0.filters(in: context).compactMap(context.wireframeFilter) } ?? []
        for filter in filters.reversed() {
            // An opaque blur reads and paints only inside the view's outline.
            if case .blur(_, true) = filter {
                context.open(.pushClip(drawable?.clipShape(for: frame) ?? .rect(frame)), closedBy: .popClip)
            }
            context.open(.pushFilter(filter), closedBy: .popFilter)
        }
        if opacity < 1 { context.open(.pushOpacity(opacity), closedBy: .popOpacity) }
        let transform = (view as? TransformingDrawable)?.transform(for: frame).flatMap { $0.isInvertible ? $0 : nil }
        if let transform { context.open(.pushTransform(transform), closedBy: .popTransform) }
        let mask = (view as? MaskingDrawable)?.maskShape(for: frame)
        if let mask { context.open(.pushClip(mask), closedBy: .popClip) }
        let outerTheme = context.theme
        if let scope = view as? AppearanceScope, !outerTheme.isWireframe { context.theme = scope.appearance }
        defer { context.theme = outerTheme }
        context.frame = frame
        try drawable?.draw(in: context)
        if view.clipsToBounds {
            context.open(.pushClip(drawable?.clipShape(for: frame) ?? .rect(frame)), closedBy: .popClip)
        }
        if let layering = view as? LayeringDrawable {
            // The view's own layers among its subviews, in its layer's order.
            for subview in layering.subviewsInDrawingOrder(view.subviews) {
                try draw(subview, in: context)
                context.frame = frame
                try layering.drawLayers(above: subview, in: context)
            }
            context.frame = frame
            try layering.drawLayers(above: nil, in: context)
        } else {
            for subview in view.subviews { try draw(subview, in: context) }
        }
        if view.clipsToBounds { context.close() }
        if mask != nil { context.close() }
        if transform != nil { context.close() }
        if opacity < 1 { context.close() }
        for filter in filters {
            context.close()
            if case .blur(_, true) = filter { context.close() }
        }
    }
}
