import SketchpadLayout
import SketchpadWidgets

extension UIImage {
    /// A system symbol image sized for `configuration` (see ``UIImage/SymbolConfiguration``), with
    /// the baseline and alignment-rect insets iOS gives a symbol of that size and point size (see
    /// `SymbolMetrics`); `symbol` nil draws a placeholder.
    convenience init(symbol: Icon?, named name: String, diagnostic: Diagnostic?,
                     configuration: SymbolConfiguration = .unspecified) {
        let pointSize = configuration.resolvedPointSize
        let size = SymbolMetrics.imageSize(base: SymbolMetrics.baseImageSize(for: symbol), pointSize: pointSize, scale: configuration.scale)
        let metrics = SymbolMetrics(imageHeight: Double(size.height), pointSize: pointSize)
        self.init(path: nil, name: name, size: size, scale: CGFloat(SymbolMetrics.defaultScale), symbol: symbol,
                  symbolDiagnostic: diagnostic, alignmentRectInsets: UIEdgeInsets(metrics.alignmentRectInsets),
                  baselineOffsetFromBottom: CGFloat(metrics.baselineOffsetFromBottom), configuration: configuration)
    }
}
