import SketchpadWidgets

/// How a line that does not fit ends (UIKit's raw values). Labels truncate at the head, middle or
/// tail with an ellipsis; the wrapping modes drop the lines that do not fit (a one-line label shows
/// the words or characters that fit); clipping cuts the text at the label's edge.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension NSLineBreakMode {
    /// How Sketchpad's label cuts text for this mode.
    var truncation: TextTruncation {
        switch self {
        case .byTruncatingHead: return .head
        case .byTruncatingMiddle: return .middle
        case .byTruncatingTail: return .tail
        case .byWordWrapping: return .wordWrap
        case .byCharWrapping: return .charWrap
        case .byClipping: return .clip
        }
    }
}
