import SketchpadRender

/// How a batch renders: where, in which formats, at which scale, with which overlays, how many
/// files at once, and which shard.
///
/// ```swift
/// var options = BatchOptions(outputDirectory: "out")
/// options.formats = [.png, .svg]
/// options.jobs = 2
/// ```
public struct BatchOptions {
    public var outputDirectory: String
    public var formats: [OutputFormat] = [.png]
    /// PNG pixels per point (nil: each template's default).
    public var scale: Double?
    public var overlays: Overlays = []
    /// Overrides every template's appearance.
    public var theme: Theme?
    /// Files rendered at once (default: every core).
    public var jobs: Int = BatchOptions.coreCount
    public var shard: Shard?
    /// An ambiguous layout fails the file too (layout errors always do; see
    /// `LayoutDiagnostic.reportedSeverity(strict:)`).
    public var strict = false
    /// How SVG files draw text (default: glyph outlines; see `SVGTextMode`).
    public var svgText: SVGTextMode = .outlines
    /// Draw every template, even those whose outputs are up to date (see ``RenderManifest``).
    public var force = false
    /// Where the manifests of output folders are kept (nil: ``RenderManifest/defaultCache(_:)``).
    public var manifestCache: String?

    /// Your own fonts, drawn with the pinned ones (nil: `FontFolder.current`, else `SKETCHPAD_FONTS`);
    /// their files' contents are part of every output's skip-unchanged key.
    public var fonts: FontFolder?
    public init(outputDirectory: String) { self.outputDirectory = outputDirectory }

    public static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
}

import Foundation
