import SketchpadLayout
import SketchpadWidgets

/// A constraint written as text, parsed but not yet bound to views:
/// `first.attribute RELATION multiplier × second.attribute + constant @priority`.
///
/// ```swift
/// let e = try EquationParser.parse("left.width == 0.75 * root.width - 6 @750")
/// e.first.path        // ["left", "width"]
/// e.multiplier        // 0.75
/// e.constant          // -6
/// ```
public struct Equation: Hashable, Sendable {
    /// An anchor as written: `title.top`, `root.margins.leading`, `safeArea.top`.
    public struct Anchor: Hashable, Sendable {
        /// The dotted names before the attribute (`["root", "margins"]`).
        public var path: [String]
        public var attribute: LayoutAttribute
        /// 1-based column of the anchor's first character in the equation string.
        public var column: Int
        public var description: String { (path + [attribute.rawValue]).joined(separator: ".") }
    }

    public var first: Anchor
    public var relation: LayoutRelation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    /// nil: required.
    public var priority: LayoutPriority?
}

/// A syntax error in an equation, at a 1-based column of the string.
public struct EquationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var column: Int
    public var message: String
    public var description: String { "column \(column): \(message)" }
}
