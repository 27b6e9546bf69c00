import ArgumentParser
import Foundation
import Sketchpad

/// The options `render` and `watch` share, turned into the library's `BatchOptions`.
struct RenderOptions: ParsableArguments {
    @Option(name: [.short, .customLong("output")], help: "Folder to write into (mirrors the input folders).")
    var output = "out"

    @Option(help: "Comma-separated formats: png, svg, pdf.")
    var format = "png"

    @Option(help: "PNG pixels per point (default: each template's device scale).")
    var scale: Double?

    @Option(help: "Comma-separated overlays: frames, margins, guides, baselines, ids, all.")
    var overlay: String?

    @Option(help: "Draw every template in this theme: light, dark, wireframe.")
    var theme: String?

    @Option(help: "Templates rendered at once (default: all cores).")
    var jobs: Int?

    @Option(help: "Render only shard I of N (1-based), a stable split for CI matrices, e.g. 2/4; auto (or --shard last, with no value) reads the CI's own variables.")
    var shard: String?

    @Option(help: "With --shard auto on a Kubernetes indexed Job: the number of shards (the Job's completions).")
    var shardCount: Int?

    @Flag(help: "Also fail a template whose layout is ambiguous (layout errors always fail it).")
    var strict = false

    @Flag(help: "Write SVG text as <text> elements (selectable, searchable; drawn with the viewer's fonts) instead of glyph outlines.")
    var svgText = false
    @Flag(help: "Render every template, even those whose outputs are up to date.")
    var force = false

    @OptionGroup var fontsOption: FontsOption

    /// The options, or a `BatchError` line on standard error and exit 2 (a usage error is 64).
    func batchOptionsOrExit() throws -> BatchOptions {
        do { return try batchOptions() } catch let error as BatchError {
            printError(error.description)
            throw ExitCode(2)
        }
    }

    func batchOptions() throws -> BatchOptions {
        guard !output.isEmpty else { throw ValidationError("--output must name a folder (use . for the current one)") }
        var options = BatchOptions(outputDirectory: output)
        options.fonts = try fontsOption.apply()
        options.formats = try format.split(separator: ",").map { name in
            guard let f = OutputFormat(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw ValidationError("unknown format '\(name)' (png, svg, pdf)")
            }
            return f
        }
        if let scale, !(scale.isFinite && RenderLimits.scales.contains(scale)) {
            throw ValidationError("--scale must be a number from \(RenderLimits.scales.lowerBound) to \(RenderLimits.scales.upperBound), not \(scale)")
        }
        options.scale = scale
        if let overlay {
            for name in overlay.split(separator: ",") {
                guard let o = Overlays(name: String(name).trimmingCharacters(in: .whitespaces)) else {
                    throw ValidationError("unknown overlay '\(name)' (frames, margins, guides, baselines, ids, all)")
                }
                options.overlays.formUnion(o)
            }
        }
        if let theme {
            guard let t = Theme.named(theme) else { throw ValidationError("unknown theme '\(theme)' (light, dark, wireframe)") }
            options.theme = t
        }
        if let jobs {
            guard jobs >= 1 else { throw ValidationError("--jobs must be 1 or more") }
            options.jobs = jobs
        }
        // A bad shard is a run that cannot start (exit 2, as the README says), not a usage error:
        // CI computes it, and the message is the library's own `error:` line.
        if let shard { options.shard = try Shard.resolve(shard, count: shardCount) }
        options.strict = strict
        options.svgText = svgText ? .text : .outlines
        options.force = force
        return options
    }
}
