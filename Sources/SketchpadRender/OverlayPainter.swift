import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// Draws the explanations of ``Overlays`` over a finished picture, from the layout result alone:
/// frames, margins and guides from its entries, baselines from its baselines. Returns what it
/// drew, for the legend (see ``OverlayLegend``).
struct OverlayPainter {
    let layout: LayoutResult
    let shaper: any TextShaping

    /// The visible views, in drawing order (a hidden view hides its subtree).
    private func visibleViews(_ root: View) -> [View] {
        var views: [View] = []
        func walk(_ view: View) {
            guard !view.isHidden else { return }
            views.append(view)
            view.subviews.forEach(walk)
        }
        walk(root)
        return views
    }

    private func frame(_ item: any LayoutItem) -> Rect { layout.frame(of: item) ?? .zero }

    func draw(_ overlays: Overlays, root: View, guides: [LayoutGuide], in context: DrawingContext) throws -> OverlayLegend.Entries {
        var shown = OverlayLegend.Entries()
        let views = visibleViews(root)
        let visible = Set(views.map(ObjectIdentifier.init))
        let shownGuides = guides.filter { guide in guide.owningView.map { visible.contains(ObjectIdentifier($0)) } ?? false }

        if overlays.contains(.layoutMargins) {
            for guide in shownGuides where guide.role == .layoutMargins {
                // Margins only matter to views that hold other views; a band inside every label
                // and button would bury the picture.
                guard let owner = guide.owningView, owner.subviews.contains(where: { !$0.isHidden }) else { continue }
                let outer = frame(owner), inner = frame(guide)
                guard inner.minX.isFinite, outer.width > 0, outer.height > 0 else { continue }
                // Four bands: top and bottom full width, left and right between them.
                let bands = [
                    Rect(minX: outer.minX, minY: outer.minY, maxX: outer.maxX, maxY: max(outer.minY, inner.minY)),
                    Rect(minX: outer.minX, minY: min(outer.maxY, inner.maxY), maxX: outer.maxX, maxY: outer.maxY),
                    Rect(minX: outer.minX, minY: max(outer.minY, inner.minY), maxX: max(outer.minX, inner.minX), maxY: min(outer.maxY, inner.maxY)),
                    Rect(minX: min(outer.maxX, inner.maxX), minY: max(outer.minY, inner.minY), maxX: outer.maxX, maxY: min(outer.maxY, inner.maxY)),
                ]
                for band in bands where band.width > 0 && band.height > 0 {
                    context.fill(.rect(band), Overlays.Palette.margin)
                    shown.margins = true
                }
            }
        }
        if overlays.contains(.layoutGuides) {
            for guide in shownGuides where guide.role != .layoutMargins {
                let color: Color
                switch guide.role {
                case .safeArea: color = Overlays.Palette.safeArea; shown.safeArea = true
                case .readableContent: color = Overlays.Palette.readableContent; shown.readableContent = true
                default: color = Overlays.Palette.customGuide; shown.customGuides = true
                }
                context.stroke(.rect(frame(guide).insetBy(dx: 0.5, dy: 0.5)), StrokeStyle(color: color, width: 1, dash: [4, 3]))
            }
        }
        if overlays.contains(.frames) {
            for view in views {
                let f = frame(view)
                guard f.width > 0 || f.height > 0 else { continue }
                context.stroke(.rect(f.insetBy(dx: 0.25, dy: 0.25)), StrokeStyle(color: Overlays.Palette.frame, width: 0.5))
                shown.frames = true
            }
        }
        if overlays.contains(.baselines) {
            for view in views {
                guard let baselines = layout.baselines(of: view) else { continue }
                let f = frame(view)
                context.line(from: Point(x: f.minX, y: baselines.first), to: Point(x: f.maxX, y: baselines.first),
                             StrokeStyle(color: Overlays.Palette.firstBaseline, width: 0.5))
                shown.firstBaselines = true
                if abs(baselines.last - baselines.first) > 0.01 {
                    context.line(from: Point(x: f.minX, y: baselines.last), to: Point(x: f.maxX, y: baselines.last),
                                 StrokeStyle(color: Overlays.Palette.lastBaseline, width: 0.5, dash: [2, 2]))
                    shown.lastBaselines = true
                }
            }
        }
        if overlays.contains(.viewIDs) {
            shown.unplacedIDs = try drawIDTags(views, in: context)
            shown.idTags = true
        }
        return shown
    }

    /// The font of id tags.
    static let tagFont = FontDescription(family: PinnedFonts.uiFamily, size: 9, weight: .semibold)

    /// Draws a tag with each id just outside its view's frame, where it covers neither the view nor
    /// a tag already placed and, when it can, no other view without subviews (their content).
    /// Returns the ids of views that have no room outside them on the canvas (a view that fills it).
    private func drawIDTags(_ views: [View], in context: DrawingContext) throws -> [String] {
        let canvas = context.canvasBounds
        let leaves = views.filter { !$0.subviews.contains { !$0.isHidden } }.map(frame).filter { $0.width > 0 && $0.height > 0 }
        var placed: [Rect] = [], unplaced: [String] = []
        for view in views {
            guard let id = view.id, !id.isEmpty else { continue }
            let metrics = try shaper.measure(id, font: Self.tagFont, maxWidth: nil, maxLines: 1)
            let f = frame(view)
            let size = Size(width: metrics.width + 6, height: metrics.height + 2)
            guard let tag = Self.tagPlace(for: f, size: size, canvas: canvas, avoiding: placed, content: leaves) else {
                unplaced.append(id)
                continue
            }
            placed.append(tag)
            context.fill(.roundedRect(tag, cornerRadius: 3), Overlays.Palette.idBackground)
            try context.text(id, font: Self.tagFont, color: Overlays.Palette.idText, in: tag, alignment: .center, maxLines: 1)
        }
        return unplaced
    }

    /// Where a tag of `size` goes for a view of `frame`: the first place outside the frame and on the
    /// canvas (above at the leading corner, above at the trailing corner, below, then beside) that
    /// overlaps no placed tag and the fewest `content` frames; stacked further up when every place
    /// is taken; nil when no place outside the frame is on the canvas.
    static func tagPlace(for frame: Rect, size: Size, canvas: Rect, avoiding placed: [Rect], content: [Rect]) -> Rect? {
        let gap = 1.0
        var candidates = [
            Point(x: frame.minX, y: frame.minY - size.height - gap), Point(x: frame.maxX - size.width, y: frame.minY - size.height - gap),
            Point(x: frame.minX, y: frame.maxY + gap), Point(x: frame.maxX - size.width, y: frame.maxY + gap),
            Point(x: frame.minX - size.width - gap, y: frame.minY), Point(x: frame.maxX + gap, y: frame.minY),
        ]
        for step in 1...8 {
            candidates.append(Point(x: frame.minX, y: frame.minY - Double(step + 1) * (size.height + gap)))
        }
        let onCanvas = candidates.map { Rect(x: $0.x, y: $0.y, width: size.width, height: size.height) }
            .filter { canvas.contains($0, tolerance: 0.01) && $0.intersection(frame).map { $0.width <= 0.01 || $0.height <= 0.01 } ?? true }
        guard !onCanvas.isEmpty else { return nil }
        func overlaps(_ a: Rect, _ b: Rect) -> Bool { a.intersection(b).map { $0.width > 0.01 && $0.height > 0.01 } ?? false }
        let free = onCanvas.filter { tag in !placed.contains { overlaps($0, tag) } }
        guard !free.isEmpty else { return onCanvas[0] }
        // The fewest views' content covered; the first such place in the order above.
        let covered = free.map { tag in content.filter { overlaps($0, tag) && !$0.contains(frame, tolerance: 0.01) }.count }
        return free[covered.firstIndex(of: covered.min()!)!]
    }
}
