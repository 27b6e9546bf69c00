/// Makes Cairo's SVG independent of what was rendered before it in the same process.
///
/// Cairo names some elements after process-wide counters (`id="surface42"` for recording surfaces,
/// `id="image17"` for image surfaces: a surface's unique id), so the same list rendered twice
/// would differ. Such ids are renumbered in order of first appearance, each prefix on its own.
enum SVGNormalizer {
    /// The id prefixes Cairo numbers with a process-wide counter.
    static let prefixes = ["surface", "image"].map { Array($0.utf8) }

    static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        var numbering: [[UInt8]: [ArraySlice<UInt8>: Int]] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        scan: while i < bytes.count {
            for prefix in prefixes where bytes[i] == prefix[0] {
                guard i + prefix.count < bytes.count, bytes[i..<i + prefix.count].elementsEqual(prefix),
                      isDigit(bytes[i + prefix.count]), i == 0 || !isIdentifier(bytes[i - 1]) else { continue }
                var j = i + prefix.count
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
                let number = bytes[(i + prefix.count)..<j]
                let renumbered = numbering[prefix, default: [:]][number] ?? ((numbering[prefix]?.count ?? 0) + 1)
                numbering[prefix, default: [:]][number] = renumbered
                out.append(contentsOf: prefix)
                out.append(contentsOf: Array(String(renumbered).utf8))
                i = j
                continue scan
            }
            out.append(bytes[i])
            i += 1
        }
        return out
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    private static func isIdentifier(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 45
    }
}
