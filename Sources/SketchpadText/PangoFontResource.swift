import CPangoCairo
import SketchpadDrawing

/// A font Pango chose for a run, kept alive for drawing: holds a reference to the `PangoFont`
/// and hands the painter its Cairo scaled font (the loaded face with the measurer's options:
/// no hinting, unrounded metrics, grey antialiasing).
///
/// `@unchecked Sendable`: the font is never changed after Pango makes it, its reference count is
/// atomic, and Cairo documents scaled fonts as safe to draw with from several threads.
public final class PangoFontResource: @unchecked Sendable {
    private let font: UnsafeMutablePointer<PangoFont>

    /// Takes a new reference to `font` (a `PangoFont *`).
    init(font: UnsafeMutablePointer<PangoFont>) {
        g_object_ref(UnsafeMutableRawPointer(font))
        self.font = font
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(font)) }

    /// The `cairo_scaled_font_t *` to draw with (owned by the font), or nil when Pango has none.
    @_spi(Render) public var scaledFont: OpaquePointer? {
        pango_cairo_font_get_scaled_font(OpaquePointer(font))
    }
}
