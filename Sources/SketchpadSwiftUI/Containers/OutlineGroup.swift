/// A structure that computes views and disclosure groups on demand from an underlying
/// collection of tree-structured, identified data. An element whose `children` is not nil
/// becomes a `DisclosureGroup` of its row and its children; the others are rows. A render
/// shows the tree as iOS first draws it: every group collapsed, so only the top-level rows, each
/// with a chevron when it has (or may have) children.
///
/// ```swift
/// struct FileItem: Identifiable {
///     let id: String
///     var children: [FileItem]? = nil
/// }
/// let tree = [FileItem(id: "Documents", children: [FileItem(id: "notes.txt")]), FileItem(id: "todo.txt")]
/// let outline = OutlineGroup(tree, children: \.children) { item in Text(item.id) }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    package let roots: [Data.Element]
    package let idOf: (Data.Element) -> ID
    package let childrenOf: (Data.Element) -> Data?
    package let content: (Data.Element) -> Leaf
    public typealias Body = Never
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
                             Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// Creates an outline group from a root data element and a key path to its children.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: { $0.id }, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements and a key path to its children.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: { $0.id }, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// Creates an outline group from a root data element, the key path to its identifier, and a key path to its children.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0[keyPath: id] }, children: children, content: content)
    }

    /// Creates an outline group from a collection of root data elements, the key path to a data
    /// element's identifier, and a key path to its children.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: Array(data), id: { $0[keyPath: id] }, children: children, content: content)
    }

    init(roots: [Data.Element], id: @escaping (Data.Element) -> ID, children: KeyPath<Data.Element, Data?>,
         content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.idOf = id
        self.childrenOf = { $0[keyPath: children] }
        self.content = content
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {}

extension OutlineGroup: PrimitiveView where Parent: View, Leaf: View, Subgroup: View {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let idOf = idOf, childrenOf = childrenOf, content = content
        let rows = roots.map { _OutlineRow(id: idOf($0), element: $0) }
        try context.resolve(ForEach(rows, id: \.id) { row in
            let element = row.element
            if let children = childrenOf(element) {
                // A non-nil collection, even empty, makes a group that can be disclosed (collapsed).
                DisclosureGroup {
                    OutlineSubgroupChildren(AnyView(OutlineGroup(roots: Array(children), idOf: idOf, childrenOf: childrenOf, content: content)))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }, into: &nodes)
    }

    private init(roots: [Data.Element], idOf: @escaping (Data.Element) -> ID, childrenOf: @escaping (Data.Element) -> Data?,
                 content: @escaping (Data.Element) -> Leaf) {
        self.roots = roots
        self.idOf = idOf
        self.childrenOf = childrenOf
        self.content = content
    }
}

/// A type-erased view representing the children in an outline subgroup: the content of the
/// `DisclosureGroup`s an `OutlineGroup` makes.
public struct OutlineSubgroupChildren: View {
    package let content: AnyView
    package init(_ content: AnyView) { self.content = content }
    public typealias Body = Never
}

extension OutlineSubgroupChildren: TypeErasedView {}

/// A row of an outline: its element and the element's identifier (which keys its state).
struct _OutlineRow<Element, ID: Hashable> {
    let id: ID
    let element: Element
}
