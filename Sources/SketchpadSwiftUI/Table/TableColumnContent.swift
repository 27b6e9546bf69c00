import Foundation

/// One column of a table, type-erased: its title, its cell for a row and its width.
/// Built by ``TableColumn`` and read by ``Table``; not made by hand.
public struct _TableColumnSpec<RowValue> {
    package var title: AnyView
    package var cell: (RowValue) -> AnyView
    package var width: _TableColumnWidth = .flexible
}

/// How wide a table column is (`width(_:)` or `width(min:ideal:max:)`).
package enum _TableColumnWidth {
    case flexible
    case fixed(CGFloat)
    case range(min: CGFloat?, ideal: CGFloat?, max: CGFloat?)
}

/// A type used to represent columns within a table.
///
/// ```swift
/// Table(people) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Email", value: \.email).width(min: 120)
/// }
/// ```
@MainActor @preconcurrency public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of value of rows presented by this column content.
    associatedtype TableRowValue: Identifiable
    /// The type of sort comparator associated with this table column content.
    associatedtype TableColumnSortComparator: SortComparator

    /// The columns, in order, as the table lays them out.
    var _columns: [_TableColumnSpec<TableRowValue>] { get }
}

/// Columns whose widths are set by `width(_:)` or `width(min:ideal:max:)`.
public struct _TableColumnWidthModifier<Base: TableColumnContent>: TableColumnContent {
    public typealias TableRowValue = Base.TableRowValue
    public typealias TableColumnSortComparator = Base.TableColumnSortComparator
    package let base: Base
    package let width: _TableColumnWidth

    public var _columns: [_TableColumnSpec<TableRowValue>] {
        base._columns.map { var column = $0; column.width = width; return column }
    }
}

extension TableColumnContent {
    /// Sets a fixed width for a table column (`nil` keeps the default, flexible width).
    ///
    /// ```swift
    /// TableColumn("Age") { Text("\($0.age)") }.width(60)
    /// ```
    public func width(_ width: CGFloat? = nil) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _TableColumnWidthModifier(base: self, width: width.map { .fixed($0) } ?? .flexible)
    }

    /// Sets the minimum, ideal and maximum widths of a table column.
    ///
    /// ```swift
    /// TableColumn("Email", value: \.email).width(min: 120, ideal: 200)
    /// ```
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
        -> some TableColumnContent<TableRowValue, TableColumnSortComparator> {
        _TableColumnWidthModifier(base: self, width: .range(min: min, ideal: ideal, max: max))
    }
}

/// Several columns side by side, as a ``TableColumnBuilder`` block makes them.
public struct _TableColumnGroup<TableRowValue: Identifiable, TableColumnSortComparator: SortComparator>: TableColumnContent {
    public let _columns: [_TableColumnSpec<TableRowValue>]
}

/// A result builder that creates table column content from closures.
///
/// ```swift
/// Table(people) {
///     TableColumn("Name", value: \.name)
///     if showEmail { TableColumn("Email", value: \.email) }
/// }
/// ```
@MainActor @resultBuilder public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> [_TableColumnSpec<RowValue>] where C.TableRowValue == RowValue {
        column._columns
    }
    public static func buildBlock(_ columns: [_TableColumnSpec<RowValue>]...) -> [_TableColumnSpec<RowValue>] { columns.flatMap { $0 } }
    public static func buildOptional(_ columns: [_TableColumnSpec<RowValue>]?) -> [_TableColumnSpec<RowValue>] { columns ?? [] }
    public static func buildEither(first columns: [_TableColumnSpec<RowValue>]) -> [_TableColumnSpec<RowValue>] { columns }
    public static func buildEither(second columns: [_TableColumnSpec<RowValue>]) -> [_TableColumnSpec<RowValue>] { columns }
    public static func buildLimitedAvailability(_ columns: [_TableColumnSpec<RowValue>]) -> [_TableColumnSpec<RowValue>] { columns }
    public static func buildFinalResult(_ columns: [_TableColumnSpec<RowValue>]) -> _TableColumnGroup<RowValue, Sort> {
        _TableColumnGroup(_columns: columns)
    }
}
