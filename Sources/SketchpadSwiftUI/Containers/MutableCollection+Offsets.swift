import Foundation

/// The collection edits SwiftUI adds for lists' `onDelete` and `onMove` actions.
///
/// ```swift
/// ForEach(items) { Text($0.name) }
///     .onDelete { items.remove(atOffsets: $0) }
///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
/// ```
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes all the elements at the specified offsets from the collection.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves all the elements at the specified offsets to the specified destination offset,
    /// preserving ordering (`destination` counts in the collection before the move, as a
    /// list's `onMove` gives it).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 < elements.count }.map { elements[$0] }
        var staying = elements.indices.filter { !source.contains($0) }.map { elements[$0] }
        let insertion = destination - source.filter { $0 < destination }.count
        staying.insert(contentsOf: moving, at: Swift.min(Swift.max(0, insertion), staying.count))
        for (index, element) in zip(indices, staying) { self[index] = element }
    }
}
