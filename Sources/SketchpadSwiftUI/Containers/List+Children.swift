extension List where SelectionValue == Never {
    /// Creates a hierarchical list that computes its rows on demand from an underlying collection
    /// of identifiable data: an `OutlineGroup`, each row with children a collapsed disclosure row.
    ///
    /// ```swift
    /// List(folders, children: \.subfolders) { folder in Label(folder.name, systemImage: "folder") }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// Creates a hierarchical list that identifies its rows based on a key path to the identifier of the underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    /// Creates a hierarchical list that computes its rows on demand from an underlying collection
    /// of identifiable data, optionally allowing users to select a single row (none is selected in a still).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
            Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}
