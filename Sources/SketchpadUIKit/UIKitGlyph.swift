import SketchpadLayout
import SketchpadWidgets

/// The small marks UIKit draws from SF Symbols (which do not exist here), as simple paths:
/// bar button system items, a navigation bar's back chevron, a table's accessories.
enum UIKitGlyph: Hashable {
    case plus, close, search, share, compose, trash, refresh, backChevron, forwardChevron, disclosure, checkmark, info
    /// A rounded square: what stands for an image that is not a file (a system image's name).
    case placeholder(filled: Bool)

    /// The glyph for a bar button system item drawn as a mark (nil: it is a word, or a space).
    init?(systemItem: UIBarButtonItem.SystemItem) {
        switch systemItem {
        case .add: self = .plus
        case .close, .stop: self = .close
        case .search: self = .search
        case .action: self = .share
        case .compose: self = .compose
        case .trash: self = .trash
        case .refresh: self = .refresh
        case .reply, .organize, .bookmarks, .camera, .play, .pause, .rewind, .fastForward, .pageCurl: self = .placeholder(filled: false)
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: return nil
        }
    }

    /// The icon-set symbol UIKit shows for a system item this file has no mark for (nil: a mark,
    /// a word, a space, or one the set lacks).
    static func icon(for systemItem: UIBarButtonItem.SystemItem) -> Icon? {
        switch systemItem {
        case .camera: return Icon("camera")
        case .play: return Icon("play.fill")
        case .pause: return Icon("pause.fill")
        case .rewind: return Icon("backward.fill")
        case .fastForward: return Icon("forward.fill")
        case .bookmarks: return Icon("bookmark")
        case .organize: return Icon("folder")
        default: return nil
        }
    }

    func draw(in context: DrawingContext, frame f: Rect, color: Color) {
        let line = StrokeStyle(color: color, width: 2, cap: .round, join: .round)
        var p = Path()
        func pt(_ x: Double, _ y: Double) -> Point { Point(x: f.minX + x * f.width, y: f.minY + y * f.height) }
        switch self {
        case .plus:
            p.move(to: pt(0.5, 0.15)); p.line(to: pt(0.5, 0.85))
            p.move(to: pt(0.15, 0.5)); p.line(to: pt(0.85, 0.5))
            context.stroke(.path(p), line)
        case .close:
            context.fill(.ellipse(f), color.withAlpha(0.15))
            p.move(to: pt(0.35, 0.35)); p.line(to: pt(0.65, 0.65))
            p.move(to: pt(0.65, 0.35)); p.line(to: pt(0.35, 0.65))
            context.stroke(.path(p), line)
        case .search:
            context.stroke(.ellipse(Rect(x: f.minX + 0.1 * f.width, y: f.minY + 0.1 * f.height, width: 0.55 * f.width, height: 0.55 * f.height)), line)
            p.move(to: pt(0.6, 0.6)); p.line(to: pt(0.9, 0.9))
            context.stroke(.path(p), line)
        case .share:
            p.move(to: pt(0.3, 0.4)); p.line(to: pt(0.2, 0.4)); p.line(to: pt(0.2, 0.95)); p.line(to: pt(0.8, 0.95))
            p.line(to: pt(0.8, 0.4)); p.line(to: pt(0.7, 0.4))
            p.move(to: pt(0.5, 0.05)); p.line(to: pt(0.5, 0.65))
            p.move(to: pt(0.32, 0.22)); p.line(to: pt(0.5, 0.05)); p.line(to: pt(0.68, 0.22))
            context.stroke(.path(p), line)
        case .compose:
            p.move(to: pt(0.55, 0.15)); p.line(to: pt(0.15, 0.15)); p.line(to: pt(0.15, 0.85)); p.line(to: pt(0.85, 0.85)); p.line(to: pt(0.85, 0.45))
            p.move(to: pt(0.45, 0.55)); p.line(to: pt(0.9, 0.1))
            context.stroke(.path(p), line)
        case .trash:
            p.move(to: pt(0.1, 0.22)); p.line(to: pt(0.9, 0.22))
            p.move(to: pt(0.38, 0.22)); p.line(to: pt(0.38, 0.08)); p.line(to: pt(0.62, 0.08)); p.line(to: pt(0.62, 0.22))
            p.move(to: pt(0.2, 0.22)); p.line(to: pt(0.26, 0.95)); p.line(to: pt(0.74, 0.95)); p.line(to: pt(0.8, 0.22))
            context.stroke(.path(p), line)
        case .refresh:
            context.stroke(.ellipse(Rect(x: f.minX + 0.15 * f.width, y: f.minY + 0.15 * f.height, width: 0.7 * f.width, height: 0.7 * f.height)), line)
            p.move(to: pt(0.5, 0.02)); p.line(to: pt(0.62, 0.15)); p.line(to: pt(0.5, 0.28))
            context.stroke(.path(p), line)
        case .backChevron, .forwardChevron, .disclosure:
            let back = self == .backChevron
            let (tip, end) = back ? (0.2, 0.8) : (0.8, 0.2)
            p.move(to: pt(end, 0.05)); p.line(to: pt(tip, 0.5)); p.line(to: pt(end, 0.95))
            context.stroke(.path(p), StrokeStyle(color: color, width: self == .disclosure ? 2 : 3, cap: .round, join: .round))
        case .checkmark:
            p.move(to: pt(0.05, 0.55)); p.line(to: pt(0.38, 0.9)); p.line(to: pt(0.95, 0.1))
            context.stroke(.path(p), StrokeStyle(color: color, width: 2.5, cap: .round, join: .round))
        case .info:
            context.stroke(.ellipse(f.insetBy(dx: 1, dy: 1)), StrokeStyle(color: color, width: 1.5))
            p.move(to: pt(0.5, 0.45)); p.line(to: pt(0.5, 0.75))
            context.stroke(.path(p), line)
            context.fill(.ellipse(Rect(x: f.midX - 1.25, y: f.minY + 0.25 * f.height - 1.25, width: 2.5, height: 2.5)), color)
        case .placeholder(let filled):
            let shape = Shape.roundedRect(f.insetBy(dx: 0.75, dy: 0.75), cornerRadius: min(6, f.width / 4))
            if filled { context.fill(shape, color) } else { context.stroke(shape, StrokeStyle(color: color, width: 1.5)) }
        }
    }
}
