import Foundation
import SketchpadDrawing
import SketchpadLayout

/// Where each icon's glyph has ink in the pinned icon font (`Icon.fontFamily`), read once from
/// the font file's `cmap`, `loca` and `glyf` tables: the glyph's bounding box, as fractions of the
/// em square with y down from its top. The icon font's em square is its line box (ascent = em,
/// no descent), so this is where the ink lies in the square `DrawingContext.icon(_:color:in:)`
/// draws the glyph in.
///
/// ```swift
/// IconInkBounds.of(Icon("ellipsis")!)   // a wide, flat box: x 0.17…0.83, y 0.42…0.58
/// ```
package enum IconInkBounds {
    /// The ink box of `icon`'s glyph in em fractions, or nil when the font or the glyph is missing
    /// (or the glyph has no outline).
    package static func of(_ icon: Icon) -> Rect? {
        font?.inkBox(ofCodePoint: icon.codePoint)
    }

    /// The icon font, parsed on first use (nil: not installed or unreadable).
    private static let font: GlyphBoxes? = {
        for directory in PinnedFonts.candidateDirectories where directory.contains("material") {
            let path = (directory as NSString).appendingPathComponent("MaterialIcons-Regular.ttf")
            if let data = FileManager.default.contents(atPath: path), let font = GlyphBoxes(data) { return font }
        }
        return nil
    }()
}

/// The parts of a TrueType font that give a glyph's bounding box by code point.
private struct GlyphBoxes: Sendable {
    let bytes: [UInt8]
    let unitsPerEm: Double
    let ascender: Double
    let longOffsets: Bool
    let loca: Int, glyf: Int
    /// cmap format 4 segments: (start, end, delta, range offset position, range offset).
    let segments: [(start: Int, end: Int, delta: Int, rangeAt: Int, range: Int)]

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        func u16(_ at: Int) -> Int { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : 0 }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        var tables: [String: Int] = [:]
        for index in 0..<u16(4) {
            let record = 12 + 16 * index
            guard record + 16 <= bytes.count else { return nil }
            tables[String(decoding: bytes[record..<record + 4], as: UTF8.self)] = u32(record + 8)
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let cmap = tables["cmap"],
              let loca = tables["loca"], let glyf = tables["glyf"] else { return nil }
        self.bytes = bytes
        unitsPerEm = Double(u16(head + 18))
        longOffsets = u16(head + 50) == 1
        ascender = Double(Int16(truncatingIfNeeded: u16(hhea + 4)))
        self.loca = loca
        self.glyf = glyf
        // The Unicode BMP subtable in format 4 (platform 3 encoding 1, or platform 0).
        var subtable: Int?
        for index in 0..<u16(cmap + 2) {
            let record = cmap + 4 + 8 * index
            let platform = u16(record), encoding = u16(record + 2), at = cmap + u32(record + 4)
            if u16(at) == 4, platform == 3 && encoding == 1 || platform == 0 { subtable = at; break }
        }
        guard let at = subtable, unitsPerEm > 0 else { return nil }
        let count = u16(at + 6) / 2
        let ends = at + 14, starts = ends + 2 * count + 2, deltas = starts + 2 * count, ranges = deltas + 2 * count
        segments = (0..<count).map { i in
            (u16(starts + 2 * i), u16(ends + 2 * i), Int(Int16(truncatingIfNeeded: u16(deltas + 2 * i))), ranges + 2 * i, u16(ranges + 2 * i))
        }
    }

    private func u16(_ at: Int) -> Int { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : 0 }
    private func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }

    func glyphIndex(_ codePoint: UInt32) -> Int? {
        let c = Int(codePoint)
        guard let s = segments.first(where: { $0.start <= c && c <= $0.end }) else { return nil }
        if s.range == 0 { return (c + s.delta) & 0xFFFF }
        let glyph = u16(s.rangeAt + s.range + 2 * (c - s.start))
        return glyph == 0 ? nil : (glyph + s.delta) & 0xFFFF
    }

    func inkBox(ofCodePoint codePoint: UInt32) -> Rect? {
        guard let glyph = glyphIndex(codePoint), glyph > 0 else { return nil }
        let (start, end) = longOffsets ? (u32(loca + 4 * glyph), u32(loca + 4 * glyph + 4))
            : (2 * u16(loca + 2 * glyph), 2 * u16(loca + 2 * glyph + 2))
        guard end > start, glyf + start + 10 <= bytes.count else { return nil }
        func s16(_ at: Int) -> Double { Double(Int16(truncatingIfNeeded: u16(glyf + start + at))) }
        let xMin = s16(2), yMin = s16(4), xMax = s16(6), yMax = s16(8)
        guard xMax > xMin, yMax > yMin else { return nil }
        return Rect(x: xMin / unitsPerEm, y: (ascender - yMax) / unitsPerEm,
                    width: (xMax - xMin) / unitsPerEm, height: (yMax - yMin) / unitsPerEm)
    }
}
