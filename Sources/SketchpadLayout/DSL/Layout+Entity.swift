extension Layout {
    /// One element of a ``Layout``: a view, a space, a nested row or column, or a matched pair.
    public struct Entity {
        indirect enum Content {
            case view(View)
            case space(Dimension)
            case layout(axis: Axis, align: Alignment, entities: [Entity])
            case matchedPair(Entity, Entity, separator: Dimension, priority: LayoutPriority)
        }

        let content: Content
        /// The size along the axis of the enclosing layout (nil: decided by the neighbours and content).
        let length: Dimension?
        /// The size across the axis of the enclosing layout (nil: decided by the alignment and content).
        let breadth: Dimension?
        /// Whether ``breadth``'s ratio is of the entity's own length (an aspect ratio) instead of the box.
        let relative: Bool
        let location: SourceLocation

        /// A view, optionally with its length (along the layout's axis) and breadth (across it).
        /// With `relative: true` the breadth's ratio is of the view's own length: an aspect ratio.
        ///
        /// ```swift
        /// .view(left)
        /// .view(length: .equalTo(ratio: 0.75, constant: -6), left)
        /// .view(length: 120, breadth: .equalTo(ratio: 0.5), relative: true, thumbnail)   // 2:1
        /// ```
        public static func view(length: Dimension? = nil, breadth: Dimension? = nil, relative: Bool = false, _ view: View,
                                file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Entity {
            Entity(content: .view(view), length: length, breadth: breadth, relative: relative,
                   location: SourceLocation(fileID: file, line: line, column: column))
        }

        /// Empty space along the axis: ``Dimension/standardSpace`` (8) by default.
        ///
        /// ```swift
        /// .space()                          // 8
        /// .space(20)
        /// .space(.equalTo(ratio: 0.15))     // 15 % of the enclosing box
        /// .space(.fillRemaining)
        /// ```
        public static func space(_ dimension: Dimension = .standardSpace,
                                 file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Entity {
            Entity(content: .space(dimension), length: dimension, breadth: nil, relative: false,
                   location: SourceLocation(fileID: file, line: line, column: column))
        }

        /// A nested row (its box is a layout guide of the view).
        ///
        /// ```swift
        /// .horizontal(align: .trailing, .matchedPair(.view(left), .view(right)))
        /// ```
        public static func horizontal(align: Alignment = .fill, length: Dimension? = nil, breadth: Dimension? = nil,
                                      relative: Bool = false, _ entities: Entity...,
                                      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Entity {
            Entity(content: .layout(axis: .horizontal, align: align, entities: entities), length: length, breadth: breadth,
                   relative: relative, location: SourceLocation(fileID: file, line: line, column: column))
        }

        /// A nested column (its box is a layout guide of the view).
        ///
        /// ```swift
        /// .vertical(align: .leading, .view(title), .space(4), .view(subtitle))
        /// ```
        public static func vertical(align: Alignment = .fill, length: Dimension? = nil, breadth: Dimension? = nil,
                                    relative: Bool = false, _ entities: Entity...,
                                    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Entity {
            Entity(content: .layout(axis: .vertical, align: align, entities: entities), length: length, breadth: breadth,
                   relative: relative, location: SourceLocation(fileID: file, line: line, column: column))
        }

        /// Two entities of equal length (at `priority`) with `separator` between them.
        ///
        /// ```swift
        /// .matchedPair(.view(left), .view(right))
        /// ```
        public static func matchedPair(_ first: Entity, _ second: Entity, separator: Dimension = .standardSpace,
                                       priority: LayoutPriority = .required,
                                       file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Entity {
            Entity(content: .matchedPair(first, second, separator: separator, priority: priority), length: nil, breadth: nil,
                   relative: false, location: SourceLocation(fileID: file, line: line, column: column))
        }
    }
}
