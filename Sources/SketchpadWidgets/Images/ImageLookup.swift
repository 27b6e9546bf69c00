import Foundation

/// Finds an image by name as `UIImage(named:)` does on iOS, for every front end: first an image
/// set (`NAME.imageset`) in the asset catalogs of the folders, then loose files in the folders
/// themselves — `NAME@3x.png`, `NAME@2x.png`, `NAME.png` — where `.png` may be left out and any
/// other extension (`.jpg`, `.jpeg`) must be given, as on iOS.
///
/// The scale drawn is the device's when there is a file for it, else the nearest (the larger of
/// two as near), as iOS picks; an image set's dark-appearance files are kept for dark renders
/// and its `template-rendering-intent` is honoured. A vector file (PDF, SVG: an image set that
/// "preserves vector data", as many do) is sized by its page or view box in points and drawn at
/// `ImageHeader.vectorScale` pixels a point; an image set whose only files are in other formats is
/// an error naming the file.
///
/// ```swift
/// let lookup = ImageLookup(folders: ["App/Resources"], scale: 3)
/// let badge = try lookup.find("badge").get()   // Assets.xcassets/badge.imageset/badge@3x.png
/// ```
package struct ImageLookup: Sendable {
    /// The folders searched, in order (each may be a catalog or hold catalogs, and loose files).
    package var folders: [String]
    /// The device's scale (pixels per point).
    package var scale: Double
    /// The device idiom image sets are read for (`iphone`, `ipad`), besides `universal`.
    package var idiom: String

    package init(folders: [String], scale: Double, idiom: String = "iphone") {
        self.folders = folders
        self.scale = scale
        self.idiom = idiom
    }

    /// The image called `name` (an image set's name, or a file name with or without `.png`).
    package func find(_ name: String) -> Result<ImageAsset, ImageLookupError> {
        guard !name.isEmpty else { return .failure(.notFound(name: name, folders: folders)) }
        if let set = AssetCatalogFolders(folders: folders).find(name, kind: "imageset") {
            return imageSet(name, at: set)
        }
        let (base, ext) = Self.split(name)
        for folder in folders {
            for scale in preference(among: [1, 2, 3]) {
                let file = scale == 1 ? "\(base).\(ext)" : "\(base)@\(Int(scale))x.\(ext)"
                let path = (folder as NSString).appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: path) else { continue }
                guard ImageFileCache.shared.pixelSize(ofImage: path) != nil else { return .failure(.unreadable(name: name, file: path)) }
                return .success(ImageAsset(name: name, path: path, scale: scale))
            }
        }
        return .failure(.notFound(name: name, folders: folders))
    }

    /// A loose file's base name and extension: `.png` unless `name` ends in an image extension.
    static func split(_ name: String) -> (base: String, ext: String) {
        let ext = (name as NSString).pathExtension
        guard ["png", "jpg", "jpeg"].contains(ext.lowercased()) else { return (name, "png") }
        return ((name as NSString).deletingPathExtension, ext)
    }

    /// `scales` nearest to the device's first (the larger of two as near first).
    private func preference(among scales: [Double]) -> [Double] {
        scales.sorted { a, b in
            let (da, db) = (abs(a - scale), abs(b - scale))
            return da == db ? a > b : da < db
        }
    }

    /// The image set at `path` (a folder ending in `.imageset`, as a template's `file:` may name
    /// one) at `scale`, or nil when `path` is not an image set's.
    package static func imageSet(atPath path: String, scale: Double = 3) -> Result<ImageAsset, ImageLookupError>? {
        guard path.hasSuffix(".imageset") else { return nil }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return ImageLookup(folders: [], scale: scale).imageSet(name, at: path)
    }

    /// The image set at `folder`, read from its `Contents.json`.
    private func imageSet(_ name: String, at folder: String) -> Result<ImageAsset, ImageLookupError> {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: contents),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else {
            return .failure(.badImageSet(name: name, contents: contents))
        }
        struct Rendition { var path: String, scale: Double, appearance: String, idiomRank: Int }
        var bitmaps: [Rendition] = []
        var undrawable: [String] = []
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            let idiom = image["idiom"] as? String ?? "universal"
            guard idiom == self.idiom || idiom == "universal" else { continue }
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            // High-contrast and other appearances are not drawn; luminosity picks light or dark.
            guard appearances.allSatisfy({ $0["appearance"] as? String == "luminosity" }) else { continue }
            let appearance = appearances.first?["value"] as? String ?? "any"
            let path = (folder as NSString).appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let ext = (file as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg", "pdf", "svg"].contains(ext) else {
                undrawable.append(path)
                continue
            }
            // A vector file is drawn at the vector scale, whatever scale it is listed for.
            let scale = ["pdf", "svg"].contains(ext) ? ImageHeader.vectorScale
                : (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            bitmaps.append(Rendition(path: path, scale: scale, appearance: appearance, idiomRank: idiom == self.idiom ? 0 : 1))
        }
        func best(_ appearances: Set<String>, near: Double? = nil) -> Rendition? {
            let candidates = bitmaps.filter { appearances.contains($0.appearance) }
            let order = near.map { near in ImageLookup(folders: [], scale: near).preference(among: [1, 2, 3]) } ?? preference(among: [1, 2, 3])
            return candidates.min { a, b in
                let (ra, rb) = (order.firstIndex(of: a.scale) ?? 9, order.firstIndex(of: b.scale) ?? 9)
                return ra != rb ? ra < rb : a.idiomRank < b.idiomRank
            }
        }
        guard let light = best(["light"]) ?? best(["any"]) else {
            if let file = undrawable.first { return .failure(.unsupportedFormat(name: name, file: file)) }
            return .failure(.emptyImageSet(name: name, folder: folder))
        }
        let dark = best(["dark"], near: light.scale)
        let properties = json["properties"] as? [String: Any] ?? [:]
        let template = properties["template-rendering-intent"] as? String == "template"
        for path in [light.path] + (dark.map { [$0.path] } ?? []) where ImageFileCache.shared.pixelSize(ofImage: path) == nil {
            return .failure(.unreadable(name: name, file: path))
        }
        return .success(ImageAsset(name: name, path: light.path, darkPath: dark?.path, scale: light.scale, isTemplate: template))
    }
}

/// Why an image name found nothing to draw; front ends report it as a warning (at the source
/// line where they can) and draw a placeholder.
package enum ImageLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No image set and no file of that name.
    case notFound(name: String, folders: [String])
    /// An image set whose only files are in formats Sketchpad cannot draw (not PNG, JPEG, PDF or SVG).
    case unsupportedFormat(name: String, file: String)
    /// An image set with no file for this device.
    case emptyImageSet(name: String, folder: String)
    /// An image set whose `Contents.json` is missing or not JSON with `images`.
    case badImageSet(name: String, contents: String)
    /// A file found that is not a PNG, JPEG, PDF or SVG Sketchpad can read.
    case unreadable(name: String, file: String)

    package var description: String {
        switch self {
        case .notFound(let name, let folders):
            let (base, ext) = ImageLookup.split(name)
            let looked = folders.isEmpty ? "no image folders were given" : "looked in " + folders.joined(separator: ", ")
            return "no image named \"\(name)\": no \(name).imageset in an asset catalog and no \(base).\(ext) or \(base)@2x.\(ext) or \(base)@3x.\(ext) (\(looked))"
        case .unsupportedFormat(let name, let file):
            return "image \"\(name)\": \(file) is in a format Sketchpad cannot draw; add a PNG, JPEG, PDF or SVG rendition to the image set"
        case .emptyImageSet(let name, let folder):
            return "image set \"\(name)\" (\(folder)) has no image file for this device"
        case .badImageSet(let name, let contents):
            return "image set \"\(name)\": \(contents) is missing or is not an image set's Contents.json"
        case .unreadable(let name, let file):
            return "image \"\(name)\": \(file) is not a PNG or JPEG file, nor a PDF or SVG whose size can be read"
        }
    }
}
