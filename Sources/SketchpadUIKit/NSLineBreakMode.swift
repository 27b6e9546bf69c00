import SketchpadWidgets

/// How a line that does not fit ends (UIKit's raw values). Labels truncate at the head, middle or
/// tail; the wrapping and clipping modes truncate at the tail (clipping is not drawn yet).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension NSLineBreakMode {
    /// Where Sketchpad's label puts the ellipsis for this mode (tail for the modes that wrap or clip).
    var truncation: TextTruncation {
        switch self {
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        case .byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping: return .tail
        }
    }
}
