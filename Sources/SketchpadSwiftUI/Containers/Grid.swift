/// A container view that arranges other views in a two dimensional layout: `GridRow`s make
/// rows of cells, any other view a row of its own across every column.
///
/// Columns and rows are sized like a stack's children: the space offered (after spacing) goes
/// to the least flexible column first, a column being as wide as its widest cell; then the height
/// offered goes to the least flexible row first, a row being as tall as its tallest cell at its
/// columns' widths. A cell across several columns that
/// wants more widens them evenly; `gridCellUnsizedAxes(_:)` leaves a cell out of this sizing.
/// Cells are aligned in their space by the grid's alignment; a row's `alignment` overrides the
/// vertical one, `gridColumnAlignment(_:)` the horizontal one for a whole column, and
/// `gridCellAnchor(_:)` both for one cell.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Ada") }
///     Divider()
///     GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct Grid<Content: View>: View {
    package let alignment: Alignment
    package let horizontalSpacing: CGFloat?
    package let verticalSpacing: CGFloat?
    package let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
}

/// A horizontal row in a two dimensional grid container.
public struct GridRow<Content: View>: View {
    package let alignment: VerticalAlignment?
    package let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }
struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }
struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }
struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: max(1, count)) }

    /// Asks grid layouts not to offer the view extra size in the specified axes: the view does
    /// not count when the grid sizes its column (horizontal) or row (vertical), and takes the
    /// size the other cells give them (a divider across a grid does not widen it).
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Hello"); Image(systemName: "globe") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)
    ///     GridRow { Image(systemName: "hand.wave"); Text("World") }
    /// }
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { layoutValue(key: GridCellUnsizedAxesKey.self, value: axes) }

    /// Overrides the default horizontal alignment of the grid column that the view appears in:
    /// every cell of that column uses it (the grid's alignment applies to the other columns).
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Name").gridColumnAlignment(.trailing); Text("Ada") }
    ///     GridRow { Text("Born"); Text("1815") }
    /// }
    /// ```
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Specifies a custom alignment anchor for a view that acts as a grid cell: the point of the
    /// view at `anchor` goes to the same point of its cell, whatever the grid's, row's or
    /// column's alignment.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Color.red.frame(width: 60, height: 60); Color.blue.frame(width: 10, height: 10).gridCellAnchor(.topTrailing) }
    /// }
    /// ```
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { layoutValue(key: GridCellAnchorKey.self, value: anchor) }
}

extension GridRow: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var inner = context
        inner.stackAxis = .horizontal
        nodes.append(GridRowNode(cells: try inner.resolve(content), alignment: alignment, environment: context.environment))
    }
}

extension Grid: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var inner = context
        inner.stackAxis = nil
        let rows = try inner.resolve(content)
        nodes.append(LayoutContainerNode(layout: _GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                                             verticalSpacing: verticalSpacing),
                                         nodes: rows, environment: context.environment))
    }
}

/// A row of a grid: its cells are laid out by the grid.
package final class GridRowNode: LayoutNode, ContainerMarker, @unchecked Sendable {
    let cells: [LayoutNode]
    let alignment: VerticalAlignment?

    init(cells: [LayoutNode], alignment: VerticalAlignment?, environment: EnvironmentValues) {
        self.cells = cells
        self.alignment = alignment
        super.init(environment: environment)
    }

    package override var children: [LayoutNode] { cells }
}

/// The layout of ``Grid``.
public struct _GridLayout: Layout {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    public typealias AnimatableData = EmptyAnimatableData

    /// A cell: its node, first column, column count (0: a view outside a `GridRow`, across
    /// every column) and the axes it does not size.
    private struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let unsized: Axis.Set
    }

    /// Each row's cells; the number of columns; each column's alignment set by a cell in it.
    private func table(_ subviews: Subviews) -> (rows: [[Cell]], columns: Int, columnAlignments: [Int: HorizontalAlignment]) {
        var columns = 1
        var rows: [[Cell]] = []
        var columnAlignments: [Int: HorizontalAlignment] = [:]
        func unsized(_ node: LayoutNode) -> Axis.Set {
            node.layoutValues[ObjectIdentifier(GridCellUnsizedAxesKey.self)] as? Axis.Set ?? []
        }
        for row in subviews.map(\.node) {
            if let row = row as? GridRowNode {
                var column = 0
                var cells: [Cell] = []
                for cell in row.cells {
                    let span = cell.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] as? Int ?? 1
                    if columnAlignments[column] == nil,
                       let guide = cell.layoutValues[ObjectIdentifier(GridColumnAlignmentKey.self)] as? HorizontalAlignment {
                        columnAlignments[column] = guide  // the first cell that sets it, in reading order
                    }
                    cells.append(Cell(node: cell, column: column, span: span, unsized: unsized(cell)))
                    column += span
                }
                columns = max(columns, column)
                rows.append(cells)
            } else {
                rows.append([Cell(node: row, column: 0, span: 0, unsized: unsized(row))])
            }
        }
        return (rows, columns, columnAlignments)
    }

    /// The width of the columns a cell covers, with the spacing between them.
    private func width(of cell: Cell, _ widths: [CGFloat], hGap: CGFloat) -> CGFloat {
        let end = cell.span == 0 ? widths.count : min(widths.count, cell.column + cell.span)
        let covered = max(1, end - cell.column)
        return widths[cell.column..<end].reduce(0, +) + hGap * CGFloat(covered - 1)
    }

    private func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (widths: [CGFloat], heights: [CGFloat], hGap: CGFloat, vGap: CGFloat) {
        let (rows, columns, _) = table(subviews)
        let cells = rows.flatMap { $0 }
        let hGap = horizontalSpacing ?? ViewSpacing.defaultValue, vGap = verticalSpacing ?? ViewSpacing.defaultValue
        // A column is as wide as its widest one-column cell, leaving out those unsized across.
        func columnWidth(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            cells.filter { $0.column == c && $0.span == 1 && !$0.unsized.contains(.horizontal) }
                .map { $0.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        // Columns share the width as a stack's children do: least flexible first.
        var widths = Self.share(proposal.width, count: columns, gap: hGap, length: columnWidth)
        // A cell across several columns (a divider between rows, say) that wants more than they
        // give widens them, evenly; unless it is unsized across.
        for cell in cells where cell.span != 1 && !cell.unsized.contains(.horizontal) {
            let end = cell.span == 0 ? columns : min(columns, cell.column + cell.span)
            let covered = width(of: cell, widths, hGap: hGap)
            let offer = cell.span == 0 ? proposal.width : covered
            let wanted = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            if wanted > covered, end > cell.column {
                let extra = (wanted - covered) / CGFloat(end - cell.column)
                for c in cell.column..<end { widths[c] += extra }
            }
        }
        // A row is as tall as its tallest cell at its columns' widths, leaving out those unsized down.
        func rowHeight(_ r: Int, _ offer: CGFloat?) -> CGFloat {
            rows[r].filter { !$0.unsized.contains(.vertical) }.map { cell -> CGFloat in
                cell.node.sizeThatFits(ProposedViewSize(width: width(of: cell, widths, hGap: hGap), height: offer)).height
            }.max() ?? 0
        }
        // Rows share the height the same way (so a row of colours fills what the others leave).
        let heights = Self.share(proposal.height, count: rows.count, gap: vGap, length: rowHeight)
        return (widths, heights, hGap, vGap)
    }

    /// The lengths of `count` columns (or rows) sharing `offer` as a stack's children do: each
    /// `length(i, nil)` (its ideal) when nothing is offered, else least flexible first, each offered
    /// an equal part of what is left and taking at least its minimum.
    private static func share(_ offer: CGFloat?, count: Int, gap: CGFloat, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        var lengths = (0..<count).map { length($0, nil) }
        guard let offer, count > 0 else { return lengths }
        var remaining = offer - gap * CGFloat(count - 1)
        let flexibility = (0..<count).map { length($0, .infinity) - length($0, 0) }
        var order = Array(0..<count)
        order.sort { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        var left = count
        for i in order {
            let part = max(0, remaining / CGFloat(left))
            lengths[i] = max(length(i, 0), length(i, part))
            remaining -= lengths[i]
            left -= 1
        }
        return lengths
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (widths, heights, hGap, vGap) = sizes(proposal, subviews)
        return CGSize(width: widths.reduce(0, +) + hGap * CGFloat(max(0, widths.count - 1)),
                      height: heights.reduce(0, +) + vGap * CGFloat(max(0, heights.count - 1)))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (widths, heights, hGap, vGap) = sizes(proposal, subviews)
        let (rows, columns, columnAlignments) = table(subviews)
        let totalWidth = widths.reduce(0, +) + hGap * CGFloat(max(0, columns - 1))
        var y = bounds.minY
        for (r, row) in rows.enumerated() {
            let rowNode = subviews[r].node
            if let rowNode = rowNode as? GridRowNode {
                rowNode.place(in: CGRect(x: bounds.minX, y: y, width: totalWidth, height: heights[r]), proposal: ProposedViewSize(width: totalWidth, height: heights[r]))
            }
            // A cell's anchor beats its column's alignment and its row's, which beat the grid's.
            let vertical = (rowNode as? GridRowNode)?.alignment ?? alignment.vertical
            for cell in row {
                let x = bounds.minX + widths[..<cell.column].reduce(0, +) + hGap * CGFloat(cell.column)
                let space = CGRect(x: x, y: y, width: width(of: cell, widths, hGap: hGap), height: heights[r])
                let offer = ProposedViewSize(space.size)
                let size = cell.node.sizeThatFits(offer)
                let origin: CGPoint
                if let anchor = cell.node.layoutValues[ObjectIdentifier(GridCellAnchorKey.self)] as? UnitPoint {
                    origin = CGPoint(x: space.minX + (space.width - size.width) * anchor.x,
                                     y: space.minY + (space.height - size.height) * anchor.y)
                } else {
                    let horizontal = cell.span == 0 ? alignment.horizontal : columnAlignments[cell.column] ?? alignment.horizontal
                    origin = aligned(cell.node, size: size, proposal: offer, in: space,
                                     alignment: Alignment(horizontal: horizontal, vertical: vertical))
                }
                cell.node.place(in: CGRect(origin: origin, size: size), proposal: offer)
            }
            y += heights[r] + vGap
        }
    }
}
