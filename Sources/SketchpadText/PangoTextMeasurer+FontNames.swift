import Foundation
import SketchpadLayout

extension PangoTextMeasurer {
    /// The font called `name` — a family or a PostScript name of the pinned fonts or of the
    /// process's fonts folder (``FontFolder/resolvedCurrent()``) — at `size` points, without a
    /// measurer at hand: the hook `UIFont(name:size:)` and SwiftUI's `Font.custom(_:size:)` call.
    /// Throws ``TextError/unknownFont(name:nearest:)`` naming the nearest family for any other name,
    /// or the folder's error when the folder is bad. Each folder's names are read once per process.
    ///
    /// ```swift
    /// let font = try PangoTextMeasurer.font(named: "ComicNeue-Bold", size: 17)   // Comic Neue, bold
    /// ```
    public static func font(named name: String, size: Double) throws -> FontDescription {
        try fontNames(for: FontFolder.resolvedCurrent()).font(named: name, size: size)
    }

    /// The names of the pinned fonts and `folder`'s, read once per folder per process.
    static func fontNames(for folder: FontFolder?) throws -> FontNames {
        let key = folder?.path ?? ""
        if let known = namesLock.withLock({ namesCache[key] }) { return known }
        let names = try PinnedFontMap(fonts: folder).names
        namesLock.withLock { namesCache[key] = names }
        return names
    }

    private static let namesLock = NSLock()
    // Only read and written under `namesLock`.
    nonisolated(unsafe) private static var namesCache: [String: FontNames] = [:]
}

extension PangoTextMeasurer {
    /// The family `name` (a family or PostScript name) belongs to, as its fonts spell it: what
    /// `UIFont.familyName` says of a font made by PostScript name.
    ///
    /// ```swift
    /// try PangoTextMeasurer.fontFamily(named: "ComicNeue-Bold")   // "Comic Neue"
    /// ```
    public static func fontFamily(named name: String) throws -> String {
        let resolved = try fontNames(for: FontFolder.resolvedCurrent()).resolve(family: name)
        if resolved.substituted { throw TextError.unknownFont(name: name, nearest: resolved.nearest) }
        return resolved.family
    }
}
