#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SketchpadLayout

/// Reads the pixel size from a PNG's header (the IHDR chunk), for an image view's intrinsic
/// size; layout does not decode images. The one reader of the signature and header: the template
/// builder's check that an image file is a PNG asks it too.
package enum PNGHeader {
    package static func pixelSize(ofFile path: String) -> Size? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: 24)
        guard fread(&header, 1, 24, file) == 24 else { return nil }
        return pixelSize(header: header)
    }

    /// The size in the first 24 bytes of a PNG, or nil if they are not a PNG signature and IHDR.
    package static func pixelSize(header: [UInt8]) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count >= 24, Array(header[0..<8]) == signature, Array(header[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Double { Double(header[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        return Size(width: word(16), height: word(20))
    }
}
