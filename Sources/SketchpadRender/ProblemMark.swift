import SketchpadLayout
import SketchpadWidgets

/// A layout error drawn into a picture: the frames of the views concerned, outlined, and a caption
/// in a banner at the bottom of the canvas. `sketchpad render` draws one per layout error, so the
/// picture of a failed template says what is wrong with it (see `DisplayList.appendProblemMarks`).
///
/// ```swift
/// try list.appendProblemMarks([ProblemMark(frames: [box.frame], caption: "Layout error: ignored box.width == 50 (line 8)")],
///                             shapedBy: try PangoTextMeasurer())
/// ```
public struct ProblemMark: Hashable, Sendable {
    public var frames: [Rect]
    public var caption: String

    public init(frames: [Rect], caption: String) {
        self.frames = frames
        self.caption = caption
    }

    /// The colour of outlines and banners: the same in every theme, like the overlays.
    public static let color = Color(hex: 0xFF3B30)
    /// At most this many captions; more are summed up in one.
    public static let maximumCaptions = 3
}
