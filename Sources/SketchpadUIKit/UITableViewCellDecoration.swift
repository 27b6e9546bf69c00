import SketchpadLayout
import SketchpadWidgets

/// What a table asks a cell to draw behind its content for the cell's place in its section:
/// the background (with rounded outer corners in an inset grouped section), the separator
/// under it, and the accessory mark (a list row's: see `ListRow.Accessory`). Cells draw it
/// themselves, under their content view, as UIKit's cells draw their background and separator views.
struct UITableViewCellDecoration: Equatable {
    var background: UIColor?
    /// Rounded corners (inset grouped): the first row's top ones, the last row's bottom ones.
    var roundsTop = false
    var roundsBottom = false
    /// The separator under the cell, inset from the leading and trailing edges; nil: none.
    var separator: (leading: CGFloat, trailing: CGFloat)?
    var separatorColor: UIColor = .separator
    /// The table's side margin, where the accessory ends.
    var trailingMargin: CGFloat = 16

    static func == (a: UITableViewCellDecoration, b: UITableViewCellDecoration) -> Bool {
        a.background == b.background && a.roundsTop == b.roundsTop && a.roundsBottom == b.roundsBottom
            && a.separator?.leading == b.separator?.leading && a.separator?.trailing == b.separator?.trailing
            && a.separatorColor == b.separatorColor && a.trailingMargin == b.trailingMargin
    }

    /// UIKit's corner radius of an inset grouped section.
    static let insetGroupedCornerRadius: Double = 10

    /// The drawing for a cell of `size`.
    func elements(size: CGSize, accessory: UITableViewCell.AccessoryType, rightToLeft: Bool,
                  traits: UITraitCollection, tint: UIColor?) -> [ElementsDrawing.Element] {
        let w = Double(size.width), h = Double(size.height)
        var elements: [ElementsDrawing.Element] = []
        if let background {
            let rect = Rect(x: 0, y: 0, width: w, height: h)
            let shape: Shape = roundsTop || roundsBottom
                ? .path(Path.roundedRect(rect, radius: Self.insetGroupedCornerRadius, top: roundsTop, bottom: roundsBottom))
                : .rect(rect)
            elements.append(.fill(shape, background.color(in: traits)))
        }
        if let separator {
            let hairline = 1 / Double(max(1, traits.displayScale))
            let start = Double(rightToLeft ? separator.trailing : separator.leading)
            let end = w - Double(rightToLeft ? separator.leading : separator.trailing)
            if end > start {
                elements.append(.fill(.rect(Rect(x: start, y: h - hairline, width: end - start, height: hairline)),
                                      separatorColor.color(in: traits)))
            }
        }
        let margin = Double(trailingMargin)
        let tintColor = (tint ?? .systemBlue).color(in: traits)
        // Marks from the trailing edge inwards (mirrored in right-to-left layouts): a list row's
        // chevron and checkmark, and the icon set's info symbol.
        func frame(width gw: Double, height gh: Double, from edge: Double) -> Rect {
            Rect(x: rightToLeft ? edge : w - edge - gw, y: ((h - gh) / 2).rounded(), width: gw, height: gh)
        }
        let chevron = UIColor.tertiaryLabel.color(in: traits)
        let info = Icon("info.circle")!
        // The info symbol's circle is 20/24 of the square it is drawn in: 22 points across, as UIKit's.
        func infoFrame(from edge: Double) -> Rect { frame(width: 26, height: 26, from: edge - 2) }
        switch accessory {
        case .none: break
        case .disclosureIndicator:
            elements.append(.accessory(.chevron, frame: frame(width: 7, height: 12, from: margin), color: chevron, rightToLeft: rightToLeft))
        case .checkmark:
            elements.append(.accessory(.checkmark, frame: frame(width: 14, height: 13, from: margin), color: tintColor, rightToLeft: rightToLeft))
        case .detailButton: elements.append(.icon(info, frame: infoFrame(from: margin), color: tintColor))
        case .detailDisclosureButton:
            elements.append(.accessory(.chevron, frame: frame(width: 7, height: 12, from: margin), color: chevron, rightToLeft: rightToLeft))
            elements.append(.icon(info, frame: infoFrame(from: margin + 7 + 16), color: tintColor))
        }
        return elements
    }
}

extension Path {
    /// A rectangle whose top corners, bottom corners, or both are rounded.
    static func roundedRect(_ r: Rect, radius: Double, top: Bool, bottom: Bool) -> Path {
        let rt = top ? min(radius, r.width / 2, r.height / 2) : 0
        let rb = bottom ? min(radius, r.width / 2, r.height / 2) : 0
        // Control points of a quarter circle drawn as a cubic Bézier curve.
        let k = 0.5523
        var p = Path()
        p.move(to: Point(x: r.minX + rt, y: r.minY))
        p.line(to: Point(x: r.maxX - rt, y: r.minY))
        if rt > 0 {
            p.curve(to: Point(x: r.maxX, y: r.minY + rt), control1: Point(x: r.maxX - rt + rt * k, y: r.minY),
                    control2: Point(x: r.maxX, y: r.minY + rt - rt * k))
        }
        p.line(to: Point(x: r.maxX, y: r.maxY - rb))
        if rb > 0 {
            p.curve(to: Point(x: r.maxX - rb, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - rb + rb * k),
                    control2: Point(x: r.maxX - rb + rb * k, y: r.maxY))
        }
        p.line(to: Point(x: r.minX + rb, y: r.maxY))
        if rb > 0 {
            p.curve(to: Point(x: r.minX, y: r.maxY - rb), control1: Point(x: r.minX + rb - rb * k, y: r.maxY),
                    control2: Point(x: r.minX, y: r.maxY - rb + rb * k))
        }
        p.line(to: Point(x: r.minX, y: r.minY + rt))
        if rt > 0 {
            p.curve(to: Point(x: r.minX + rt, y: r.minY), control1: Point(x: r.minX, y: r.minY + rt - rt * k),
                    control2: Point(x: r.minX + rt - rt * k, y: r.minY))
        }
        p.close()
        return p
    }
}
