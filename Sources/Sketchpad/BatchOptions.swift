import SketchpadRender

/// How a batch renders: where, in which formats, at which scale, with which overlays, how many
/// files at once, and which shard.
///
/// ```swift
/// var options = BatchOptions(outputDirectory: "out")
/// options.formats = [.png, .svg]
/// options.jobs = 2
/// ```
package struct BatchOptions {
    package var outputDirectory: String
    package var formats: [OutputFormat] = [.png]
    /// PNG pixels per point (nil: each template's default).
    package var scale: Double?
    package var overlays: Overlays = []
    /// Overrides every template's appearance.
    package var theme: Theme?
    /// Files rendered at once (default: every core).
    package var jobs: Int = BatchOptions.coreCount
    package var shard: Shard?
    /// An ambiguous layout fails the file too (layout errors always do; see
    /// `LayoutDiagnostic.reportedSeverity(strict:)`).
    package var strict = false
    /// How SVG files draw text (default: glyph outlines; see `SVGTextMode`).
    package var svgText: SVGTextMode = .outlines
    /// Draw every template, even those whose outputs are up to date (see ``RenderManifest``).
    package var force = false
    /// Where the manifests of output folders are kept (nil: ``RenderManifest/defaultCache(_:)``).
    package var manifestCache: String?

    /// Your own fonts, drawn with the pinned ones (nil: `FontFolder.current`, else `SKETCHPAD_FONTS`);
    /// their files' contents are part of every output's skip-unchanged key.
    package var fonts: FontFolder?
    package init(outputDirectory: String) { self.outputDirectory = outputDirectory }

    package static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

import Foundation
