/// How a line that does not fit ends (UIKit's raw values). Stored; text is wrapped by words.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
