/// A row or a column of views, spaces and nested rows and columns, written as one expression and
/// applied with ``View/applyLayout(_:)`` (CwlLayout, seed 000).
///
/// A layout is consistent by default: it makes every constraint its entities need, so nothing you
/// can leave out makes it inconsistent, and applying another layout replaces this one precisely.
///
/// ```swift
/// view.applyLayout(
///     .horizontal(align: .leading,
///         .horizontal(align: .trailing,
///             .matchedPair(.view(left), .view(right))
///         )
///     )
/// )
/// ```
///
/// ## The rules
///
/// Each layout arranges its entities in a box: the outermost layout's box is the view inset by
/// ``marginEdges`` (layout margins by default); a nested layout's box is a layout guide the layout
/// adds to the view. Every view of the layout becomes a subview of the view `applyLayout` is called on.
///
/// - **Along the axis** (leading → trailing for ``horizontal(align:marginEdges:_:file:line:column:)``,
///   top → bottom for ``vertical(align:marginEdges:_:file:line:column:)``), entities touch one after
///   another: the first starts at the box's start, the last ends at the box's end (required). Give
///   lengths with ``Entity/view(length:breadth:relative:_:file:line:column:)`` or separate entities
///   with ``Entity/space(_:file:line:column:)``; ``Dimension/fillRemaining`` spaces take what is left
///   (equally, when there are several).
/// - **Across the axis**, ``align`` places each entity: `.fill` pins both sides; `.leading`,
///   `.trailing` and `.center` pin one side (or the centre) and keep the other inside the box.
///   Across a horizontal layout, leading means top and trailing means bottom.
/// - **Sizes across the axis** of a non-`fill` alignment: a view without an explicit breadth is
///   pulled to fill the box at priority 249 (a view with an intrinsic size keeps it: hugging is 250 and
///   more); a nested layout is pulled at priority 50, weaker than its own views' pulls, so it hugs
///   its content. This is what makes the tallest of two bottom-aligned labels touch the top of
///   their row and leaves the rest of the view empty.
/// - The one thing a layout cannot decide for you: two entities along the axis that could both
///   stretch to take up the rest (say two labels with equal hugging priorities) leave the layout
///   ambiguous, and the engine says so. Give one a length, or add a ``Dimension/fillRemaining`` space.
/// - Ratios in a ``Dimension`` are of the box the entity is in (its length for a length, its
///   breadth for a breadth), or of the entity's own length for a `relative` breadth (aspect ratios).
public struct Layout {
    /// Where entities sit across the axis of their layout.
    public enum Alignment: Hashable, Sendable {
        /// Top in a row, leading edge in a column.
        case leading
        /// Bottom in a row, trailing edge in a column.
        case trailing
        /// Centred across the axis.
        case center
        /// Spanning the box across the axis.
        case fill
    }

    public let axis: Axis
    public let align: Alignment
    /// Which edges of the view the outermost box is inset by (layout margins, safe area or none).
    public let marginEdges: MarginEdges
    public let entities: [Entity]
    /// Where the layout was written (the location of the chain constraints it makes).
    public let location: SourceLocation

    public init(axis: Axis, align: Alignment = .fill, marginEdges: MarginEdges = .allLayout, entities: [Entity],
                location: SourceLocation) {
        self.axis = axis
        self.align = align
        self.marginEdges = marginEdges
        self.entities = entities
        self.location = location
    }

    /// A row: entities from leading to trailing.
    ///
    /// ```swift
    /// view.applyLayout(.horizontal(align: .center, .view(icon), .space(), .view(title)))
    /// ```
    public static func horizontal(align: Alignment = .fill, marginEdges: MarginEdges = .allLayout, _ entities: Entity...,
                                  file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Layout {
        Layout(axis: .horizontal, align: align, marginEdges: marginEdges, entities: entities,
               location: SourceLocation(fileID: file, line: line, column: column))
    }

    /// A column: entities from top to bottom.
    ///
    /// ```swift
    /// view.applyLayout(.vertical(.view(title), .space(20), .view(body), .space(.fillRemaining)))
    /// ```
    public static func vertical(align: Alignment = .fill, marginEdges: MarginEdges = .allLayout, _ entities: Entity...,
                                file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Layout {
        Layout(axis: .vertical, align: align, marginEdges: marginEdges, entities: entities,
               location: SourceLocation(fileID: file, line: line, column: column))
    }
}
