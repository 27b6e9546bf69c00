/// The result builder of ``Transferable/transferRepresentation`` and
/// ``TransferRepresentation/body``: one representation, or several in order of preference.
///
/// ```swift
/// static var transferRepresentation: some TransferRepresentation {
///     DataRepresentation(exportedContentType: .png) { $0.pngData }
///     ProxyRepresentation(exporting: \.caption)
/// }
/// ```
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    /// Builds a representation from an expression.
    public static func buildExpression<R>(_ content: R) -> R where Item == R.Item, R: TransferRepresentation {
        content
    }

    /// Builds a Codable representation from an expression.
    public static func buildExpression<Encoder, Decoder>(_ content: CodableRepresentation<Item, Encoder, Decoder>)
        -> CodableRepresentation<Item, Encoder, Decoder> {
        content
    }

    /// Passes a single representation through unchanged.
    public static func buildBlock<Content>(_ content: Content) -> Content where Item == Content.Item, Content: TransferRepresentation {
        content
    }

    /// Combines representations into one, in order of preference.
    public static func buildBlock<C1, C2>(_ c1: C1, _ c2: C2) -> TupleTransferRepresentation<Item, (C1, C2)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C1.Item == C2.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2)
        return TupleTransferRepresentation(value: (c1, c2), entries: entries)
    }

    public static func buildBlock<C1, C2, C3>(_ c1: C1, _ c2: C2, _ c3: C3) -> TupleTransferRepresentation<Item, (C1, C2, C3)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2) + Item.transferEntries(of: c3)
        return TupleTransferRepresentation(value: (c1, c2, c3), entries: entries)
    }

    public static func buildBlock<C1, C2, C3, C4>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2) + Item.transferEntries(of: c3) + Item.transferEntries(of: c4)
        return TupleTransferRepresentation(value: (c1, c2, c3, c4), entries: entries)
    }

    public static func buildBlock<C1, C2, C3, C4, C5>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2) + Item.transferEntries(of: c3) + Item.transferEntries(of: c4) + Item.transferEntries(of: c5)
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5), entries: entries)
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2) + Item.transferEntries(of: c3) + Item.transferEntries(of: c4) + Item.transferEntries(of: c5) + Item.transferEntries(of: c6)
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6), entries: entries)
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2) + Item.transferEntries(of: c3) + Item.transferEntries(of: c4) + Item.transferEntries(of: c5) + Item.transferEntries(of: c6) + Item.transferEntries(of: c7)
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6, c7), entries: entries)
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2) + Item.transferEntries(of: c3) + Item.transferEntries(of: c4) + Item.transferEntries(of: c5) + Item.transferEntries(of: c6) + Item.transferEntries(of: c7) + Item.transferEntries(of: c8)
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6, c7, c8), entries: entries)
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2) + Item.transferEntries(of: c3) + Item.transferEntries(of: c4) + Item.transferEntries(of: c5) + Item.transferEntries(of: c6) + Item.transferEntries(of: c7) + Item.transferEntries(of: c8) + Item.transferEntries(of: c9)
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6, c7, c8, c9), entries: entries)
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9, C10>(_ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9, _ c10: C10) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)>
        where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation, C10: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item, C9.Item == C10.Item {
        let entries: [TransferEntry<Item>] = Item.transferEntries(of: c1) + Item.transferEntries(of: c2) + Item.transferEntries(of: c3) + Item.transferEntries(of: c4) + Item.transferEntries(of: c5) + Item.transferEntries(of: c6) + Item.transferEntries(of: c7) + Item.transferEntries(of: c8) + Item.transferEntries(of: c9) + Item.transferEntries(of: c10)
        return TupleTransferRepresentation(value: (c1, c2, c3, c4, c5, c6, c7, c8, c9, c10), entries: entries)
    }
}

/// Several representations in one, in order of preference: what a builder block of more than
/// one makes.
public struct TupleTransferRepresentation<Item, Value>: PrimitiveTransferRepresentation, @unchecked Sendable
where Item: Transferable {
    public typealias Body = Never
    let value: Value
    package let entries: [TransferEntry<Item>]
    public var body: Never { return noBody() }

    init(value: Value, entries: [TransferEntry<Item>]) {
        self.value = value
        self.entries = entries
    }
}
