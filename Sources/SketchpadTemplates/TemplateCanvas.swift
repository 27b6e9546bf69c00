import SketchpadLayout
import SketchpadWidgets

/// What a template is drawn on: a device preset (by name; the renderer knows the presets) or a
/// plain canvas of a given size.
public enum TemplateCanvas: Hashable, Sendable {
    case device(String)
    case size(Size)
}
