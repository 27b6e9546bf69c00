/// A snapshot strategy: how to turn a `Value` into a `Format` that is stored in a file with
/// `pathExtension` and compared with `diffing`. Strategies are values; `pullback` makes a
/// strategy for another type out of an existing one.
///
/// ```swift
/// // Snapshot a view at a fixed size by pulling the Scene strategy back.
/// let card: Snapshotting<View, PNGSnapshot> = Snapshotting<Scene, PNGSnapshot>.png(scale: 2).pullback { view in
///     try Scene(size: Size(width: 320, height: 200), root: view)
/// }
/// assertSnapshot(of: cardView, as: card)
/// ```
public struct Snapshotting<Value, Format> {
    /// The reference file's extension (`png`, `svg`, `json`).
    public var pathExtension: String
    public var diffing: Diffing<Format>
    /// Takes the snapshot.
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The same strategy for `NewValue`, which `transform` turns into a `Value` first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}

/// A strategy whose value is its own format (`Snapshotting<String, String>.lines`).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>
