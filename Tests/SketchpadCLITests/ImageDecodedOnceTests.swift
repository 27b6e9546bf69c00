import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import SketchpadLayout
import SketchpadRender
import SketchpadWidgets
@testable import Sketchpad

/// A PNG is read once and decoded once, whoever asks: the template builder's check, layout's
/// intrinsic size, the batch's check before drawing and the drawing itself (issue 25). Reads are
/// counted by the kernel (inotify's open events on the file), decodes by the decoded pixels'
/// storage: one decode, one buffer shared by every list that draws the image.
@Suite struct ImageDecodedOnceTests {
    /// A 30 × 20 PNG (orange with a purple left half), or `width` wide.
    func writeSwatch(to path: String, width: Double = 30) throws {
        var swatch = DisplayList(size: Size(width: width, height: 20), background: Color(hex: 0xFF9500))
        swatch.append(.fill(.rect(Rect(x: 0, y: 0, width: width / 2, height: 20)), Color(hex: 0x5856D6)))
        try Renderer().write(swatch, to: path)
    }

    /// Two image views showing the file at `path`, side by side.
    func twoImages(_ path: String) -> View {
        let root = View()
        let a = ImageView(pngFile: path), b = ImageView(pngFile: path)
        root.addSubview(a)
        root.addSubview(b)
        Constraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor),
        ])
        return root
    }

    func bitmaps(in list: DisplayList) -> [Bitmap] {
        list.commands.compactMap { if case .image(let bitmap, _) = $0 { return bitmap } else { return nil } }
    }

    func storage(_ bitmap: Bitmap) -> UnsafeRawPointer? {
        bitmap.pixels.withUnsafeBytes { $0.baseAddress }
    }

    @Test func aSceneReadsAndDecodesItsImageOnce() throws {
        let dir = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/swatch.png"
        try writeSwatch(to: path)
        let opens = try FileOpenCounter(path)
        // Two views of the file, in two scenes (light and dark), each laid out and drawn.
        let light = try Scene(size: Size(width: 120, height: 60), appearance: .light, root: twoImages(path)).displayList()
        let dark = try Scene(size: Size(width: 120, height: 60), appearance: .dark, root: twoImages(path)).displayList()
        let drawn = bitmaps(in: light) + bitmaps(in: dark)
        #expect(drawn.count == 4)
        #expect(drawn.allSatisfy { $0.width == 30 && $0.height == 20 })
        #expect(Set(drawn.map(storage)).count == 1, "one decode: every list draws the same pixels (2 before issue 25)")
        let reads = try opens.count()
        #expect(reads == 1, "the file is read once, for layout and drawing alike (6 before issue 25)")
    }

    @Test func aBatchReadsAndDecodesItsImageOnce() throws {
        let yaml = """
        canvas: {width: 120, height: 60}
        views:
          - {id: a, type: image, file: logo.png}
          - {id: b, type: image, file: logo.png}
        constraints:
          - "a.leading == root.leading"
          - "a.top == root.top"
          - "b.leading == a.trailing + 8"
          - "b.top == root.top"
        variants: {appearances: [light, dark]}
        """
        let dir = try temporaryFolder(["screen.yaml": yaml])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try writeSwatch(to: dir + "/logo.png")
        let opens = try FileOpenCounter(dir + "/logo.png")
        var options = BatchOptions(outputDirectory: dir + "/out")
        options.formats = [.png, .svg]
        // Loaded and checked, laid out, checked for decoding, drawn: two variants, two formats, two views.
        let summary = try BatchRenderer(options: options).render(paths: [dir + "/screen.yaml"])
        #expect(summary.line == "1 rendered, 0 failed")
        // Once to draw (the loader's check, layout, the check before drawing and the drawing), and
        // once more by the incremental-render manifest, which keys the outputs by the bytes of
        // every file a template depends on (a digest, not a picture).
        let reads = try opens.count()
        #expect(reads == 2, "13 before issue 25")
    }

    @Test func aFileChangedOnDiskIsReadAgain() throws {
        let dir = try temporaryFolder([:])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/swatch.png"
        try writeSwatch(to: path)
        #expect(ImageFileCache.shared.pixelSize(ofImage: path) == Size(width: 30, height: 20))
        let first = try PNGImageDecoder().decodePNG(atPath: path)
        // As an editor saves while `watch` runs: a new file of another size at the same path.
        try writeSwatch(to: path, width: 44)
        #expect(ImageView(pngFile: path).intrinsicContentSize(measuring: FixedAdvanceTextMeasurer()) == Size(width: 44, height: 20))
        let second = try PNGImageDecoder().decodePNG(atPath: path)
        #expect(first.width == 30 && second.width == 44)
    }

    @Test func aMissingFileIsAnErrorThatNamesIt() throws {
        let path = NSTemporaryDirectory() + "sketchpad-missing-\(UUID().uuidString).png"
        #expect(throws: RenderError.imageUnreadable(path: path, reason: "file not found")) {
            try PNGImageDecoder().decodePNG(atPath: path)
        }
        #expect(ImageFileCache.shared.pixelSize(ofImage: path) == nil)
    }
}

/// Counts the times a file is opened, by anyone in any process, from now on (inotify `IN_OPEN`).
final class FileOpenCounter {
    private let descriptor: Int32
    private var opens = 0

    init(_ path: String) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        // Closes are watched too: inotify merges identical events in a row that were not read yet,
        // so opens alone would count as one; open, close, open, close… stay apart.
        guard descriptor >= 0, inotify_add_watch(descriptor, path, UInt32(IN_OPEN | IN_CLOSE)) >= 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    deinit { close(descriptor) }

    /// The opens so far.
    func count() throws -> Int {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            var offset = 0
            while offset < n {
                let (mask, length) = buffer.withUnsafeBytes { raw -> (UInt32, UInt32) in
                    (raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                }
                if mask & UInt32(IN_OPEN) != 0 { opens += 1 }
                offset += 16 + Int(length)
            }
        }
        return opens
    }
}
