import Foundation

/// A snapshot strategy: how to turn a `Value` into a diffable `Format` (an image, text) that is
/// stored in a reference file with `pathExtension` and compared with `diffing`.
/// swift-snapshot-testing's `Snapshotting`: the same properties, initialisers, `pullback` and
/// `asyncPullback`, so custom strategies are written the same way.
///
/// One addition: the closures given to `init(pathExtension:diffing:snapshot:)` and to
/// `pullback(_:)` may throw (every non-throwing closure still fits). A thrown error fails the
/// assertion with its message instead of crashing the test process, which is what `try!`
/// would do; Sketchpad's `Scene` initialisers throw, so pullbacks to scenes need this.
///
/// ```swift
/// // Snapshot a card view by pulling the Scene strategy back along a function that makes a scene.
/// let card: Snapshotting<CardModel, PNGSnapshot> = Snapshotting<Scene, PNGSnapshot>.image.pullback { model in
///     try Scene(size: Size(width: 320, height: 200), root: CardView(model))
/// }
/// assertSnapshot(of: model, as: card)
/// ```
public struct Snapshotting<Value, Format> {
    /// The path extension applied to references saved to disk (none when nil).
    public var pathExtension: String?

    /// How the snapshot format is diffed and converted to and from data.
    public var diffing: Diffing<Format>

    /// The snapshot, or the error that prevented it: what assertions run, so a failure to make a
    /// snapshot becomes a message.
    var attempt: (Value) -> Async<Result<Format, any Error>>

    /// How a value is transformed into a diffable snapshot format.
    ///
    /// A strategy whose snapshot throws never calls back from this function (it writes the error
    /// to standard error instead); `assertSnapshot` reports such errors as failures.
    public var snapshot: (Value) -> Async<Format> {
        get {
            let attempt = self.attempt
            return { value in
                Async { callback in
                    attempt(value).run { result in
                        switch result {
                        case .success(let format): callback(format)
                        case .failure(let error as SnapshotError):
                            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                        case .failure(let error):
                            FileHandle.standardError.write(Data("error: cannot take the snapshot: \(error)\n".utf8))
                        }
                    }
                }
            }
        }
        set { attempt = { value in newValue(value).map { .success($0) } } }
    }

    /// Creates a strategy from an asynchronous transform.
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.attempt = { value in asyncSnapshot(value).map { .success($0) } }
    }

    /// Creates a strategy from a transform; an error it throws fails the assertion.
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        snapshot: @escaping (_ value: Value) throws -> Format
    ) {
        self.init(pathExtension: pathExtension, diffing: diffing, attempt: { value in
            Async(value: Result { try snapshot(value) })
        })
    }

    init(pathExtension: String?, diffing: Diffing<Format>, attempt: @escaping (Value) -> Async<Result<Format, any Error>>) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.attempt = attempt
    }

    /// The same strategy on `NewValue`s, which `transform` turns into `Value`s first (the
    /// function goes from the new type to the old one). An error it throws fails the assertion.
    ///
    /// ```swift
    /// let byTitle = Snapshotting<Scene, PNGSnapshot>.image.pullback { (title: String) in
    ///     try Scene(size: Size(width: 200, height: 44), root: Label(title))
    /// }
    /// ```
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format>
    {
        let attempt = self.attempt
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            do {
                return attempt(try transform(newValue))
            } catch {
                return Async(value: .failure(error))
            }
        }
    }

    /// `pullback(_:)` for a transform that produces its value asynchronously.
    public func asyncPullback<NewValue>(
        _ transform: @escaping (_ otherValue: NewValue) -> Async<Value>
    ) -> Snapshotting<NewValue, Format> {
        let attempt = self.attempt
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            Async { callback in
                transform(newValue).run { value in attempt(value).run(callback) }
            }
        }
    }
}

/// A snapshot strategy where the type being snapshot is also the diffable type.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// A strategy that stores the value itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
    }
}
