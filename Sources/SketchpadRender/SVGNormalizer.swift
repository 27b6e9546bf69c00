/// Makes Cairo's SVG independent of what was rendered before it in the same process.
///
/// Cairo names some elements after process-wide counters (`id="surface42"`), so the same list
/// rendered twice would differ. Ids are renumbered in order of first appearance.
enum SVGNormalizer {
    static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        let prefix = Array("surface".utf8)
        var numbering: [ArraySlice<UInt8>: Int] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == prefix[0], i + prefix.count < bytes.count, Array(bytes[i..<i + prefix.count]) == prefix,
               isDigit(bytes[i + prefix.count]), i == 0 || !isIdentifier(bytes[i - 1]) {
                var j = i + prefix.count
                while j < bytes.count, isDigit(bytes[j]) { j += 1 }
                let number = bytes[(i + prefix.count)..<j]
                let renumbered = numbering[number] ?? (numbering.count + 1)
                numbering[number] = renumbered
                out.append(contentsOf: prefix)
                out.append(contentsOf: Array(String(renumbered).utf8))
                i = j
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
    private static func isIdentifier(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 45
    }
}
