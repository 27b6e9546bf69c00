import SketchpadLayout
import SketchpadWidgets

/// Writes text runs into Cairo's SVG as `<text>` elements (``SVGTextMode/text``).
///
/// Cairo has no SVG text of its own, so the painter draws each run as a marker, a small filled
/// triangle of a colour no other fill in the list uses, and this replaces each marker element
/// with the run's `<text>`: in place, so the text keeps its drawing order and sits inside the
/// same clip and opacity groups its glyphs would have.
struct SVGTextWriter {
    /// A run to write and the transform that was current when it was drawn.
    struct Marked {
        var run: GlyphRun
        var transform: Transform2D
    }

    /// The marker colour of each run, by index: 24-bit values no fill or shadow in `list` uses.
    static func markerColors(count: Int, avoiding list: DisplayList) -> [UInt32] {
        var used = Set<UInt32>()
        func add(_ c: Color) { used.insert(rgb(c)) }
        if let background = list.background { add(background) }
        for command in list.commands {
            switch command {
            case .fill(_, let c): add(c)
            case .shadow(_, let s): add(s.color)
            default: break
            }
        }
        var colors: [UInt32] = [], next: UInt32 = 0x0A_0B_0C
        while colors.count < count {
            if !used.contains(next) { colors.append(next) }
            next += 1
        }
        return colors
    }

    static func rgb(_ c: Color) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32((max(0, min(1, v)) * 255).rounded()) }
        return byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
    }

    /// `svg` with every marker replaced by its run's `<text>`.
    static func replaceMarkers(in svg: String, runs: [Marked], colors: [UInt32]) -> String {
        var byColor: [UInt32: Int] = [:]
        for (i, c) in colors.enumerated() { byColor[c] = i }
        var out = ""
        out.reserveCapacity(svg.utf8.count)
        var rest = svg[...]
        let open = "<path style=\" stroke:none;fill-rule:nonzero;fill:rgb("
        while let start = rest.range(of: open) {
            out += rest[..<start.lowerBound]
            guard let close = rest[start.upperBound...].range(of: "/>") else { break }
            let element = rest[start.lowerBound..<close.upperBound]
            rest = rest[close.upperBound...]
            if let index = markerIndex(element, open: open, byColor: byColor) {
                out += textElement(runs[index])
            } else {
                out += element
            }
        }
        out += rest
        return out
    }

    /// The run a path element marks, if it is a marker: `fill:rgb(a%,b%,c%);fill-opacity:1;`
    /// with the percentages of a marker colour.
    private static func markerIndex(_ element: Substring, open: String, byColor: [UInt32: Int]) -> Int? {
        let afterOpen = element.dropFirst(open.count)
        guard let end = afterOpen.firstIndex(of: ")"), afterOpen[end...].hasPrefix(");fill-opacity:1;") else { return nil }
        let parts = afterOpen[..<end].split(separator: ",")
        guard parts.count == 3 else { return nil }
        var value: UInt32 = 0
        for part in parts {
            guard part.hasSuffix("%"), let percent = Double(part.dropLast()) else { return nil }
            value = value << 8 | UInt32((percent * 2.55).rounded())
        }
        return byColor[value]
    }

    /// `<text>` for a run: its font by family, weight, slant and size, its colour, and each
    /// character at the position of the glyphs shaped for it (right-to-left runs: the run's
    /// right edge, the viewer ordering the characters).
    static func textElement(_ marked: Marked) -> String {
        let run = marked.run
        let baseX = run.origin.x + run.pen.x, baseY = run.origin.y + run.pen.y
        var attributes: [String] = []
        if run.clustersAreBackward || !run.clustersAreConsistent {
            attributes.append("x=\"\(number(baseX + run.advance))\" y=\"\(number(baseY))\" text-anchor=\"end\"")
        } else {
            attributes.append("x=\"\(characterXs(run).map { number(baseX + $0) }.joined(separator: " "))\" y=\"\(number(baseY))\"")
        }
        attributes.append("font-family=\"\(escape(run.font.family))\" font-size=\"\(number(run.font.size))\"")
        if run.font.weight != 400 { attributes.append("font-weight=\"\(run.font.weight)\"") }
        if run.font.isItalic { attributes.append("font-style=\"italic\"") }
        let c = run.color
        attributes.append("fill=\"rgb(\(Int((c.red * 255).rounded())),\(Int((c.green * 255).rounded())),\(Int((c.blue * 255).rounded())))\"")
        if c.alpha < 1 { attributes.append("fill-opacity=\"\(number(c.alpha))\"") }
        let t = marked.transform
        if t != .identity {
            attributes.append("transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ",")))\"")
        }
        return "<text \(attributes.joined(separator: " ")) xml:space=\"preserve\">\(escape(run.text))</text>"
    }

    /// The x of each character of `run.text` from the pen: a cluster's characters start at its
    /// first glyph (or, for a character no font covers, at its box), and the characters after
    /// the first in a cluster share its width evenly.
    static func characterXs(_ run: GlyphRun) -> [Double] {
        let utf8 = Array(run.text.utf8)
        var xs: [Double] = []
        var byte = 0, glyph = 0, missing = 0
        for (k, cluster) in run.clusters.enumerated() {
            let start: Double, end: Double
            if cluster.glyphCount == 0, missing < run.missingGlyphs.count {
                start = run.missingGlyphs[missing].x
                end = start + run.missingGlyphs[missing].width
                missing += 1
            } else {
                start = glyph < run.glyphs.count ? run.glyphs[glyph].x : run.advance
                glyph += cluster.glyphCount
                let next = run.clusters.count > k + 1 && glyph < run.glyphs.count ? run.glyphs[glyph].x : run.advance
                end = max(start, next)
            }
            let characters = String(decoding: utf8[byte..<min(utf8.count, byte + cluster.byteCount)], as: UTF8.self).unicodeScalars.count
            byte += cluster.byteCount
            for i in 0..<characters { xs.append(start + (end - start) * Double(i) / Double(max(1, characters))) }
        }
        return xs
    }

    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return String(format: "%.4f", v).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
