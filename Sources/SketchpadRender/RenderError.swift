import SketchpadLayout
import SketchpadWidgets

/// Why a display list could not be rendered or written. Each case carries the offending value.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// A NaN or infinite number; `command` is the index in the display list (nil: the canvas).
    case nonFiniteGeometry(command: Int?, detail: String)
    /// Negative sizes, stroke widths or dash lengths, or unbalanced clips.
    case invalidGeometry(command: Int?, detail: String)
    /// The canvas is empty or negative.
    case invalidCanvasSize(width: Double, height: Double)
    /// The canvas exceeds `RenderLimits` at this scale.
    case canvasTooLarge(width: Double, height: Double, scale: Double, limit: String)
    /// The scale is not a finite number in `RenderLimits.scales`.
    case invalidScale(Double)
    /// Cairo reported an error.
    case cairo(status: String, during: String)
    /// libpng failed to encode the image.
    case pngEncoding(String)
    /// A PNG could not be read (an image view's file, or data handed to `RasterImage(png:)`).
    case imageUnreadable(path: String, reason: String)
    /// The output file could not be written; any previous file at `path` is untouched.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case .nonFiniteGeometry(let command, let detail):
            return "non-finite geometry\(command.map { " in draw command \($0)" } ?? ""): \(detail)"
        case .invalidGeometry(let command, let detail):
            return "invalid geometry\(command.map { " in draw command \($0)" } ?? ""): \(detail)"
        case .invalidCanvasSize(let w, let h):
            return "canvas size must be positive, got \(w)×\(h) pt"
        case .canvasTooLarge(let w, let h, let scale, let limit):
            func n(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }
            return "canvas \(n(w))×\(n(h)) pt at scale \(n(scale)) is too large (\(limit))"
        case .invalidScale(let scale):
            return "scale must be a finite number in \(RenderLimits.scales), got \(scale)"
        case .cairo(let status, let during):
            return "cairo error while \(during): \(status)"
        case .pngEncoding(let message):
            return "PNG encoding failed: \(message)"
        case .imageUnreadable(let path, let reason):
            return "cannot read image \(path): \(reason)"
        case .writeFailed(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
