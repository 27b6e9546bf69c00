import SketchpadText

/// A kind of file the gallery shows as cards: templates (``TemplateCardSource``), Swift scripts
/// (``ScriptCardSource``) and the SwiftUI previews of packages (``PreviewCardSource``). A source finds its files under the served roots, loads
/// one (variants, problems, the files it reads) and draws one variant; everything runs on a
/// ``RenderWorker``'s thread, with that thread's text measurer and caches.
protocol CardSource: Sendable {
    /// The name cards of this source carry (`template`).
    var kind: String { get }
    /// This source's files under `roots`, sorted, each inside its root (links out of a root are left out).
    func files(in roots: [ServedRoot]) -> [CardFile]
    /// Reads a file: its variants, the problems that stop it from loading, what it depends on.
    func load(_ file: CardFile, on worker: RenderWorker.State) -> LoadedCard
    /// Draws one variant as PNG bytes at `scale` with `overlays`, with the problems found.
    func render(_ file: CardFile, variant: Int, request: RenderRequest, on worker: RenderWorker.State) -> RenderedVariant
    /// The layout of one variant as the inspector shows it.
    func inspect(_ file: CardFile, variant: Int, on worker: RenderWorker.State) -> InspectorLayout?
    /// Loading takes seconds or minutes (compiling): the card shows as building, and loads run in
    /// the background on a worker of their own, never holding up the server's start or other cards.
    var loadsSlowly: Bool { get }
}

extension CardSource {
    var loadsSlowly: Bool { false }
}

/// What loading a card's file produced.
struct LoadedCard: Sendable {
    var variants: [VariantSummary]
    /// Errors that stop the file from loading (empty when it loads).
    var problems: [Problem]
    /// Files the card reads besides its own (includes, images), as given.
    var dependencies: [String]
    /// A hash of everything the pictures are made from: equal hashes, equal pictures.
    var contentHash: String
}

/// What to draw: overlays by name (`frames`, `margins`, `guides`, `baselines`, `ids`) and a scale.
struct RenderRequest: Hashable, Sendable {
    var overlays: [String] = []
    var scale: Double = 1
}

/// One variant drawn (or why not).
struct RenderedVariant: Sendable {
    /// The PNG, or nil when nothing could be drawn (see `problems`).
    var png: [UInt8]?
    var problems: [Problem]
    /// Image files the variant draws (the card depends on them).
    var images: [String]
}
