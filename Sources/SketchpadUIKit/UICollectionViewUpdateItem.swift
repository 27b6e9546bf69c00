import Foundation

/// One change of a batch update: UIKit's `UICollectionViewUpdateItem` (updates apply at once
/// here, so layouts are given none).
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the update did.
    public enum Action: Int, Sendable { case insert = 0, delete, reload, move, none }
    open internal(set) var indexPathBeforeUpdate: IndexPath?
    open internal(set) var indexPathAfterUpdate: IndexPath?
    open internal(set) var updateAction: Action = .none
}
