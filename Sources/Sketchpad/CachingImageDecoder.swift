import SketchpadRender
import SketchpadWidgets

/// Decodes PNG files and remembers the outcome by path, up to a budget of pixel bytes (then it
/// starts over), so a batch decodes each image once per thread without holding every image of a
/// large folder in memory. Not thread-safe: one per worker thread.
final class CachingImageDecoder: ImageDecoding {
    /// The most pixel bytes kept (64 MiB).
    static let byteBudget = 64 << 20

    private var outcomes: [String: Result<Bitmap, any Error>] = [:]
    private var bytes = 0
    private let decoder = PNGImageDecoder()

    func decodePNG(atPath path: String) throws -> Bitmap {
        if let known = outcomes[path] { return try known.get() }
        let outcome = Result { try decoder.decodePNG(atPath: path) }
        let size = (try? outcome.get().pixels.count) ?? 0
        if bytes + size > Self.byteBudget {
            outcomes.removeAll()
            bytes = 0
        }
        outcomes[path] = outcome
        bytes += size
        return try outcome.get()
    }
}
