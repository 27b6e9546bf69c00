import SketchpadLayout
import SketchpadWidgets

/// Explanations drawn over a mockup, each switched on by itself.
///
/// ```swift
/// try scene.render(to: "login-debug.png", overlays: [.frames, .layoutMargins, .baselines])
/// try scene.render(to: "login-all.png", overlays: .all)
/// ```
public struct Overlays: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// An outline around every visible view.
    public static let frames = Overlays(rawValue: 1 << 0)
    /// Tinted bands between the edges and the layout margins of each view that has subviews.
    public static let layoutMargins = Overlays(rawValue: 1 << 1)
    /// Dashed outlines of the safe area, readable content and custom layout guides.
    public static let layoutGuides = Overlays(rawValue: 1 << 2)
    /// A line at each text's first baseline (and a dashed one at the last, when it differs).
    public static let baselines = Overlays(rawValue: 1 << 3)
    /// A tag with each view's id just outside its frame (above it, else below or beside it), so
    /// it never covers the view's content; a view that fills the canvas is named in the legend.
    public static let viewIDs = Overlays(rawValue: 1 << 4)

    /// Layout errors a picture can still show (conflicting required constraints, unusable
    /// numbers), marked over everything else: the views concerned outlined and the constraint
    /// left out named in a banner at the bottom. `sketchpad render` always
    /// draws them, and so do ``Scene``'s `render`, `data` and `displayList` unless given overlays
    /// without them, so a broken layout looks the same from every front end.
    public static let problems = Overlays(rawValue: 1 << 5)

    /// The overlays that explain a layout (not ``problems``, which mark a broken one).
    public static let all: Overlays = [.frames, .layoutMargins, .layoutGuides, .baselines, .viewIDs]

    /// The overlay called `name` (`frames`, `margins`/`layoutMargins`, `guides`/`layoutGuides`,
    /// `baselines`, `ids`/`viewIDs`, `all`), or nil.
    public init?(name: String) {
        switch name.lowercased() {
        case "frames": self = .frames
        case "margins", "layoutmargins": self = .layoutMargins
        case "guides", "layoutguides": self = .layoutGuides
        case "baselines": self = .baselines
        case "ids", "viewids": self = .viewIDs
        case "all": self = .all
        default: return nil
        }
    }

    /// The colours overlays are drawn in: bright, each kind its own hue, and the same in every
    /// theme, so they read as annotations rather than design. The legend under an overlaid
    /// picture shows them.
    package enum Palette {
        public static let frame = Color(hex: 0xFF2D55, alpha: 0.85)
        public static let margin = Color(hex: 0xFF9500, alpha: 0.28)
        public static let safeArea = Color(hex: 0x34C759)
        public static let readableContent = Color(hex: 0x007AFF)
        public static let customGuide = Color(hex: 0xAF52DE)
        /// Baselines are teal, a hue no other overlay uses (they were red beside the red frames);
        /// the last baseline is dashed.
        public static let firstBaseline = Color(hex: 0x00A99D)
        public static let lastBaseline = Color(hex: 0x00A99D)
        public static let idBackground = Color(hex: 0x1C1C1E, alpha: 0.8)
        public static let idText = Color(hex: 0xFFFFFF)
        public static let legendBackground = Color(hex: 0xF2F2F7)
        public static let legendText = Color(hex: 0x3A3A3C)
    }
}
