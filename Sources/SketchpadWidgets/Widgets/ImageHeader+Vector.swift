import Foundation
import SketchpadLayout

extension ImageHeader {
    /// A vector image's size in points: a PDF's first page box (its `/CropBox`, else its
    /// `/MediaBox`, as written before any compressed object), an SVG's `width` and `height` (in
    /// px or pt; a percentage or none: the `viewBox`'s). Nil when neither is found or it is empty.
    ///
    /// ```swift
    /// ImageHeader.pointSize(of: Array(#"<svg width="24" height="16"/>"#.utf8))   // 24 × 16
    /// ```
    package static func pointSize(of bytes: [UInt8]) -> Size? {
        let size: Size?
        switch format(of: bytes) {
        case .pdf: size = pdfPageBox(bytes)
        case .svg: size = svgRootTag(bytes).flatMap(svgSize)
        default: size = nil
        }
        guard let size, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              size.width <= 100_000, size.height <= 100_000 else { return nil }
        return size
    }

    /// The first `/CropBox` or `/MediaBox` array's width and height (a crop box wins).
    private static func pdfPageBox(_ bytes: [UInt8]) -> Size? {
        let text = String(decoding: bytes.prefix(1 << 20), as: Unicode.ASCII.self)
        func box(_ name: String) -> Size? {
            guard let key = text.range(of: "/" + name) else { return nil }
            let rest = text[key.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
            guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            let numbers = rest[rest.index(after: rest.startIndex)..<close].split { " \n\r\t".contains($0) }.compactMap { Double($0) }
            guard numbers.count == 4 else { return nil }
            return Size(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
        }
        return box("CropBox") ?? box("MediaBox")
    }

    /// The attributes of the document's root `<svg …>` tag, when the bytes are an SVG document
    /// (an XML declaration, comments and a doctype may come first).
    static func svgRootTag(_ bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(8192), as: UTF8.self)
        let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard trimmed.hasPrefix("<"), let start = trimmed.range(of: "<svg") else { return nil }
        // Only declarations, comments and a doctype may stand before the root element.
        let before = trimmed[..<start.lowerBound]
        var rest = before[...]
        while let open = rest.firstIndex(of: "<") {
            let tag = rest[open...]
            guard tag.hasPrefix("<?") || tag.hasPrefix("<!") else { return nil }
            guard let close = tag.firstIndex(of: ">") else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        let after = trimmed[start.upperBound...]
        guard let first = after.first, first.isWhitespace || first == ">" || first == "/",
              let end = after.firstIndex(of: ">") else { return nil }
        return String(after[..<end])
    }

    /// The size an SVG root tag gives: `width` and `height` when both are absolute lengths, else the view box's.
    private static func svgSize(_ tag: String) -> Size? {
        func attribute(_ name: String) -> String? {
            for quote in ["\"", "'"] {
                guard let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)") ?? tag.range(of: "\t\(name)=\(quote)"),
                      let end = tag[range.upperBound...].firstIndex(of: Character(quote)) else { continue }
                return String(tag[range.upperBound..<end]).trimmingCharacters(in: .whitespaces)
            }
            return nil
        }
        func length(_ value: String?) -> Double? {
            guard var value else { return nil }
            var isPoints = false
            if value.hasSuffix("px") { value.removeLast(2) } else if value.hasSuffix("pt") { value.removeLast(2); isPoints = true }
            // A CSS point is 4/3 of a pixel (an SVG pixel is an iOS point).
            return Double(value).map { isPoints ? $0 * 4 / 3 : $0 }
        }
        let box = attribute("viewBox")?.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        let boxSize = box.flatMap { $0.count == 4 ? Size(width: $0[2], height: $0[3]) : nil }
        let width = length(attribute("width")), height = length(attribute("height"))
        if let width, let height { return Size(width: width, height: height) }
        // One absolute length: the other follows the view box's aspect ratio.
        if let boxSize, boxSize.width > 0, boxSize.height > 0 {
            if let width { return Size(width: width, height: width * boxSize.height / boxSize.width) }
            if let height { return Size(width: height * boxSize.width / boxSize.height, height: height) }
        }
        return boxSize
    }
}
