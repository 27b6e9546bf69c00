import SketchpadLayout
import SketchpadTemplates
import SketchpadWidgets

extension TemplateInstance {
    /// The error for a layout no format can draw (a frame a million points away, from a huge
    /// margin, spacing or constant): at the first view, in tree order, whose frame is out of range,
    /// where it is written; at the file when no view is (the drawing itself is).
    ///
    /// ```swift
    /// do { try list.validate() } catch { report.diagnostics.append(instance.undrawable(error, result: result)) }
    /// ```
    package func undrawable(_ error: any Error, result: LayoutResult) -> Diagnostic {
        let variantName = variant.name.isEmpty ? nil : variant.name
        let limit = DisplayList.maxCoordinate
        for entry in entries {
            guard let f = result.frame(of: entry.view),
                  [f.minX, f.minY, f.width, f.height].contains(where: { !$0.isFinite || abs($0) > limit }) else { continue }
            return Diagnostic(severity: .error, kind: .undrawable,
                              message: "the layout cannot be drawn: \(entry.view.debugName) is at \(f), beyond ±\(Int(limit)) pt — "
                                + "look for a huge margin, spacing or constant in its constraints",
                              location: entry.location, variant: variantName)
        }
        return Diagnostic(severity: .error, kind: .undrawable,
                          message: "the layout cannot be drawn: \(error) — look for a huge margin, spacing or constant",
                          location: SourceLocation(file: template.path, line: 0), variant: variantName)
    }
}
