/// How a label places its lines horizontally (used by the renderer; layout ignores it).
/// `natural` is leading: left in left-to-right scenes, right in right-to-left ones.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case natural, left, center, right, justified
}
