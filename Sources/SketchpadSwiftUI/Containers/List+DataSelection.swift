extension List {
    // As in SwiftUI, a list built from data with a selection wraps each row in an `HStack`
    // (`ForEach<Data, ID, HStack<RowContent>>`). A still has no selected row.

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    ///
    /// ```swift
    /// List(items, selection: $selected) { item in Text(item.name) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, HStack<RowContent>>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data) { element in HStack { rowContent(element) } } }
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, HStack<RowContent>>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data) { element in HStack { rowContent(element) } } }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    ///
    /// ```swift
    /// List(names, id: \.self, selection: $name) { Text($0) }
    /// ```
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data, id: id) { element in HStack { rowContent(element) } } }
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data, id: id) { element in HStack { rowContent(element) } } }
    }

    /// Creates a list that computes its views on demand over a constant range, optionally
    /// allowing users to select a single row.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data) { index in HStack { rowContent(index) } } }
    }

    /// Creates a list that computes its views on demand over a constant range, optionally
    /// allowing users to select multiple rows.
    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>> {
        self.init(selection: selection) { ForEach(data) { index in HStack { rowContent(index) } } }
    }
}
