import SketchpadLayout
import SketchpadWidgets

/// How much a constraint or a content priority matters: UIKit's `UILayoutPriority`, a `Float`
/// from 1 to 1000 where 1000 is required.
///
/// ```swift
/// let c = label.widthAnchor.constraint(equalToConstant: 100)
/// c.priority = UILayoutPriority(751)
/// label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    // `+`, `-`, `+=` and `-=` with a `Float` come from `_UIKitNumericRawRepresentable`, as in
    // UIKit's overlay: generic, so a project's own concrete operators win without ambiguity.

    /// The engine's priority (clamped to 1…1000, as Auto Layout treats values outside that range).
    var layoutPriority: LayoutPriority { LayoutPriority(Double(rawValue)) }

    init(layout priority: LayoutPriority) { self.init(Float(priority.rawValue)) }
}
