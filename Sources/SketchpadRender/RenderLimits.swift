/// The largest canvases Sketchpad renders, checked before Cairo allocates anything.
///
/// A PNG canvas may have at most `maxPixelsPerSide` pixels on a side and `maxPixels` in all
/// (100 Mpx is 400 MB of ARGB pixels); SVG and PDF canvases at most `maxVectorPoints` points
/// on a side (PDF readers stop at 14 400 units, the PDF 1.7 limit).
///
/// ```swift
/// try Renderer.pixelSize(of: Size(width: 390, height: 844), scale: 3)   // (1170, 2532)
/// try Renderer.pixelSize(of: Size(width: 6000, height: 10), scale: 3)   // throws canvasTooLarge
/// ```
package enum RenderLimits {
    package static let maxPixelsPerSide = 16_384
    package static let maxPixels = 100_000_000
    package static let maxVectorPoints = 14_400.0
    /// The output scales accepted for PNG.
    package static let scales: ClosedRange<Double> = 0.25...8
}
