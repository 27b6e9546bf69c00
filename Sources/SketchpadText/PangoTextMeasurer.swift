import CPangoCairo
import SketchpadLayout

/// Measures text with Pango (work in progress).
public final class PangoTextMeasurer {
    public init() {}
    var version: String { String(cString: pango_version_string()) }
}
