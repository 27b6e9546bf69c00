/// The sections and items a diffable data source shows, by identifier: UIKit's
/// `NSDiffableDataSourceSnapshot`. What UIKit would stop the app for (items with no section to
/// go in, an identifier used twice, a neighbour the snapshot does not have) leaves the snapshot
/// unchanged there and becomes a ``UIKitLayoutIssue`` of the table the snapshot is applied to.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<String, String>()
/// snapshot.appendSections(["Network"])
/// snapshot.appendItems(["Wi-Fi", "Bluetooth"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    struct Section: Sendable {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    var sections: [Section] = []
    /// What UIKit would have raised an exception for, in order.
    var problems: [String] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.first { $0.identifier == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.identifier
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

    // MARK: Items

    /// Appends items to a section (nil: the last one).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let s = sectionIdentifier.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return problem(sectionIdentifier.map { "appendItems names section \($0), which the snapshot does not have; append it first" }
                ?? "appendItems with no section: append a section first (appendSections)")
        }
        guard unique(identifiers) else { return }
        sections[s].items += identifiers
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for s in sections.indices { sections[s].items.removeAll { identifiers.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard itemIdentifiers.contains(identifier), itemIdentifiers.contains(toIdentifier) else { return missing(identifier, toIdentifier) }
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard itemIdentifiers.contains(identifier), itemIdentifiers.contains(toIdentifier) else { return missing(identifier, toIdentifier) }
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard uniqueSections(identifiers) else { return }
        sections += identifiers.map { Section(identifier: $0, items: []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let s = indexOfSection(toIdentifier) else { return problem("insertSections before \(toIdentifier), which the snapshot does not have") }
        guard uniqueSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: s)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let s = indexOfSection(toIdentifier) else { return problem("insertSections after \(toIdentifier), which the snapshot does not have") }
        guard uniqueSections(identifiers) else { return }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: s + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { sections.removeAll { identifiers.contains($0.identifier) } }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { reloadedSectionIdentifiers += identifiers }

    // MARK: Checks

    private mutating func insert(_ identifiers: [ItemIdentifierType], at neighbour: ItemIdentifierType, after: Bool) {
        guard let s = sections.firstIndex(where: { $0.items.contains(neighbour) }),
              let i = sections[s].items.firstIndex(of: neighbour) else {
            return problem("insertItems \(after ? "after" : "before") \(neighbour), which the snapshot does not have")
        }
        guard unique(identifiers) else { return }
        sections[s].items.insert(contentsOf: identifiers, at: after ? i + 1 : i)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to neighbour: SectionIdentifierType, after: Bool) {
        guard let from = indexOfSection(identifier), indexOfSection(neighbour) != nil else {
            return problem("moveSection \(identifier) or \(neighbour) is not in the snapshot")
        }
        let moved = sections.remove(at: from)
        let to = indexOfSection(neighbour)!
        sections.insert(moved, at: after ? to + 1 : to)
    }

    private mutating func missing(_ a: ItemIdentifierType, _ b: ItemIdentifierType) {
        problem("moveItem \(a) or \(b) is not in the snapshot")
    }

    private mutating func unique(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen = Set(itemIdentifiers)
        guard let repeated = identifiers.first(where: { !seen.insert($0).inserted }) else { return true }
        problem("item \(repeated) is in the snapshot twice: identifiers must be unique")
        return false
    }

    private mutating func uniqueSections(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen = Set(sectionIdentifiers)
        guard let repeated = identifiers.first(where: { !seen.insert($0).inserted }) else { return true }
        problem("section \(repeated) is in the snapshot twice: identifiers must be unique")
        return false
    }

    private mutating func problem(_ message: String) { problems.append(message) }
}
