import SketchpadLayout
import SketchpadTemplates
import SketchpadWidgets

extension TemplateInstance {
    /// `path:line:col: error: …` for a layout no format can draw (a frame a million points away,
    /// from a huge margin, spacing or constant): at the first view, in tree order, whose frame is
    /// out of range, where it is written; at the file when no view is (the drawing itself is).
    ///
    /// ```swift
    /// do { try list.validate() } catch { print(instance.describeUndrawable(error, result: result)) }
    /// ```
    public func describeUndrawable(_ error: any Error, result: LayoutResult) -> String {
        let limit = DisplayList.maxCoordinate
        for entry in entries {
            guard let f = result.frame(of: entry.view),
                  [f.minX, f.minY, f.width, f.height].contains(where: { !$0.isFinite || abs($0) > limit }) else { continue }
            let at = entry.location
            return "\(at.file):\(at.line):\(max(1, at.column)): error: the layout cannot be drawn: \(entry.view.debugName) is at \(f), "
                + "beyond ±\(Int(limit)) pt — look for a huge margin, spacing or constant in its constraints"
        }
        return "\(template.path): error: the layout cannot be drawn: \(error) — look for a huge margin, spacing or constant"
    }
}
