import ArgumentParser
import Foundation
import Sketchpad

/// `--fonts DIR`: a folder of your own fonts (.ttf, .otf, .ttc) drawn for this run, on every
/// command that lays out or draws. It becomes every measurer's folder (`FontFolder.current`) and,
/// for `run`, the scripts' `SKETCHPAD_FONTS`.
struct FontsOption: ParsableArguments {
    @Option(name: .customLong("fonts"), help: ArgumentHelp(
        "A folder of your own fonts (.ttf, .otf, .ttc), found by family and PostScript name (default: $SKETCHPAD_FONTS).",
        valueName: "dir"))
    var fonts: String?

    /// Checks the folder (a missing or empty one is a usage error naming it) and makes it the
    /// process's; with no `--fonts`, checks `SKETCHPAD_FONTS` the same way. Returns the folder.
    @discardableResult
    func apply() throws -> FontFolder? {
        do {
            guard let fonts else { return try FontFolder.resolvedCurrent() }
            let folder = try FontFolder(fonts)
            FontFolder.current = folder
            setenv(FontFolder.environmentVariable, fonts, 1)
            return folder
        } catch {
            throw ValidationError("\(error)")
        }
    }
}
