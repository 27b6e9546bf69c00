import Foundation
import SketchpadLayout
import SketchpadText

/// Turns a laid-out view tree into a display list: each widget drawn in the theme's colours,
/// subviews over their superview in order, then the overlays asked for.
///
/// Frames come from the views (`View.frame`, set by the layout engine), so run layout first.
///
/// ```swift
/// let builder = SceneBuilder(theme: .dark, measurer: measurer)
/// let list = try builder.displayList(for: root, canvasSize: Size(width: 390, height: 844), overlays: [.frames])
/// ```
public struct SceneBuilder {
    public var theme: Theme
    public var direction: LayoutDirection
    /// Used for overlay tags and baselines; share it with layout so measurements are cached.
    public let measurer: PangoTextMeasurer
    /// The root's safe area and the canvas, while a list is being built: bars at the safe area's
    /// edge paint their background out to the canvas edge, under the status bar or home
    /// indicator, as on iOS.
    private var safeArea: Rect?
    private var canvasBounds: Rect?

    public init(theme: Theme = .light, direction: LayoutDirection = .leftToRight, measurer: PangoTextMeasurer) {
        self.theme = theme
        self.direction = direction
        self.measurer = measurer
    }

    /// The display list for `root` on a canvas of `canvasSize`. `guides` are the layout guides
    /// that took part in layout (from `LayoutResult`), for the margin and guide overlays; nil
    /// collects the guides the views own.
    public func displayList(for root: View, canvasSize: Size, overlays: Overlays = [],
                            guides: [LayoutGuide]? = nil) throws -> DisplayList {
        var list = DisplayList(size: canvasSize, background: theme.background)
        var builder = self
        builder.canvasBounds = Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
        builder.safeArea = guides?.first { $0.role == .safeArea && $0.owningView === root }?.layoutFrame
        try builder.draw(root, into: &list)
        if !overlays.isEmpty {
            try builder.drawOverlays(overlays, root: root, guides: guides ?? Self.ownedGuides(of: root), into: &list)
        }
        return list
    }

    // MARK: - Views

    private var isRightToLeft: Bool { direction == .rightToLeft }

    private func draw(_ view: View, into list: inout DisplayList) throws {
        guard !view.isHidden else { return }
        list.append(contentsOf: try commands(for: view))
        if view.clipsToBounds {
            // A rounded box clips its contents to its rounded shape, as a card or grouped list does.
            let radius = (view as? Box)?.cornerRadius ?? 0
            list.append(.pushClip(radius > 0 ? .roundedRect(view.frame, cornerRadius: radius) : .rect(view.frame)))
        }
        for subview in view.subviews { try draw(subview, into: &list) }
        if view.clipsToBounds { list.append(.popClip) }
    }

    /// The commands that draw one view (not its subviews).
    public func commands(for view: View) throws -> [DrawCommand] {
        let f = view.frame
        switch view {
        case let box as Box: return boxCommands(box, f)
        case let label as Label:
            return [.text(TextRun(label.text, font: label.font, color: label.textColor ?? theme.primaryText, frame: f,
                                  alignment: runAlignment(label.textAlignment), maxLines: label.numberOfLines))]
        case let button as Button: return buttonCommands(button, f)
        case let field as TextField: return textField(field, f)
        case let image as ImageView: return imageView(image, f)
        case let toggle as Switch: return switchControl(toggle, f)
        case let slider as Slider: return sliderControl(slider, f)
        case let bar as ProgressBar: return progressBar(bar, f)
        case let segmented as SegmentedControl: return segmentedControl(segmented, f)
        case let checkbox as Checkbox: return checkboxControl(checkbox, f)
        case let bar as NavigationBar: return navigationBar(bar, f)
        case let bar as TabBar: return tabBar(bar, f)
        case let row as ListRow: return listRow(row, f)
        case let divider as Divider: return [.fill(.rect(f), divider.color ?? theme.separator)]
        default: return []
        }
    }

    private func runAlignment(_ alignment: TextAlignment) -> TextRunAlignment {
        switch alignment {
        // Natural follows the paragraph's own direction (Arabic starts at the right) in a
        // left-to-right scene; in a right-to-left scene everything starts at the right.
        case .natural: return isRightToLeft ? .right : .natural
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        }
    }

    /// `.left` in left-to-right scenes, `.right` in right-to-left ones.
    private var leadingAlignment: TextRunAlignment { isRightToLeft ? .right : .left }
    private var trailingAlignment: TextRunAlignment { isRightToLeft ? .left : .right }

    private func boxCommands(_ box: Box, _ f: Rect) -> [DrawCommand] {
        var out: [DrawCommand] = []
        let shape: Shape = box.cornerRadius > 0 ? .roundedRect(f, cornerRadius: box.cornerRadius) : .rect(f)
        if let shadow = box.shadow { out.append(.shadow(shape, shadow)) }
        if let fill = box.fill { out.append(.fill(shape, fill)) }
        if let border = box.border, border.width > 0 {
            // Inside the frame, as a CALayer border is.
            out.append(.stroke(shape.outset(by: -border.width / 2), StrokeStyle(color: border.color, width: border.width)))
        }
        return out
    }

    private func buttonCommands(_ button: Button, _ f: Rect) -> [DrawCommand] {
        let tint = (button.tintColor ?? theme.accent).withAlpha(button.isEnabled ? 1 : 0.4)
        let shape = Shape.roundedRect(f, cornerRadius: button.cornerRadius)
        var out: [DrawCommand] = []
        let titleColor: Color
        switch button.style {
        case .filled:
            out.append(.fill(shape, tint))
            titleColor = theme.onAccent
        case .bordered:
            out.append(.stroke(shape.outset(by: -0.5), StrokeStyle(color: tint, width: 1)))
            titleColor = tint
        case .plain:
            titleColor = tint
        }
        let inner = inset(f, dx: button.contentInsets.horizontal, dy: 0)
        out.append(.text(TextRun(button.title, font: button.font, color: titleColor, frame: inner, alignment: .center, maxLines: 1)))
        return out
    }

    private func textField(_ field: TextField, _ f: Rect) -> [DrawCommand] {
        let shape = Shape.roundedRect(f, cornerRadius: field.cornerRadius)
        return [
            .fill(shape, theme.fieldBackground),
            .stroke(shape.outset(by: -0.5), StrokeStyle(color: theme.fieldBorder, width: 1)),
            .text(TextRun(field.displayedText, font: field.font,
                          color: field.showsPlaceholder ? theme.secondaryText : theme.primaryText,
                          frame: inset(f, dx: field.padding, dy: 0),
                          alignment: field.showsPlaceholder || field.isSecure ? leadingAlignment : runAlignment(.natural),
                          maxLines: 1)),
        ]
    }

    private func imageView(_ image: ImageView, _ f: Rect) -> [DrawCommand] {
        let shape: Shape = image.cornerRadius > 0 ? .roundedRect(f, cornerRadius: image.cornerRadius) : .rect(f)
        switch image.source {
        case .pngFile(let path):
            return [.pushClip(shape), .image(path: path, frame: f), .popClip]
        case .placeholder:
            let mark = StrokeStyle(color: theme.imagePlaceholderMark, width: 1)
            return [
                .fill(shape, theme.imagePlaceholder),
                .pushClip(shape),
                .line(from: Point(x: f.minX, y: f.minY), to: Point(x: f.maxX, y: f.maxY), mark),
                .line(from: Point(x: f.maxX, y: f.minY), to: Point(x: f.minX, y: f.maxY), mark),
                .popClip,
                .stroke(shape.outset(by: -0.5), mark),
            ]
        }
    }

    private func switchControl(_ toggle: Switch, _ f: Rect) -> [DrawCommand] {
        let track = Shape.roundedRect(f, cornerRadius: f.height / 2)
        let knobSide = max(0, f.height - 4)
        // On puts the knob at the trailing end, which is the left in right-to-left scenes.
        let atRight = toggle.isOn != isRightToLeft
        let knobX = atRight ? f.maxX - 2 - knobSide : f.minX + 2
        let knob = Shape.ellipse(Rect(x: knobX, y: f.minY + 2, width: knobSide, height: knobSide))
        return [
            .fill(track, toggle.isOn ? (toggle.tintColor ?? Color(hex: 0x34C759)) : theme.track),
            .shadow(knob, theme.knobShadow),
            .fill(knob, theme.knob),
        ]
    }

    private func sliderControl(_ slider: Slider, _ f: Rect) -> [DrawCommand] {
        let value = min(1, max(0, slider.value.isFinite ? slider.value : 0))
        let thumb = min(f.height, 28.0)
        let usable = max(0, f.width - thumb)
        let centerX = isRightToLeft ? f.maxX - thumb / 2 - usable * value : f.minX + thumb / 2 + usable * value
        let trackRect = Rect(x: f.minX, y: f.midY - 2, width: f.width, height: 4)
        let filled = isRightToLeft
            ? Rect(minX: centerX, minY: trackRect.minY, maxX: f.maxX, maxY: trackRect.maxY)
            : Rect(minX: f.minX, minY: trackRect.minY, maxX: centerX, maxY: trackRect.maxY)
        let knob = Shape.ellipse(Rect(x: centerX - thumb / 2, y: f.midY - thumb / 2, width: thumb, height: thumb))
        return [
            .fill(.roundedRect(trackRect, cornerRadius: 2), theme.track),
            .fill(.roundedRect(filled, cornerRadius: 2), slider.tintColor ?? theme.accent),
            .shadow(knob, theme.knobShadow),
            .fill(knob, theme.knob),
            .stroke(knob, StrokeStyle(color: theme.separator.withAlpha(0.6), width: 0.5)),
        ]
    }

    private func progressBar(_ bar: ProgressBar, _ f: Rect) -> [DrawCommand] {
        let progress = min(1, max(0, bar.progress.isFinite ? bar.progress : 0))
        let width = f.width * progress
        let filled = Rect(x: isRightToLeft ? f.maxX - width : f.minX, y: f.minY, width: width, height: f.height)
        return [
            .fill(.roundedRect(f, cornerRadius: f.height / 2), theme.track),
            .fill(.roundedRect(filled, cornerRadius: f.height / 2), bar.tintColor ?? theme.accent),
        ]
    }

    private func segmentedControl(_ control: SegmentedControl, _ f: Rect) -> [DrawCommand] {
        var out: [DrawCommand] = [.fill(.roundedRect(f, cornerRadius: 8), theme.segmentBackground)]
        let count = control.segments.count
        guard count > 0 else { return out }
        let width = f.width / Double(count)
        func segmentRect(_ i: Int) -> Rect {
            // Segments run from the leading edge.
            let x = isRightToLeft ? f.maxX - Double(i + 1) * width : f.minX + Double(i) * width
            return Rect(x: x, y: f.minY, width: width, height: f.height)
        }
        if let selected = control.selectedIndex, selected >= 0, selected < count {
            let knob = Shape.roundedRect(inset(segmentRect(selected), dx: 2, dy: 2), cornerRadius: 6)
            out.append(.shadow(knob, Shadow(color: Color.black.withAlpha(0.12), offset: Point(x: 0, y: 1), blur: 2)))
            out.append(.fill(knob, theme.selectedSegment))
        }
        for i in 1..<max(1, count) {
            let left = isRightToLeft ? segmentRect(i).maxX : segmentRect(i).minX
            let touchesSelection = control.selectedIndex == i || control.selectedIndex == i - 1
            if !touchesSelection {
                out.append(.line(from: Point(x: left, y: f.minY + 8), to: Point(x: left, y: f.maxY - 8),
                                 StrokeStyle(color: theme.separator, width: 1)))
            }
        }
        for (i, title) in control.segments.enumerated() {
            var font = control.font
            if control.selectedIndex == i { font.weight = .semibold }
            out.append(.text(TextRun(title, font: font, color: theme.primaryText,
                                     frame: inset(segmentRect(i), dx: 4, dy: 0), alignment: .center, maxLines: 1)))
        }
        return out
    }

    private func checkboxControl(_ box: Checkbox, _ f: Rect) -> [DrawCommand] {
        let side = Checkbox.boxSize
        let boxX = isRightToLeft ? f.maxX - side : f.minX
        let square = Rect(x: boxX, y: f.midY - side / 2, width: side, height: side)
        let shape = Shape.roundedRect(square, cornerRadius: 5)
        let tint = box.tintColor ?? theme.accent
        var out: [DrawCommand] = []
        if box.isChecked {
            out.append(.fill(shape, tint))
            var check = Path()
            check.move(to: Point(x: square.minX + side * 0.25, y: square.minY + side * 0.52))
            check.line(to: Point(x: square.minX + side * 0.43, y: square.minY + side * 0.70))
            check.line(to: Point(x: square.minX + side * 0.76, y: square.minY + side * 0.32))
            out.append(.stroke(.path(check), StrokeStyle(color: theme.onAccent, width: 2, cap: .round, join: .round)))
        } else {
            out.append(.stroke(shape.outset(by: -0.75), StrokeStyle(color: theme.secondaryText, width: 1.5)))
        }
        if !box.title.isEmpty {
            let titleFrame = isRightToLeft
                ? Rect(minX: f.minX, minY: f.minY, maxX: square.minX - Checkbox.spacing, maxY: f.maxY)
                : Rect(minX: square.maxX + Checkbox.spacing, minY: f.minY, maxX: f.maxX, maxY: f.maxY)
            out.append(.text(TextRun(box.title, font: box.font, color: theme.primaryText, frame: titleFrame,
                                     alignment: leadingAlignment, maxLines: 1)))
        }
        return out
    }

    private func navigationBar(_ bar: NavigationBar, _ f: Rect) -> [DrawCommand] {
        var background = f
        if let safe = safeArea, let canvas = canvasBounds, safe.minY > canvas.minY, abs(f.minY - safe.minY) < 0.5 {
            background = Rect(minX: f.minX, minY: canvas.minY, maxX: f.maxX, maxY: f.maxY)
        }
        var out: [DrawCommand] = [
            .fill(.rect(background), theme.barBackground),
            .fill(.rect(Rect(x: f.minX, y: f.maxY - 0.5, width: f.width, height: 0.5)), theme.separator),
        ]
        let inset = NavigationBar.itemInset
        let sideWidth = max(0, f.width / 4)
        out.append(.text(TextRun(bar.title, font: bar.titleFont, color: theme.primaryText,
                                 frame: Rect(x: f.minX + sideWidth, y: f.minY, width: max(0, f.width - 2 * sideWidth), height: f.height),
                                 alignment: .center, maxLines: 1)))
        let leadingFrame = Rect(x: isRightToLeft ? f.maxX - inset - sideWidth : f.minX + inset, y: f.minY,
                                width: sideWidth, height: f.height)
        let trailingFrame = Rect(x: isRightToLeft ? f.minX + inset : f.maxX - inset - sideWidth, y: f.minY,
                                 width: sideWidth, height: f.height)
        if let leading = bar.leadingItem {
            out.append(.text(TextRun(leading, font: bar.itemFont, color: theme.accent, frame: leadingFrame,
                                     alignment: leadingAlignment, maxLines: 1)))
        }
        if let trailing = bar.trailingItem {
            out.append(.text(TextRun(trailing, font: bar.itemFont, color: theme.accent, frame: trailingFrame,
                                     alignment: trailingAlignment, maxLines: 1)))
        }
        return out
    }

    private func tabBar(_ bar: TabBar, _ f: Rect) -> [DrawCommand] {
        var background = f
        if let safe = safeArea, let canvas = canvasBounds, safe.maxY < canvas.maxY, abs(f.maxY - safe.maxY) < 0.5 {
            background = Rect(minX: f.minX, minY: f.minY, maxX: f.maxX, maxY: canvas.maxY)
        }
        var out: [DrawCommand] = [
            .fill(.rect(background), theme.barBackground),
            .fill(.rect(Rect(x: f.minX, y: f.minY, width: f.width, height: 0.5)), theme.separator),
        ]
        let count = bar.items.count
        guard count > 0 else { return out }
        let width = f.width / Double(count)
        let icon = TabBar.iconSize
        for (i, item) in bar.items.enumerated() {
            let x = isRightToLeft ? f.maxX - Double(i + 1) * width : f.minX + Double(i) * width
            let selected = bar.selectedIndex == i
            let color = selected ? (bar.tintColor ?? theme.accent) : theme.secondaryText
            let iconRect = Rect(x: x + (width - icon) / 2, y: f.minY + 6, width: icon, height: icon)
            if selected {
                out.append(.fill(.roundedRect(iconRect, cornerRadius: 6), color))
            } else {
                out.append(.stroke(.roundedRect(inset(iconRect, dx: 0.75, dy: 0.75), cornerRadius: 6), StrokeStyle(color: color, width: 1.5)))
            }
            out.append(.text(TextRun(item, font: bar.font, color: color,
                                     frame: Rect(x: x + 2, y: iconRect.maxY + 2, width: max(0, width - 4), height: 13),
                                     alignment: .center, maxLines: 1)))
        }
        return out
    }

    private func listRow(_ row: ListRow, _ f: Rect) -> [DrawCommand] {
        var out: [DrawCommand] = [.fill(.rect(f), theme.surface)]
        let inset = ListRow.horizontalInset
        var contentMinX = f.minX + inset, contentMaxX = f.maxX - inset
        // The accessory sits at the trailing end.
        let accessoryWidth = row.accessory == .none ? 0.0 : 14.0
        if accessoryWidth > 0 {
            let ax = isRightToLeft ? contentMinX : contentMaxX - accessoryWidth
            let a = Rect(x: ax, y: f.midY - 7, width: accessoryWidth, height: 14)
            var mark = Path()
            switch row.accessory {
            case .chevron:
                let (tipX, backX) = isRightToLeft ? (a.minX + 4, a.minX + 10) : (a.maxX - 4, a.maxX - 10)
                mark.move(to: Point(x: backX, y: a.minY + 1))
                mark.line(to: Point(x: tipX, y: a.midY))
                mark.line(to: Point(x: backX, y: a.maxY - 1))
                out.append(.stroke(.path(mark), StrokeStyle(color: theme.secondaryText, width: 2, cap: .round, join: .round)))
            case .checkmark:
                mark.move(to: Point(x: a.minX + 1, y: a.midY))
                mark.line(to: Point(x: a.minX + 5, y: a.maxY - 2))
                mark.line(to: Point(x: a.maxX - 1, y: a.minY + 1))
                out.append(.stroke(.path(mark), StrokeStyle(color: theme.accent, width: 2, cap: .round, join: .round)))
            case .none: break
            }
            if isRightToLeft { contentMinX += accessoryWidth + 8 } else { contentMaxX -= accessoryWidth + 8 }
        }
        let content = Rect(minX: contentMinX, minY: f.minY, maxX: max(contentMinX, contentMaxX), maxY: f.maxY)
        if let detail = row.detail {
            out.append(.text(TextRun(detail, font: row.font, color: theme.secondaryText, frame: content,
                                     alignment: trailingAlignment, maxLines: 1)))
        }
        if let subtitle = row.subtitle,
           let title = try? measurer.measure(row.title, font: row.font, maxWidth: nil, maxLines: 1),
           let sub = try? measurer.measure(subtitle.isEmpty ? " " : subtitle, font: row.subtitleFont, maxWidth: nil, maxLines: 1) {
            // Title over subtitle, the pair centred (as ListRow.measureContent reports it).
            let top = f.minY + (f.height - (title.height + ListRow.subtitleGap + sub.height)) / 2
            out.append(.text(TextRun(row.title, font: row.font, color: theme.primaryText,
                                     frame: Rect(x: content.minX, y: top, width: content.width, height: title.height),
                                     alignment: leadingAlignment, maxLines: 1)))
            out.append(.text(TextRun(subtitle, font: row.subtitleFont, color: theme.secondaryText,
                                     frame: Rect(x: content.minX, y: top + title.height + ListRow.subtitleGap,
                                                 width: content.width, height: sub.height),
                                     alignment: leadingAlignment, maxLines: 1)))
        } else {
            out.append(.text(TextRun(row.title, font: row.font, color: theme.primaryText, frame: content,
                                     alignment: leadingAlignment, maxLines: 1)))
        }
        if row.showsSeparator {
            let x0 = isRightToLeft ? f.minX : f.minX + inset
            let x1 = isRightToLeft ? f.maxX - inset : f.maxX
            out.append(.fill(.rect(Rect(minX: x0, minY: f.maxY - 0.5, maxX: x1, maxY: f.maxY)), theme.separator))
        }
        return out
    }

    private func inset(_ r: Rect, dx: Double, dy: Double) -> Rect {
        Rect(x: r.minX + dx, y: r.minY + dy, width: max(0, r.width - 2 * dx), height: max(0, r.height - 2 * dy))
    }

    // MARK: - Overlays

    /// Every guide the views own: the custom ones (system guides are only known to layout).
    static func ownedGuides(of root: View) -> [LayoutGuide] {
        var guides: [LayoutGuide] = []
        func walk(_ view: View) {
            guides.append(contentsOf: view.layoutGuides)
            view.subviews.forEach(walk)
        }
        walk(root)
        return guides
    }

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

    private func drawOverlays(_ overlays: Overlays, root: View, guides: [LayoutGuide], into list: inout DisplayList) throws {
        let views = visibleViews(root)
        let visible = Set(views.map(ObjectIdentifier.init))
        let shownGuides = guides.filter { guide in guide.owningView.map { visible.contains(ObjectIdentifier($0)) } ?? false }

        if overlays.contains(.layoutMargins) {
            for guide in shownGuides where guide.role == .layoutMargins {
                // Margins only matter to views that hold other views; a band inside every label
                // and button would bury the picture.
                guard let owner = guide.owningView, owner.subviews.contains(where: { !$0.isHidden }) else { continue }
                let outer = owner.frame, inner = guide.layoutFrame
                guard inner.minX.isFinite, outer.width > 0, outer.height > 0 else { continue }
                let color = Overlays.Palette.margin
                // Four bands: top and bottom full width, left and right between them.
                let bands = [
                    Rect(minX: outer.minX, minY: outer.minY, maxX: outer.maxX, maxY: max(outer.minY, inner.minY)),
                    Rect(minX: outer.minX, minY: min(outer.maxY, inner.maxY), maxX: outer.maxX, maxY: outer.maxY),
                    Rect(minX: outer.minX, minY: max(outer.minY, inner.minY), maxX: max(outer.minX, inner.minX), maxY: min(outer.maxY, inner.maxY)),
                    Rect(minX: min(outer.maxX, inner.maxX), minY: max(outer.minY, inner.minY), maxX: outer.maxX, maxY: min(outer.maxY, inner.maxY)),
                ]
                for band in bands where band.width > 0 && band.height > 0 { list.append(.fill(.rect(band), color)) }
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
                list.append(.stroke(.rect(inset(guide.layoutFrame, dx: 0.5, dy: 0.5)), StrokeStyle(color: color, width: 1, dash: [4, 3])))
            }
        }
        if overlays.contains(.frames) {
            for view in views where view.frame.width > 0 || view.frame.height > 0 {
                list.append(.stroke(.rect(inset(view.frame, dx: 0.25, dy: 0.25)), StrokeStyle(color: Overlays.Palette.frame, width: 0.5)))
            }
        }
        if overlays.contains(.baselines) {
            for view in views {
                guard let measured = try? view.measureContent(using: measurer, fittingWidth: view.frame.width),
                      let baselines = measured.baselines else { continue }
                let f = view.frame
                let top = f.minY + (f.height - baselines.contentHeight) / 2
                list.append(.line(from: Point(x: f.minX, y: top + baselines.first), to: Point(x: f.maxX, y: top + baselines.first),
                                  StrokeStyle(color: Overlays.Palette.firstBaseline, width: 0.5)))
                if abs(baselines.last - baselines.first) > 0.01 {
                    list.append(.line(from: Point(x: f.minX, y: top + baselines.last), to: Point(x: f.maxX, y: top + baselines.last),
                                      StrokeStyle(color: Overlays.Palette.lastBaseline, width: 0.5, dash: [2, 2])))
                }
            }
        }
        if overlays.contains(.viewIDs) {
            let font = FontDescription(family: PinnedFonts.uiFamily, size: 9, weight: .semibold)
            for view in views {
                guard let id = view.id, !id.isEmpty,
                      let metrics = try? measurer.measure(id, font: font, maxWidth: nil, maxLines: 1) else { continue }
                let tag = Rect(x: view.frame.minX, y: view.frame.minY, width: metrics.width + 6, height: metrics.height + 2)
                list.append(.fill(.roundedRect(tag, cornerRadius: 3), Overlays.Palette.idBackground))
                list.append(.text(TextRun(id, font: font, color: Overlays.Palette.idText, frame: tag, alignment: .center, maxLines: 1)))
            }
        }
    }
}
