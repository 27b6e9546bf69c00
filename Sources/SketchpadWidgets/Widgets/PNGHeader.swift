import SketchpadLayout

/// Reads the pixel size from a PNG's header (the IHDR chunk) in bytes already read: the one
/// parser of the signature and header. Files are read by `ImageFileCache`, which asks it.
package enum PNGHeader {
    /// The size in the first 24 bytes of a PNG, or nil if they are not a PNG signature and IHDR.
    package static func pixelSize(header: [UInt8]) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count >= 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Double { Double(header[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        return Size(width: word(16), height: word(20))
    }
}
