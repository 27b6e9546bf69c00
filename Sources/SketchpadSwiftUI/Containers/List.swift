/// A container that presents rows of data arranged in a single column, optionally providing
/// the ability to select one or more members. Laid out as iOS draws it in the environment's list
/// style (inset grouped by default): see `ListNode` for the metrics. It takes all the space
/// offered and draws the part of its rows that fits (the top of the scrolled content).
///
/// ```swift
/// List {
///     Section("Fruits") {
///         ForEach(fruits, id: \.self) { Text($0) }
///     }
/// }
/// List(people) { person in Text(person.name) }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
    package let content: Content

    /// Creates a list with the given content that supports selecting a single row that cannot be deselected.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a list with the given content that supports selecting a single row.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a list with the given content that supports selecting multiple rows.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a list that computes its rows on demand from an underlying collection of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the underlying data.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

extension List: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try resolveList(content, style: context.environment.listStyle, in: context, into: &nodes)
    }
}

extension PrimitiveView {
    /// Resolves `content` as the rows and sections of a list in `style` and appends the list's node.
    package func resolveList<C: View>(_ content: C, style: _ListStyleKind, in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let kind: _ListStyleKind = style == .automatic ? .insetGrouped : style
        var inner = context.child(41)
        inner.stackAxis = nil
        inner.environment.isInList = true
        inner.environment.listStyle = kind
        if context.environment.initialScroll.target != nil { inner.environment.collectsScrollTargetIDs = true }
        let resolved = try inner.resolve(content)
        // Rows outside any section make sections of their own, between the sections around them.
        var sections: [SectionNode] = []
        var loose: [LayoutNode] = []
        func flush() {
            if !loose.isEmpty { sections.append(SectionNode(header: nil, rows: loose, footer: nil, environment: inner.environment)) }
            loose = []
        }
        for node in resolved {
            if let section = node as? SectionNode { flush(); sections.append(section) } else { loose.append(node) }
        }
        flush()
        nodes.append(try ListNode(sections: sections, style: kind, context: inner))
    }
}

/// A container for grouping controls used for data entry, such as in settings or inspectors:
/// on iOS, a list in the inset grouped style.
///
/// ```swift
/// Form {
///     Section("Profile") { TextField("Name", text: $name) }
///     Section { Toggle("Notifications", isOn: $notify) }
/// }
/// ```
public struct Form<Content: View>: View {
    package let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
}

extension Form: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try resolveList(content, style: .insetGrouped, in: context, into: &nodes)
    }
}

/// The appearance of a form (grouped on iOS, whichever is asked).
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }

extension View {
    /// Sets the style for forms in a view hierarchy (iOS draws every form grouped).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
