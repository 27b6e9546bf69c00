import SketchpadLayout
import SketchpadWidgets

extension UIImage {
    /// A system symbol image of the icon set's size, with the baseline and alignment-rect insets
    /// iOS gives a symbol of that size (see `SymbolMetrics`); `symbol` nil draws a placeholder.
    convenience init(symbol: Icon?, named name: String, diagnostic: Diagnostic?) {
        let size = SymbolMetrics.defaultImageSize
        let metrics = SymbolMetrics(imageHeight: Double(size.height))
        self.init(path: nil, name: name, size: size, scale: CGFloat(SymbolMetrics.defaultScale), symbol: symbol,
                  symbolDiagnostic: diagnostic, alignmentRectInsets: UIEdgeInsets(metrics.alignmentRectInsets),
                  baselineOffsetFromBottom: CGFloat(metrics.baselineOffsetFromBottom))
    }
}
