import SketchpadLayout
import SketchpadRender
import SketchpadTemplates

extension TemplateInstance {
    /// How a layout error is drawn into the picture `render` writes: the views concerned outlined
    /// (not the root: its outline would be the canvas edge) and a caption naming the constraint
    /// that was left out, as written, with its line.
    ///
    /// ```swift
    /// let marks = result.errors.map { instance.problemMark(for: $0, result: result) }
    /// try list.appendProblemMarks(marks, shapedBy: scene.measurer)
    /// ```
    public func problemMark(for diagnostic: LayoutDiagnostic, result: LayoutResult) -> ProblemMark {
        let frames = diagnostic.items.compactMap { item -> Rect? in
            guard let view = item as? View, view !== root else { return nil }
            return result.frame(of: view)
        }
        let caption: String
        if let ignored = diagnostic.ignored {
            let written = ignored.constraint?.identifier ?? ignored.message
            let line = ignored.location.flatMap { $0.file == template.path && $0.line > 0 ? " (line \($0.line))" : nil } ?? ""
            let why = diagnostic.kind == .inconsistent ? "it conflicts with other required constraints" : "a number in it is unusable"
            caption = "Layout error: ignored \(written)\(line); \(why)"
        } else {
            caption = "Layout error: \(diagnostic.kind.rawValue) (see the error message)"
        }
        return ProblemMark(frames: frames, caption: caption)
    }
}
