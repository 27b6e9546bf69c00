/// How hard libpng works on a PNG.
///
/// ```swift
/// let renderer = try Renderer(pngCompression: .smallest)   // for files that are kept
/// let bytes = try image.pngData(compression: .fast)
/// ```
///
/// `fast` (the default) is zlib level 1 with no row filter. Measured on the 1170 × 2532 px
/// benchmark scene (Benchmarks/render_c): no filter and Up both took ~45 ms and Sub ~55 ms at
/// level 1, with no filter the smallest of the three (560 KB); levels 2–3 were no faster; Cairo's
/// own writer took ~210 ms. A mockup is mostly flat colour, which deflate packs well unfiltered.
/// `smallest` lets libpng pick a filter per row at level 9: several times slower, about 20 %
/// smaller.
public enum PNGCompression: Hashable, Sendable {
    case fast
    case smallest
    /// Explicit zlib level (0…9), PNG filter mask and zlib strategy, for measuring.
    case custom(level: Int, filters: Int, strategy: Int)

    var parameters: (level: Int32, filters: Int32, strategy: Int32) {
        switch self {
        case .fast: return (1, 0x08, 0)            // PNG_FILTER_NONE, Z_DEFAULT_STRATEGY
        case .smallest: return (9, 0xF8, 0)        // PNG_ALL_FILTERS
        case .custom(let level, let filters, let strategy): return (Int32(level), Int32(filters), Int32(strategy))
        }
    }
}
