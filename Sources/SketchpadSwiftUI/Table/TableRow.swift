/// A type used to represent table rows.
///
/// ```swift
/// Table(of: Person.self) {
///     TableColumn("Name", value: \.name)
/// } rows: {
///     TableRow(me)
///     TableRow(you)
/// }
/// ```
@MainActor @preconcurrency public protocol TableRowContent<TableRowValue> {
    /// The type of value represented by this table row content.
    associatedtype TableRowValue: Identifiable
    /// The row values, in order.
    var _rowValues: [TableRowValue] { get }
}

/// A row that represents a data value in a table.
///
/// ```swift
/// TableRow(person)
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    package let value: Value

    /// Creates a table row for the given value.
    public init(_ value: Value) { self.value = value }

    public var _rowValues: [Value] { [value] }
}

/// A table row content that computes its rows from a collection of identifiable data.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    package let data: Data
    public var _rowValues: [Data.Element] { Array(data) }
}

/// Several rows, as a ``TableRowBuilder`` block makes them.
public struct _TableRowGroup<TableRowValue: Identifiable>: TableRowContent {
    public let _rowValues: [TableRowValue]
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public var _rowValues: [Content.TableRowValue] { data.flatMap { content($0)._rowValues } }

    /// Creates table rows from a collection of identifiable data.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

/// A result builder that creates table row content from closures.
///
/// ```swift
/// Table(of: Person.self) { TableColumn("Name", value: \.name) } rows: {
///     TableRow(me)
///     ForEach(friends) { TableRow($0) }
/// }
/// ```
@MainActor @resultBuilder public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<R: TableRowContent>(_ rows: R) -> [Value] where R.TableRowValue == Value { rows._rowValues }
    public static func buildBlock(_ rows: [Value]...) -> [Value] { rows.flatMap { $0 } }
    public static func buildOptional(_ rows: [Value]?) -> [Value] { rows ?? [] }
    public static func buildEither(first rows: [Value]) -> [Value] { rows }
    public static func buildEither(second rows: [Value]) -> [Value] { rows }
    public static func buildArray(_ rows: [[Value]]) -> [Value] { rows.flatMap { $0 } }
    public static func buildFinalResult(_ rows: [Value]) -> _TableRowGroup<Value> { _TableRowGroup(_rowValues: rows) }
}
