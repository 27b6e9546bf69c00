import Foundation

/// Everything a request handler may use: the served roots, the cards and their state, the render
/// workers and cache, the pages' event streams. Cards change only here (one actor), so pages
/// see versions that go up and never a half-updated card.
actor ServerContext {
    let roots: [ServedRoot]
    let sources: [any CardSource]
    let workers: [RenderWorker]
    let cache: RenderCache
    let events = EventHub()

    /// One card: its file, what loading it gave (the last good variants kept while it is broken).
    struct CardState {
        var file: CardFile
        var version: Int
        var loaded: LoadedCard
        /// The variants of the last load that worked (the page keeps their pictures, greyed).
        var variants: [VariantSummary]
        /// Problems of each variant drawn since the last change.
        var variantProblems: [Int: [Problem]] = [:]
        /// The real paths of the file and of everything it reads.
        var realPaths: Set<String>
        /// Loading in the background (see ``CardSource/loadsSlowly``).
        var building = false
    }

    private(set) var cards: [String: CardState] = [:]
    private var order: [String] = []
    /// How many renders actually drew (not served from the cache): tests check that an edit
    /// draws only the cards that read the changed file.
    private(set) var drawCount = 0

    /// Whether changed cards are drawn before any page asks (see ``ServeOptions/warmsCache``).
    let warms: Bool
    /// One worker for each source that loads slowly, by kind: its loads wait for each other only.
    let loadWorkers: [String: RenderWorker]
    /// Cards loading in the background, and those changed again while they load.
    private var loading: Set<String> = []
    private var loadAgain: Set<String> = []

    init(roots: [ServedRoot], sources: [any CardSource], jobs: Int, cacheBytes: Int, warms: Bool = true) {
        self.roots = roots
        self.warms = warms
        self.sources = sources
        self.workers = (0..<max(1, jobs)).map { RenderWorker(label: "sketchpad-serve.render.\($0)") }
        self.cache = RenderCache(byteBudget: cacheBytes)
        self.loadWorkers = Dictionary(sources.filter(\.loadsSlowly).map { ($0.kind, RenderWorker(label: "sketchpad-serve.load.\($0.kind)")) },
                                      uniquingKeysWith: { first, _ in first })
    }

    /// The worker a card is drawn on: always the same one, so its loaded template stays warm.
    func worker(for id: String) -> RenderWorker {
        workers[Int(id.utf8.reduce(UInt32(0)) { $0 &* 31 &+ UInt32($1) } % UInt32(workers.count))]
    }

    private func source(_ kind: String) -> any CardSource {
        sources.first { $0.kind == kind } ?? sources[0]
    }

    /// Finds every file under the roots and loads the new ones (all of them at the start); drops
    /// cards whose files are gone. Returns whether the list of cards changed.
    @discardableResult
    func scan() async -> Bool {
        let found = sources.flatMap { $0.files(in: roots) }
        let ids = found.map(\.id)
        let changed = ids != order
        for id in order where !ids.contains(id) {
            if let gone = cards[id] { cache.removePictures(ofHash: gone.loaded.contentHash) }
            cards[id] = nil
        }
        order = ids
        await withTaskGroup(of: Void.self) { group in
            for file in found where cards[file.id] == nil {
                if source(file.kind).loadsSlowly {
                    cards[file.id] = CardState(file: file, version: 0, loaded: LoadedCard(variants: [], problems: [], dependencies: [], contentHash: ""),
                                               variants: [], realPaths: [ServedRoot.realPath(file.path)], building: true)
                    startLoading(file)
                } else {
                    group.addTask { await self.reload(file) }
                }
            }
        }
        return changed
    }

    /// Loads a slow source's card in the background (again, if it changes meanwhile), then draws
    /// it and tells the pages; the card shows as building until then.
    private func startLoading(_ file: CardFile) {
        cards[file.id]?.building = true
        guard loading.insert(file.id).inserted else {
            loadAgain.insert(file.id)
            return
        }
        Task {
            repeat {
                self.loadAgain.remove(file.id)
                await self.reload(file)
            } while self.loadAgain.contains(file.id)
            await self.finishLoading(file.id)
        }
    }

    private func finishLoading(_ id: String) async {
        loading.remove(id)
        // Removed while it loaded: not a card any more.
        guard order.contains(id) else {
            cards[id] = nil
            return
        }
        cards[id]?.building = false
        if warms { warm([id]) }
        if let summary = summary(of: id) { await broadcast(event: "card", summary) }
    }

    /// Whether no card is loading in the background.
    var isIdle: Bool { loading.isEmpty }

    /// Loads `file` again (it or something it reads changed), bumping its version.
    func reload(_ file: CardFile) async {
        let source = source(file.kind)
        let loaded = await (loadWorkers[file.kind] ?? worker(for: file.id)).run { source.load(file, on: $0) }
        var state = cards[file.id] ?? CardState(file: file, version: 0, loaded: loaded, variants: [], realPaths: [])
        if state.loaded.contentHash != loaded.contentHash { cache.removePictures(ofHash: state.loaded.contentHash) }
        state.version += 1
        state.loaded = loaded
        if loaded.problems.isEmpty { state.variants = loaded.variants }
        state.variantProblems = [:]
        state.realPaths = Set(([file.path] + loaded.dependencies).map(ServedRoot.realPath))
        cards[file.id] = state
    }

    /// Every card, in file order.
    func summaries() -> [CardSummary] { order.compactMap { cards[$0].map(Self.summary) } }

    func summary(of id: String) -> CardSummary? { cards[id].map(Self.summary) }

    static func summary(_ state: CardState) -> CardSummary {
        var problems = state.loaded.problems
        for index in state.variantProblems.keys.sorted() {
            for problem in state.variantProblems[index] ?? [] where !problems.contains(problem) { problems.append(problem) }
        }
        return CardSummary(id: state.file.id, kind: state.file.kind, path: state.file.path, version: state.version,
                           variants: state.variants, problems: problems, errors: problems.filter(\.isError).count,
                           warnings: problems.filter(\.isWarning).count, broken: !state.loaded.problems.isEmpty, building: state.building)
    }

    /// Why a picture cannot be had.
    enum Refusal: Error, Equatable {
        /// No such card or variant (or not under the roots): 404.
        case notFound
        /// The file does not load or the variant cannot be drawn: 422, with its problems.
        case problems([Problem])
    }

    /// Draws in progress, by cache key: a second request for the same picture waits for the first.
    private var drawing: [String: Task<RenderedVariant, Never>] = [:]

    /// The PNG of one variant, from the cache when nothing it is made from changed.
    func png(id: String, variant: Int, request: RenderRequest) async -> Result<[UInt8], Refusal> {
        guard let state = cards[id], state.variants.indices.contains(variant) else { return .failure(.notFound) }
        guard state.loaded.problems.isEmpty else { return .failure(.problems(state.loaded.problems)) }
        let key = RenderCache.key(hash: state.loaded.contentHash, variant: variant, request: request)
        if let bytes = cache.get(key) { return .success(bytes) }
        if let running = drawing[key] {
            let rendered = await running.value
            return rendered.png.map { .success($0) } ?? .failure(.problems(rendered.problems))
        }
        let source = source(state.file.kind)
        let file = state.file
        let worker = worker(for: id)
        let task = Task { await worker.run { source.render(file, variant: variant, request: request, on: $0) } }
        drawing[key] = task
        let rendered = await task.value
        drawing[key] = nil
        drawCount += 1
        if let png = rendered.png { cache.put(key, png) }
        // The card may have changed while it was drawn: keep only what belongs to this version.
        if var now = cards[id], now.loaded.contentHash == state.loaded.contentHash {
            let before = Self.summary(now)
            now.variantProblems[variant] = rendered.problems
            now.realPaths.formUnion(rendered.images.map(ServedRoot.realPath))
            cards[id] = now
            let after = Self.summary(now)
            if after != before { await broadcast(event: "card", after) }
        }
        return rendered.png.map { .success($0) } ?? .failure(.problems(rendered.problems))
    }

    /// Starts drawing every variant of `ids` as the page shows them (scale 1, no overlays), so
    /// the pictures are ready, or under way, when the page asks.
    func warm(_ ids: [String]) {
        for id in ids {
            guard let state = cards[id], state.loaded.problems.isEmpty, !state.building else { continue }
            for variant in state.variants.indices {
                Task { _ = await self.png(id: id, variant: variant, request: RenderRequest()) }
            }
        }
    }

    /// Every card's pictures, in file order.
    func warmAll() { warm(order) }

    /// Files changed on disk: reload the cards that read one of them, find added and removed
    /// files, and tell the pages. Returns the ids of the cards reloaded.
    @discardableResult
    func filesChanged(_ paths: [String]) async -> [String] {
        let real = Set(paths.map(ServedRoot.realPath))
        let listChanged = await scan()
        var reloaded: [String] = []
        for id in order {
            guard let state = cards[id], !state.realPaths.isDisjoint(with: real) else { continue }
            if source(state.file.kind).loadsSlowly {
                startLoading(state.file)
            } else {
                await reload(state.file)
            }
            reloaded.append(id)
        }
        // Drawing starts now; the pages' requests join the draws under way.
        if warms { warm(reloaded) }
        if listChanged { await events.broadcast(event: "catalog", data: "{}") }
        for id in reloaded { if let summary = summary(of: id) { await broadcast(event: "card", summary) } }
        return reloaded
    }

    private func broadcast(event: String, _ summary: CardSummary) async {
        await events.broadcast(event: event, data: JSONText.encode(summary))
    }

    /// The layout of one variant for the inspector.
    func inspect(id: String, variant: Int) async -> InspectorLayout? {
        guard let state = cards[id], state.loaded.problems.isEmpty, state.variants.indices.contains(variant) else { return nil }
        let source = source(state.file.kind)
        let file = state.file
        return await worker(for: id).run { source.inspect(file, variant: variant, on: $0) }
    }
}
