import Foundation

/// A container that presents rows of data arranged in one or more columns.
///
/// As on iOS, a table in a compact horizontal size class (an iPhone) shows only its first column,
/// as a plain list; in a regular one (an iPad) it shows a header with every column's title above
/// rows with every column. Selection and sort order are stored (a still shows no selection; the
/// rows are drawn in the order given, as SwiftUI leaves sorting to the app).
///
/// ```swift
/// Table(people, sortOrder: $sortOrder) {
///     TableColumn("Given Name", value: \.givenName)
///     TableColumn("Family Name", value: \.familyName)
///     TableColumn("E-Mail Address", value: \.emailAddress).width(min: 160)
/// }
/// ```
public struct Table<Value, Rows, Columns>: View where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
    Columns.TableRowValue == Value {
    package let rows: Rows
    package let columns: Columns
    /// The table's sort order, as given (empty when none was bound).
    package let sortOrder: [any SortComparator]

    public typealias Body = Never
}

extension Table {
    /// Creates a table with the given columns and rows (`Table(of:columns:rows:)`).
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), sortOrder: [])
    }

    /// Creates a table with the given columns and rows that supports selecting zero or one row.
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), sortOrder: [])
    }

    /// Creates a table with the given columns and rows that supports selecting multiple rows.
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
                @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), sortOrder: [])
    }

    /// Creates a sortable table with the given columns and rows.
    public init<Sort: SortComparator>(of valueType: Value.Type, sortOrder: Binding<[Sort]>,
                                      @TableColumnBuilder<Value, Sort> columns: () -> Columns,
                                      @TableRowBuilder<Value> rows: () -> Rows) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), sortOrder: sortOrder.wrappedValue)
    }
}

extension Table {
    /// Creates a table that computes its rows based on a collection of identifiable data.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: [])
    }

    /// Creates a table that computes its rows from identifiable data and supports selecting zero or one row.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: [])
    }

    /// Creates a table that computes its rows from identifiable data and supports selecting multiple rows.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: [])
    }

    /// Creates a sortable table that computes its rows from identifiable data.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: sortOrder.wrappedValue)
    }

    /// Creates a sortable table from identifiable data that supports selecting zero or one row.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Value.ID?>,
                                                                    sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: sortOrder.wrappedValue)
    }

    /// Creates a sortable table from identifiable data that supports selecting multiple rows.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                                                    sortOrder: Binding<[Sort]>,
                                                                    @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(rows: TableForEachContent(data: data), columns: columns(), sortOrder: sortOrder.wrappedValue)
    }
}

extension Table: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let values = rows._rowValues
        let columns = self.columns._columns
        guard let first = columns.first else { return try resolveList(EmptyView(), style: .plain, in: context, into: &nodes) }
        if context.environment.horizontalSizeClass != .regular {
            // iOS: "In a compact horizontal size class environment, a table shows only its first column" (as a list).
            let list = ForEach(values.indices, id: \.self) { first.cell(values[$0]) }
            return try resolveList(list, style: .plain, in: context, into: &nodes)
        }
        let table = Section {
            ForEach(values.indices, id: \.self) { index in
                HStack(spacing: 8) {
                    ForEach(columns.indices, id: \.self) { column in
                        columns[column].cell(values[index]).tableColumnWidth(columns[column].width)
                    }
                }
            }
        } header: {
            HStack(spacing: 8) {
                ForEach(columns.indices, id: \.self) { column in
                    columns[column].title.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
                        .tableColumnWidth(columns[column].width)
                }
            }
        }
        try resolveList(table, style: .plain, in: context, into: &nodes)
    }
}

extension View {
    /// Frames a table cell or title at its column's width, leading-aligned; flexible columns share the rest equally.
    fileprivate func tableColumnWidth(_ width: _TableColumnWidth) -> some View {
        switch width {
        case .flexible: frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)
        case .fixed(let width): frame(minWidth: width, maxWidth: width, alignment: .leading)
        case .range(let min, let ideal, let max): frame(minWidth: min ?? 0, idealWidth: ideal, maxWidth: max ?? .infinity, alignment: .leading)
        }
    }
}
