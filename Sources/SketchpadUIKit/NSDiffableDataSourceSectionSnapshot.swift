/// The items of one section of a collection view, as a tree of outline rows: UIKit's
/// `NSDiffableDataSourceSectionSnapshot` (iOS 14). Items appended to a parent are its children;
/// a parent shows them while expanded. Applied to a section
/// (``UICollectionViewDiffableDataSource/apply(_:to:animatingDifferences:completion:)``), the
/// section shows its ``visibleItems`` and each list cell is indented by its item's level. What
/// UIKit would stop the app for (an identifier used twice, a parent or neighbour the snapshot
/// does not have) leaves the snapshot unchanged there and becomes a ``UIKitLayoutIssue`` of the
/// collection view it is applied to.
///
/// ```swift
/// var outline = NSDiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit"])
/// outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.expand(["Fruit"])
/// dataSource.apply(outline, to: 0, animatingDifferences: false)
/// ```
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    struct Node: Sendable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
    }

    /// Each item's parent and children (looked up by item; order lives in the arrays).
    private var nodes: [ItemIdentifierType: Node] = [:]
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var expanded: Set<ItemIdentifierType> = []
    /// What UIKit would have raised an exception for, in order.
    var problems: [String] = []

    public init() {}
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) { self = snapshot }

    // MARK: Reading

    /// Every item, parents before their children, whether expanded or not.
    public var items: [ItemIdentifierType] { flattened(rootItems, onlyVisible: false) }
    /// The items a section shows: roots, and the children of expanded parents whose own parents show.
    public var visibleItems: [ItemIdentifierType] { flattened(rootItems, onlyVisible: true) }

    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether the item shows: every parent above it is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard expanded.contains(parent), let next = nodes[parent] else { return false }
            node = next
        }
        return true
    }
    /// How deep the item is: 0 for a root item.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0, parent = nodes[item]?.parent
        while let p = parent { level += 1; parent = nodes[p]?.parent }
        return level
    }
    /// The item's place in ``items``.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }
    /// The item's children, in order.
    func children(of item: ItemIdentifierType) -> [ItemIdentifierType] { nodes[item]?.children ?? [] }

    /// The snapshot of `parent`'s descendants (and `parent` itself as the root if `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard let node = nodes[parent] else {
            result.problems.append("snapshot(of:) names \(parent), which the section snapshot does not have")
            return result
        }
        if includingParent {
            result.append([parent])
            copyChildren(of: parent, under: parent, into: &result)
        } else {
            result.append(node.children)
            for child in node.children { copyChildren(of: child, under: child, into: &result) }
        }
        return result
    }

    /// The tree as UIKit's debugging text draws it: one line per item, indented by level, with
    /// `+` before a collapsed parent and `-` before an expanded one.
    public func visualDescription() -> String {
        items.map { item in
            let mark = nodes[item]?.children.isEmpty == false ? (expanded.contains(item) ? "- " : "+ ") : "  "
            return String(repeating: "    ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changing

    /// Appends `items` as roots, or as the last children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, nodes[parent] == nil {
            return problem("append(_:to:) names parent \(parent), which the section snapshot does not have; append it first")
        }
        guard unique(items) else { return }
        for item in items { nodes[item] = Node(parent: parent) }
        if let parent { nodes[parent]!.children += items } else { rootItems += items }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) { insert(items, at: item, after: false) }
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) { insert(items, at: item, after: true) }

    /// Inserts `snapshot`'s trees (keeping their expansion) before `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot, at: item, after: false)
    }

    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot, at: item, after: true)
    }

    /// Deletes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where nodes[item] != nil {
            let parent = nodes[item]!.parent
            if let parent { nodes[parent]?.children.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
            removeTree(item)
        }
    }

    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    public mutating func expand(_ items: [ItemIdentifierType]) { for item in items where nodes[item] != nil { expanded.insert(item) } }
    public mutating func collapse(_ items: [ItemIdentifierType]) { for item in items { expanded.remove(item) } }

    /// Replaces `parent`'s children with `snapshot`'s trees.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let node = nodes[parent] else {
            return problem("replace(childrenOf:using:) names \(parent), which the section snapshot does not have")
        }
        for child in node.children { removeTree(child) }
        nodes[parent]!.children = []
        guard unique(snapshot.items) else { return }
        graft(snapshot, under: parent)
    }

    // MARK: Helpers

    private func flattened(_ items: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        func walk(_ item: ItemIdentifierType) {
            result.append(item)
            guard !onlyVisible || expanded.contains(item) else { return }
            for child in nodes[item]?.children ?? [] { walk(child) }
        }
        for item in items { walk(item) }
        return result
    }

    private func copyChildren(of item: ItemIdentifierType, under parent: ItemIdentifierType,
                              into result: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        let children = nodes[item]?.children ?? []
        result.append(children, to: parent)
        if expanded.contains(item) { result.expand([item]) }
        for child in children { copyChildren(of: child, under: child, into: &result) }
    }

    private mutating func insert(_ items: [ItemIdentifierType], at neighbour: ItemIdentifierType, after: Bool) {
        guard let node = nodes[neighbour] else {
            return problem("insert \(after ? "after" : "before") \(neighbour), which the section snapshot does not have")
        }
        guard unique(items) else { return }
        for item in items { nodes[item] = Node(parent: node.parent) }
        place(items, beside: neighbour, parent: node.parent, after: after)
    }

    private mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, at neighbour: ItemIdentifierType, after: Bool) {
        guard let node = nodes[neighbour] else {
            return problem("insert a snapshot \(after ? "after" : "before") \(neighbour), which the section snapshot does not have")
        }
        guard unique(snapshot.items) else { return }
        for root in snapshot.rootItems { nodes[root] = Node(parent: node.parent) }
        place(snapshot.rootItems, beside: neighbour, parent: node.parent, after: after)
        for root in snapshot.rootItems { graftChildren(of: root, from: snapshot) }
    }

    private mutating func place(_ items: [ItemIdentifierType], beside neighbour: ItemIdentifierType, parent: ItemIdentifierType?, after: Bool) {
        var siblings = parent.map { nodes[$0]!.children } ?? rootItems
        let at = siblings.firstIndex(of: neighbour)! + (after ? 1 : 0)
        siblings.insert(contentsOf: items, at: at)
        if let parent { nodes[parent]!.children = siblings } else { rootItems = siblings }
    }

    /// Adds `snapshot`'s roots as the last children of `parent`, with their trees and expansion.
    private mutating func graft(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, under parent: ItemIdentifierType) {
        append(snapshot.rootItems, to: parent)
        for root in snapshot.rootItems { graftChildren(of: root, from: snapshot) }
    }

    private mutating func graftChildren(of item: ItemIdentifierType, from snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        if snapshot.isExpanded(item) { expanded.insert(item) }
        let children = snapshot.nodes[item]?.children ?? []
        for child in children { nodes[child] = Node(parent: item) }
        nodes[item]!.children += children
        for child in children { graftChildren(of: child, from: snapshot) }
    }

    private mutating func removeTree(_ item: ItemIdentifierType) {
        for child in nodes[item]?.children ?? [] { removeTree(child) }
        nodes[item] = nil
        expanded.remove(item)
    }

    private mutating func unique(_ items: [ItemIdentifierType]) -> Bool {
        var seen = Set(nodes.keys)
        guard let repeated = items.first(where: { !seen.insert($0).inserted }) else { return true }
        problem("item \(repeated) is in the section snapshot twice: identifiers must be unique")
        return false
    }

    private mutating func problem(_ message: String) { problems.append(message) }
}
