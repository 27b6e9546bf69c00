extension TransferRepresentation {
    /// Limits the apps and processes that can see the item in transit.
    ///
    /// ```swift
    /// ProxyRepresentation(exporting: \.title).visibility(.ownProcess)
    /// ```
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self) { $0.visibility = visibility }
    }

    /// Suggests a file name for a receiver that writes the item to disk.
    ///
    /// ```swift
    /// FileRepresentation(exportedContentType: .pdf) { SentTransferredFile($0.url) }.suggestedFileName("Invoice.pdf")
    /// ```
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = { _ in fileName } }
    }

    /// Suggests a file name, worked out from the item, for a receiver that writes it to disk.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation(base: self) { $0.suggestedFileName = fileName }
    }

    /// Exports the item through this representation only when `condition` holds for it.
    ///
    /// ```swift
    /// ProxyRepresentation(exporting: \.url).exportingCondition { $0.url != nil }
    /// ```
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(base: self, condition: condition)
    }
}

/// A representation whose entries are its base's, changed.
struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: PrimitiveTransferRepresentation, @unchecked Sendable {
    typealias Item = Base.Item
    typealias Body = Never
    let base: Base
    let modify: (inout TransferEntry<Base.Item>) -> Void
    var body: Never { return noBody() }

    var entries: [TransferEntry<Item>] {
        Item.transferEntries(of: base).map { entry in
            var entry = entry
            modify(&entry)
            return entry
        }
    }
}

/// A representation that exports only items meeting a condition: what
/// ``TransferRepresentation/exportingCondition(_:)`` makes.
public struct _ConditionalTransferRepresentation<Base>: PrimitiveTransferRepresentation where Base: TransferRepresentation {
    public typealias Item = Base.Item
    public typealias Body = Never
    let base: Base
    let condition: @Sendable (Base.Item) -> Bool
    public var body: Never { return noBody() }

    package var entries: [TransferEntry<Item>] {
        let condition = condition
        return Item.transferEntries(of: base).map { entry in
            var entry = entry
            let earlier = entry.condition
            entry.condition = { (earlier?($0) ?? true) && condition($0) }
            return entry
        }
    }
}
