import SketchpadLayout

/// Reads what layout needs from an image file's bytes already read, without decoding it: its
/// format and its size as shown (a JPEG's EXIF orientation applied). The one parser of PNG
/// signatures and headers and of JPEG markers; files are read by `ImageFileCache`, which asks it.
package enum ImageHeader {
    /// The file formats Sketchpad decodes.
    package enum Format: String, Sendable {
        case png = "PNG", jpeg = "JPEG", pdf = "PDF", svg = "SVG"

        /// Whether the format is a vector one (drawn at ``ImageHeader/vectorScale`` pixels a point).
        package var isVector: Bool { self == .pdf || self == .svg }
    }

    /// Pixels a point at which vector images (PDF and SVG image sets) are drawn: 3, the largest
    /// iPhone scale, so a render at any device scale scales the pixels down, never up.
    package static let vectorScale = 3.0

    /// The format the bytes start with, or nil when they are none of PNG, JPEG, PDF and SVG.
    package static func format(of bytes: [UInt8]) -> Format? {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.count >= 8, Array(bytes[0..<8]) == png { return .png }
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return .jpeg }
        if bytes.starts(with: Array("%PDF-".utf8)) { return .pdf }
        if svgRootTag(bytes) != nil { return .svg }
        return nil
    }

    /// The size in pixels as the image is shown (a JPEG rotated by its orientation; a vector
    /// image's size in points times ``vectorScale``), or nil if the bytes are not a PNG with its
    /// IHDR chunk, a JPEG with a frame header, a PDF whose first page box can be found, or an SVG
    /// with a size or a view box.
    package static func pixelSize(of bytes: [UInt8]) -> Size? {
        switch format(of: bytes) {
        case .pdf, .svg:
            guard let points = pointSize(of: bytes) else { return nil }
            return Size(width: (points.width * vectorScale).rounded(.up), height: (points.height * vectorScale).rounded(.up))
        case .png:
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
            return Size(width: Double(word(bytes, 16)), height: Double(word(bytes, 20)))
        case .jpeg:
            guard let (width, height) = jpegFrameSize(bytes) else { return nil }
            let turned = exifOrientation(of: bytes) >= 5
            return turned ? Size(width: Double(height), height: Double(width)) : Size(width: Double(width), height: Double(height))
        case nil:
            return nil
        }
    }

    /// A JPEG's EXIF orientation (1 to 8; 1 when it has none): how its stored pixels must be
    /// turned and mirrored to be shown (TIFF's `Orientation` tag, 0x0112, in the APP1 segment).
    package static func exifOrientation(of bytes: [UInt8]) -> Int {
        for (marker, start, length) in jpegSegments(bytes) where marker == 0xE1 {
            // "Exif\0\0", then a TIFF header: byte order, 42, the first directory's offset.
            guard length >= 14, Array(bytes[start..<start + 6]) == Array("Exif\0\0".utf8) else { continue }
            let tiff = start + 6, end = start + length
            let little = bytes[tiff] == 0x49   // "II": little-endian; "MM": big-endian
            func u16(_ at: Int) -> Int? {
                guard at + 2 <= end else { return nil }
                return little ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : Int(bytes[at]) << 8 | Int(bytes[at + 1])
            }
            func u32(_ at: Int) -> Int? {
                guard let a = u16(at), let b = u16(at + 2) else { return nil }
                return little ? a | b << 16 : a << 16 | b
            }
            guard let first = u32(tiff + 4), let count = u16(tiff + first) else { return 1 }
            for entry in 0..<count {
                let at = tiff + first + 2 + entry * 12
                guard let tag = u16(at) else { return 1 }
                if tag == 0x0112, let value = u16(at + 8), (1...8).contains(value) { return value }
            }
            return 1
        }
        return 1
    }

    /// The stored width and height from a JPEG's start-of-frame segment.
    private static func jpegFrameSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        for (marker, start, length) in jpegSegments(bytes) {
            // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
            guard (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), length >= 5 else { continue }
            let height = Int(bytes[start + 1]) << 8 | Int(bytes[start + 2])
            let width = Int(bytes[start + 3]) << 8 | Int(bytes[start + 4])
            return width > 0 && height > 0 ? (width, height) : nil
        }
        return nil
    }

    /// The segments before a JPEG's image data: marker, where its payload starts, its length.
    private static func jpegSegments(_ bytes: [UInt8]) -> [(marker: UInt8, start: Int, length: Int)] {
        var segments: [(UInt8, Int, Int)] = []
        var at = 2
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            if marker == 0xFF { at += 1; continue }                 // fill byte
            if marker == 0xD9 || marker == 0xDA { break }          // end of image, start of scan
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { at += 2; continue }   // no length
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard length >= 2, at + 2 + length <= bytes.count else { break }
            segments.append((marker, at + 4, length - 2))
            at += 2 + length
        }
        return segments
    }

    private static func word(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    }
}
