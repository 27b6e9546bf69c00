import SketchpadSnapshotEngine
import SketchpadUIKit

extension Snapshotting where Format == PNGSnapshot, Value: Sendable {
    /// The PNG strategy every UIKit `.image` variant is: the image diffing at the precisions
    /// given, and `draw` run on the main actor (failing with a message elsewhere, as `name` says).
    /// Views and controllers are main-actor classes, so they are `Sendable`.
    static func uikitImage(_ name: String, precision: Float, perceptualPrecision: Float,
                           draw: @escaping @MainActor (Value) throws -> PNGSnapshot) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { value in
            try UIKitSnapshotHost.onMainActor(name) { try draw(value) }
        }
    }
}
