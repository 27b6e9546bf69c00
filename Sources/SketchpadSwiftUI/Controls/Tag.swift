import SketchpadWidgets

/// The tag `tag(_:)` gives a view, which a `Picker` or `TabView` matches with its selection.
package enum TagTrait {
    package static let key = ObjectIdentifier(TagTrait.self)
}

extension View {
    /// Sets the unique tag value of this view: a picker's option or a tab view's tab matches its
    /// selection with it.
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) {
    ///     Text("Chocolate").tag(Flavor.chocolate)
    ///     Text("Vanilla").tag(Flavor.vanilla)
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[TagTrait.key] = AnyHashable(tag) })
    }
}

extension LayoutNode {
    /// The view's tag (`tag(_:)`, or its `ForEach` id inside a picker or tab view).
    package var tag: AnyHashable? { layoutValues[TagTrait.key] as? AnyHashable }

    /// The first text in this subtree (a picker option's or a tab item's title).
    package var firstText: String? {
        var found: String?
        forEachNode { node in
            if found == nil, let text = node as? TextNode, !text.string.isEmpty { found = text.string }
        }
        return found
    }

    /// The first symbol in this subtree (a tab item's icon).
    package var firstSymbol: Icon? {
        var found: Icon?
        forEachNode { node in
            if found == nil, let symbol = node as? SymbolNode { found = symbol.icon }
        }
        return found
    }
}

/// Matches a selection with a tag, looking through optionals (`Binding<Int?>` selects `tag(3)`).
package func tagMatches(_ tag: AnyHashable?, _ selection: AnyHashable) -> Bool {
    guard let tag else { return false }
    if tag == selection { return true }
    if let optional = selection.base as? any OptionalHashable, let value = optional.unwrappedHashable { return value == tag }
    return false
}

private protocol OptionalHashable { var unwrappedHashable: AnyHashable? { get } }

extension Optional: OptionalHashable where Wrapped: Hashable {
    fileprivate var unwrappedHashable: AnyHashable? {
        if case .some(let value) = self { return AnyHashable(value) }
        return nil
    }
}
