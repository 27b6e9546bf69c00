import SketchpadLayout
import SketchpadWidgets

/// A layout error drawn into a picture: the frames of the views concerned, outlined, and a caption
/// in a banner at the bottom of the canvas. ``Overlays/problems`` draws one per layout error (as
/// `sketchpad render` and ``Scene`` do by default), so the picture of a broken layout says what is
/// wrong with it (see `DisplayList.appendProblemMarks`).
///
/// ```swift
/// try list.appendProblemMarks([ProblemMark(frames: [box.frame], caption: "Layout error: ignored box.width == 50 (line 8)")],
///                             shapedBy: try PangoTextMeasurer())
/// ```
package struct ProblemMark: Hashable, Sendable {
    package var frames: [Rect]
    package var caption: String

    package init(frames: [Rect], caption: String) {
        self.frames = frames
        self.caption = caption
    }

    /// The colour of outlines and banners: the same in every theme, like the overlays.
    package static let color = Color(hex: 0xFF3B30)
    /// At most this many captions; more are summed up in one.
    package static let maximumCaptions = 3
}

extension ProblemMark {
    /// The marks of `layout`'s errors that a picture can still show, in the order reported: one
    /// per error (`strict`: an ambiguous layout is one too), except a negative size, which
    /// nothing is drawn for. What ``Overlays/problems`` draws, for every front end.
    ///
    /// ```swift
    /// let marks = ProblemMark.marks(for: result, root: root)
    /// try list.appendProblemMarks(marks, shapedBy: measurer)
    /// ```
    package static func marks(for layout: LayoutResult, root: View, linesOf file: String? = nil, strict: Bool = false) -> [ProblemMark] {
        layout.diagnostics.filter { $0.severity != .info && $0.reportedSeverity(strict: strict) == .error && $0.canBeDrawn }
            .map { ProblemMark(for: $0, layout: layout, root: root, linesOf: file) }
    }

    /// How `diagnostic` is drawn: the views concerned outlined (not the root: its outline would be
    /// the canvas edge) and a caption naming the constraint that was left out, as written, with
    /// where: its line when it was written in `file` (a template), else its file and line.
    package init(for diagnostic: LayoutDiagnostic, layout: LayoutResult, root: View, linesOf file: String? = nil) {
        let frames = diagnostic.items.compactMap { item -> Rect? in
            guard let view = item as? View, view !== root else { return nil }
            return layout.frame(of: view)
        }
        let caption: String
        if let ignored = diagnostic.ignored {
            let written = ignored.constraint?.identifier ?? ignored.message
            let place = ignored.location.flatMap { location -> String? in
                guard location.line > 0 else { return nil }
                if let file { return location.file == file ? " (line \(location.line))" : nil }
                let name = location.file.split(separator: "/").last.map(String.init) ?? location.file
                return " (\(name):\(location.line))"
            } ?? ""
            let why = diagnostic.kind == .inconsistent ? "it conflicts with other required constraints" : "a number in it is unusable"
            caption = "Layout error: ignored \(written)\(place); \(why)"
        } else {
            caption = "Layout error: \(diagnostic.kind.rawValue) (see the error message)"
        }
        self.init(frames: frames, caption: caption)
    }
}
