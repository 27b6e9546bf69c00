/// How hard libpng works on a PNG.
///
/// `fast` (the default) is zlib level 1 with the Sub filter: a UI mockup is mostly flat colour,
/// which Sub turns into runs of zeros that even the fastest deflate packs well. `smallest` tries
/// every filter per row at level 9 — several times slower, typically 10–30 % smaller.
public enum PNGCompression: Hashable, Sendable {
    case fast
    case smallest
    /// Explicit zlib level (0…9), PNG filter mask and zlib strategy, for measuring.
    case custom(level: Int, filters: Int, strategy: Int)

    var parameters: (level: Int32, filters: Int32, strategy: Int32) {
        switch self {
        case .fast: return (1, 0x10, 0)            // PNG_FILTER_SUB, Z_DEFAULT_STRATEGY
        case .smallest: return (9, 0xF8, 0)        // PNG_ALL_FILTERS
        case .custom(let level, let filters, let strategy): return (Int32(level), Int32(filters), Int32(strategy))
        }
    }
}
