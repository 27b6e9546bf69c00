import Foundation

/// A column that displays a view for each row in a table.
///
/// ```swift
/// TableColumn("Given Name", value: \.givenName)
/// TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
/// TableColumn("Status") { person in Image(systemName: person.isActive ? "checkmark" : "xmark") }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    package let label: Label
    package let content: (RowValue) -> Content

    public var _columns: [_TableColumnSpec<RowValue>] {
        let content = self.content
        return [_TableColumnSpec(title: AnyView(label), cell: { AnyView(content($0)) })]
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// Creates an unsortable column with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(title), content: content)
    }

    /// Creates an unsortable column that displays a string property with a text label.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// Creates a sortable column that displays a string property and has a text label. (SwiftUI's default
    /// comparator is `.localizedStandard`, which Foundation on Linux lacks; a still never sorts, so it is unused.)
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
                comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(label: Text(titleKey), content: { Text(verbatim: $0[keyPath: value]) })
    }

    /// Creates a sortable column with a text label.
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                               @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
}
