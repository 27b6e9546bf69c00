import CPangoCairo
import SketchpadLayout
import SketchpadText

/// The draw commands between layout and Cairo (work in progress).
public struct DisplayList {
    public init() {}
}
