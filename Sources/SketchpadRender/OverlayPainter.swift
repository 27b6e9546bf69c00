import SketchpadLayout
import SketchpadText
import SketchpadWidgets

/// Draws the explanations of ``Overlays`` over a finished picture, from the layout result alone:
/// frames, margins and guides from its entries, baselines from its baselines.
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

    func draw(_ overlays: Overlays, root: View, guides: [LayoutGuide], in context: DrawingContext) throws {
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
                for band in bands where band.width > 0 && band.height > 0 { context.fill(.rect(band), Overlays.Palette.margin) }
            }
        }
        if overlays.contains(.layoutGuides) {
            for guide in shownGuides where guide.role != .layoutMargins {
                let color: Color
                switch guide.role {
                case .safeArea: color = Overlays.Palette.safeArea
                case .readableContent: color = Overlays.Palette.readableContent
                default: color = Overlays.Palette.customGuide
                }
                context.stroke(.rect(frame(guide).insetBy(dx: 0.5, dy: 0.5)), StrokeStyle(color: color, width: 1, dash: [4, 3]))
            }
        }
        if overlays.contains(.frames) {
            for view in views {
                let f = frame(view)
                guard f.width > 0 || f.height > 0 else { continue }
                context.stroke(.rect(f.insetBy(dx: 0.25, dy: 0.25)), StrokeStyle(color: Overlays.Palette.frame, width: 0.5))
            }
        }
        if overlays.contains(.baselines) {
            for view in views {
                guard let baselines = layout.baselines(of: view) else { continue }
                let f = frame(view)
                context.line(from: Point(x: f.minX, y: baselines.first), to: Point(x: f.maxX, y: baselines.first),
                             StrokeStyle(color: Overlays.Palette.firstBaseline, width: 0.5))
                if abs(baselines.last - baselines.first) > 0.01 {
                    context.line(from: Point(x: f.minX, y: baselines.last), to: Point(x: f.maxX, y: baselines.last),
                                 StrokeStyle(color: Overlays.Palette.lastBaseline, width: 0.5, dash: [2, 2]))
                }
            }
        }
        if overlays.contains(.viewIDs) {
            let font = FontDescription(family: PinnedFonts.uiFamily, size: 9, weight: .semibold)
            for view in views {
                guard let id = view.id, !id.isEmpty else { continue }
                let metrics = try shaper.measure(id, font: font, maxWidth: nil, maxLines: 1)
                let f = frame(view)
                let tag = Rect(x: f.minX, y: f.minY, width: metrics.width + 6, height: metrics.height + 2)
                context.fill(.roundedRect(tag, cornerRadius: 3), Overlays.Palette.idBackground)
                try context.text(id, font: font, color: Overlays.Palette.idText, in: tag, alignment: .center, maxLines: 1)
            }
        }
    }
}
