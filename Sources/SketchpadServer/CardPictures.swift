import Foundation

/// What the last run of each card's process drew (a script, a package's preview runner), by card
/// id: its PNGs in order and the problems it reported. Written by a load (on the load worker),
/// read by renders (on any worker), so under a lock.
final class CardPictures: @unchecked Sendable {
    // @unchecked: `runs` is only touched under `lock`.
    private let lock = NSLock()
    private var runs: [String: Run] = [:]

    /// One run: its PNGs in variant order and the warnings it printed.
    struct Run: Sendable {
        var pictures: [[UInt8]]
        var problems: [Problem]
    }

    func set(_ id: String, _ run: Run?) { lock.withLock { runs[id] = run } }

    func get(_ id: String) -> Run? { lock.withLock { runs[id] } }

    /// The picture of `variant` as a render gives it (none: not drawn).
    func rendered(_ id: String, variant: Int) -> RenderedVariant {
        guard let run = get(id), run.pictures.indices.contains(variant) else { return RenderedVariant(png: nil, problems: [], images: []) }
        return RenderedVariant(png: run.pictures[variant], problems: run.problems, images: [])
    }
}
