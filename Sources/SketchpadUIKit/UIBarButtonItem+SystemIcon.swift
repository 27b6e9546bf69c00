import SketchpadWidgets

extension UIBarButtonItem.SystemItem {
    /// The icon-set symbol a bar shows for a system item drawn as a mark (nil: a word, a space,
    /// or a mark the set has no symbol for, which shows a placeholder): UIKit draws these from
    /// SF Symbols, Sketchpad from the one icon set the widgets, templates and SwiftUI use.
    var icon: Icon? {
        switch self {
        case .add: return Icon("plus")
        case .close: return Icon("xmark")
        case .stop: return Icon("xmark")
        case .search: return Icon("magnifyingglass")
        case .action: return Icon("square.and.arrow.up")
        case .compose: return Icon("square.and.pencil")
        case .trash: return Icon("trash")
        case .refresh: return Icon("arrow.clockwise")
        case .reply: return Icon("arrowshape.turn.up.left")
        case .camera: return Icon("camera")
        case .play: return Icon("play.fill")
        case .pause: return Icon("pause.fill")
        case .rewind: return Icon("backward.fill")
        case .fastForward: return Icon("forward.fill")
        case .bookmarks: return Icon("bookmark")
        case .organize: return Icon("folder")
        case .pageCurl: return Icon("book.pages")
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: return nil
        }
    }

    /// Whether UIKit draws the item on a light circle of its colour (`.close`).
    var isCircled: Bool { self == .close }
}
