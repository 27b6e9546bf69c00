/// A structure that computes views on demand from an underlying collection of identified data.
///
/// ```swift
/// ForEach(0..<3) { i in Text("Row \(i)") }
/// ForEach(people) { person in Text(person.name) }          // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    package let idOf: (Data.Element) -> ID
    public typealias Body = Never
}

extension ForEach: View where Content: View {
    /// Creates an instance that identifies its views by the key path `id` of each element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    /// Creates an instance that computes views on demand over a collection of `Identifiable` data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates an instance that computes views on demand over a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach where Content: View {
    /// Creates an instance over a binding to a collection, passing each element's binding.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        let collection = data.wrappedValue
        self.data = collection.indices.lazy.map { ($0, collection[$0].id) }
        self.content = { pair in content(data[pair.0]) }
        self.idOf = { $0.1 }
    }
}
