import Foundation
import SketchpadSnapshotEngine

/// The goldens of `sketchpad test` for the review page: each variant of each card against
/// `<golden>/<template>[--<variant>].png` (named as `sketchpad test` names them, at scale 1).
struct ReviewFolders: Sendable {
    /// The folder of golden PNGs (nil: no review page).
    var golden: String?
    var actual: String?

    /// One golden as the review page lists it.
    struct Item: Codable, Hashable, Sendable {
        /// The golden's file name without `.png`.
        var name: String
        var card: String?
        var variant: Int?
        /// `same`, `changed` (differs beyond the tolerance), `new` (no golden yet) or `missing`
        /// (a golden no card makes any more).
        var status: String
        var differingPixels: Int?
    }

    /// The golden name of a card's variant: `sign-in--iphone-se-dark`.
    static func name(of card: CardSummary, variant: VariantSummary) -> String {
        let relative = card.id.split(separator: "/", maxSplits: 1).last.map(String.init) ?? card.id
        var stem = relative
        for ext in [".yaml", ".yml"] where stem.hasSuffix(ext) { stem = String(stem.dropLast(ext.count)) }
        return stem + (variant.name.isEmpty ? "" : "--" + variant.name)
    }

    /// The golden file of `name` (nil without a golden folder, or for a name with `..` or a
    /// leading `/`: names come from the cards, never from the request alone).
    func goldenPath(_ name: String) -> String? {
        guard let golden, !name.hasPrefix("/"), !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." || $0.isEmpty })
        else { return nil }
        return golden + "/" + name + ".png"
    }

    /// Every PNG in the golden folder, by name (`a/b--dark` for `a/b--dark.png`), sorted.
    func goldenNames() -> [String] {
        guard let golden, let enumerator = FileManager.default.enumerator(atPath: golden) else { return [] }
        var names: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".png") { names.append(String(relative.dropLast(4))) }
        }
        return names.sorted()
    }

    /// Compares an actual picture with its golden.
    static func compare(actual: [UInt8], golden: [UInt8]) -> ImageComparison? {
        guard let a = try? RGBAImage(png: actual), let g = try? RGBAImage(png: golden) else { return nil }
        return ImageComparison(expected: g, actual: a)
    }
}
