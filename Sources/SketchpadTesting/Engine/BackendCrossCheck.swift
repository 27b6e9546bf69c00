import Foundation
import Sketchpad

/// Draws a scene's SVG with another renderer (librsvg's `rsvg-convert`) and compares it with our
/// PNG at 1×: both backends must draw the same display list the same way.
///
/// ```swift
/// let result = try BackendCrossCheck.compare(scene, folder: "/tmp/x", name: "login")
/// #expect(result.matches, "\(result.summary)")
/// ```
package enum BackendCrossCheck {
    /// Glyphs are FreeType-rasterised in the PNG and path-filled by librsvg, so their edges
    /// differ in shade well past anti-aliasing detection: a colour threshold of 0.25 and up to
    /// 1 % of pixels. A missing, moved or recoloured view changes far more.
    package static let tolerance = ImageTolerance(colorThreshold: 0.25, allowance: .fraction(0.01))

    package static func compare(_ scene: Scene, rsvgConvert tool: String = "/usr/bin/rsvg-convert", folder: String,
                               name: String, tolerance: ImageTolerance = tolerance) throws -> ImageComparison {
        let ours = try Snapshotting<Scene, PNGSnapshot>.png(scale: 1).capture(scene)
        let base = folder + "/" + name.replacingOccurrences(of: "/", with: "_")
        try AtomicFile.write(scene.data(format: .svg), to: base + ".svg")
        // The SVG is in pt; 0.75 zoom makes one user unit one pixel (CSS: 1pt = 4/3 px).
        let run = try ChildProcess.run(tool, ["--zoom", "0.75", "-o", base + ".rsvg.png", base + ".svg"], standardError: .output)
        guard run.status == 0 else {
            throw SnapshotError.snapshotFailed(reason: "\(tool) exited with \(run.status) for \(base).svg: \(run.outputText)")
        }
        let theirs = try RGBAImage(png: Array(Data(contentsOf: URL(fileURLWithPath: base + ".rsvg.png"))), path: base + ".rsvg.png")
        return ImageComparison(expected: ours.image, actual: theirs, tolerance: tolerance)
    }
}
