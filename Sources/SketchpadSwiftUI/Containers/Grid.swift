/// A container view that arranges other views in a two dimensional layout: `GridRow`s make
/// rows of cells, any other view a row of its own across every column.
///
/// Columns and rows are sized like a stack's children: the space offered (after spacing) goes
/// to the least flexible column first, a column being as wide as its widest cell; then each row
/// is as tall as its tallest cell at its columns' widths. Cells are aligned in their space by the
/// grid's alignment (a row's `alignment` overrides the vertical one).
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

extension View {
    /// Tells a view that acts as a cell in a grid to span the specified number of columns.
    public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: max(1, count)) }

    /// Asks grid layouts not to offer the view extra size in the specified axes (it takes its
    /// ideal size there: a divider across a grid does not widen it).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { modifier(_TraitWritingModifier { _ in }) }

    /// Overrides the default horizontal alignment of the grid column that the view appears in
    /// (the grid's alignment applies here).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { modifier(_TraitWritingModifier { _ in }) }
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

    /// Each row's cells with their first column and column count; the number of columns.
    private func table(_ subviews: Subviews) -> (rows: [[(node: LayoutNode, column: Int, span: Int)]], columns: Int) {
        var columns = 1
        var rows: [[(node: LayoutNode, column: Int, span: Int)]] = []
        for row in subviews.map(\.node) {
            if let row = row as? GridRowNode {
                var column = 0
                var cells: [(node: LayoutNode, column: Int, span: Int)] = []
                for cell in row.cells {
                    let span = cell.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] as? Int ?? 1
                    cells.append((cell, column, span))
                    column += span
                }
                columns = max(columns, column)
                rows.append(cells)
            } else {
                rows.append([(row, 0, 0)])  // spans every column (0: all)
            }
        }
        return (rows, columns)
    }

    private func sizes(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (widths: [CGFloat], heights: [CGFloat], hGap: CGFloat, vGap: CGFloat) {
        let (rows, columns) = table(subviews)
        let hGap = horizontalSpacing ?? ViewSpacing.defaultValue, vGap = verticalSpacing ?? ViewSpacing.defaultValue
        func columnWidth(_ c: Int, _ offer: CGFloat?) -> CGFloat {
            rows.flatMap { $0 }.filter { $0.column == c && $0.span == 1 }
                .map { $0.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
        }
        var widths = (0..<columns).map { columnWidth($0, nil) }
        if let width = proposal.width {
            // Columns share the width as a stack's children do: least flexible first.
            var remaining = width - hGap * CGFloat(columns - 1)
            let flexibility = (0..<columns).map { columnWidth($0, .infinity) - columnWidth($0, 0) }
            var order = Array(0..<columns)
            order.sort { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
            var left = columns
            for c in order {
                let share = max(0, remaining / CGFloat(left))
                widths[c] = max(columnWidth(c, 0), columnWidth(c, share))
                remaining -= widths[c]
                left -= 1
            }
        }
        let totalWidth = widths.reduce(0, +) + hGap * CGFloat(max(0, columns - 1))
        let heights = rows.map { row in
            row.map { cell -> CGFloat in
                let width = cell.span == 0 ? totalWidth
                    : widths[cell.column..<min(columns, cell.column + cell.span)].reduce(0, +) + hGap * CGFloat(cell.span - 1)
                return cell.node.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
            }.max() ?? 0
        }
        return (widths, heights, hGap, vGap)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (widths, heights, hGap, vGap) = sizes(proposal, subviews)
        return CGSize(width: widths.reduce(0, +) + hGap * CGFloat(max(0, widths.count - 1)),
                      height: heights.reduce(0, +) + vGap * CGFloat(max(0, heights.count - 1)))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (widths, heights, hGap, vGap) = sizes(proposal, subviews)
        let (rows, columns) = table(subviews)
        let totalWidth = widths.reduce(0, +) + hGap * CGFloat(max(0, columns - 1))
        var y = bounds.minY
        for (r, row) in rows.enumerated() {
            let rowNode = subviews[r].node
            if let rowNode = rowNode as? GridRowNode {
                rowNode.place(in: CGRect(x: bounds.minX, y: y, width: totalWidth, height: heights[r]), proposal: ProposedViewSize(width: totalWidth, height: heights[r]))
            }
            let vertical = (rowNode as? GridRowNode)?.alignment ?? alignment.vertical
            for cell in row {
                let x = bounds.minX + widths[..<cell.column].reduce(0, +) + hGap * CGFloat(cell.column)
                let width = cell.span == 0 ? totalWidth
                    : widths[cell.column..<min(columns, cell.column + cell.span)].reduce(0, +) + hGap * CGFloat(cell.span - 1)
                let space = CGRect(x: x, y: y, width: width, height: heights[r])
                let offer = ProposedViewSize(width: width, height: heights[r])
                let size = cell.node.sizeThatFits(offer)
                let origin = aligned(cell.node, size: size, proposal: offer, in: space,
                                     alignment: Alignment(horizontal: alignment.horizontal, vertical: vertical))
                cell.node.place(in: CGRect(origin: origin, size: size), proposal: offer)
            }
            y += heights[r] + vGap
        }
    }
}
