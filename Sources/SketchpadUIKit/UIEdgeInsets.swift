import SketchpadLayout
import SketchpadWidgets

/// Insets by absolute side (UIKit's `UIEdgeInsets`).
///
/// ```swift
/// view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// let inner = view.bounds.inset(by: view.layoutMargins)
/// ```
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()

    init(_ insets: EdgeInsets) {
        self.init(top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }

    var edgeInsets: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
    }
}
