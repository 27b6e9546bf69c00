extension Layout {
    /// A length or breadth in a ``Layout``: `relation` `ratio × reference + constant` at `priority`,
    /// where the reference is the size of the enclosing box (or the entity's own length, for a
    /// `relative` breadth). A number literal is a constant: `.space(20)`, `.view(length: 44, title)`.
    ///
    /// ```swift
    /// .view(length: .equalTo(ratio: 0.75, constant: -0.75 * 8), left)   // 75 % of the row, less 6
    /// .space(.equalTo(ratio: 0.15))                                      // 15 % of the column
    /// .view(length: .lessThanOrEqualTo(constant: 200, priority: .defaultHigh), field)
    /// ```
    public struct Dimension: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        public var ratio: Double
        public var constant: Double
        public var relation: LayoutRelation
        public var priority: LayoutPriority
        /// Set on ``fillRemaining``: such spaces of one layout are also made equal to each other.
        public var fillsRemaining: Bool

        public init(ratio: Double = 0, constant: Double = 0, relation: LayoutRelation = .equal,
                    priority: LayoutPriority = .required, fillsRemaining: Bool = false) {
            self.ratio = ratio
            self.constant = constant
            self.relation = relation
            self.priority = priority
            self.fillsRemaining = fillsRemaining
        }

        public init(floatLiteral value: Double) { self.init(constant: value) }
        public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

        /// `== ratio × reference + constant`.
        public static func equalTo(ratio: Double = 0, constant: Double = 0, priority: LayoutPriority = .required) -> Dimension {
            Dimension(ratio: ratio, constant: constant, relation: .equal, priority: priority)
        }

        /// `<= ratio × reference + constant`.
        public static func lessThanOrEqualTo(ratio: Double = 0, constant: Double = 0, priority: LayoutPriority = .required) -> Dimension {
            Dimension(ratio: ratio, constant: constant, relation: .lessThanOrEqual, priority: priority)
        }

        /// `>= ratio × reference + constant`.
        public static func greaterThanOrEqualTo(ratio: Double = 0, constant: Double = 0, priority: LayoutPriority = .required) -> Dimension {
            Dimension(ratio: ratio, constant: constant, relation: .greaterThanOrEqual, priority: priority)
        }

        /// The standard space between neighbours, 8 points (``StackView/standardSpacing``).
        public static let standardSpace = Dimension(constant: StackView.standardSpacing)

        /// Whatever is left of the box (at least 0); several such spaces in one layout share it equally.
        ///
        /// ```swift
        /// .vertical(align: .center, .space(.fillRemaining), .view(spinner), .space(.fillRemaining))
        /// ```
        public static let fillRemaining = Dimension(relation: .greaterThanOrEqual, fillsRemaining: true)
    }
}
