import SketchpadLayout

/// One problem of a card as the page shows it: errors red, warnings amber, each at its line.
struct Problem: Codable, Hashable, Sendable {
    var severity: String
    var message: String
    var hint: String?
    var file: String?
    var line: Int?
    var column: Int?
    /// The variant it was found in (nil: the file itself, before any variant is laid out).
    var variant: String?

    init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        hint = diagnostic.hint
        file = diagnostic.location?.file
        line = diagnostic.location.map(\.line)
        column = diagnostic.location.flatMap { $0.column > 0 ? $0.column : nil }
        variant = diagnostic.variant
    }

    var isError: Bool { severity == Diagnostic.Severity.error.rawValue }
    var isWarning: Bool { severity == Diagnostic.Severity.warning.rawValue }
}

/// One rendering of a card, with the dimensions the gallery filters on.
struct VariantSummary: Codable, Hashable, Sendable {
    var index: Int
    /// As outputs are named (`iphone-se-dark`); empty for a file without variants.
    var name: String
    var device: String
    var appearance: String
    /// `ltr` or `rtl`.
    var direction: String
    var textSize: String
    /// A pseudo-locale (`en-XA`, `ar-XB`), or nil for the texts as written.
    var locale: String?
}

/// What the gallery shows of one file: its variants and its problems.
struct CardSummary: Codable, Hashable, Sendable {
    /// `<root index>/<path under the root>`: the only way requests name a file.
    var id: String
    /// The kind of source (`template`, `script`, `preview`).
    var kind: String
    /// The file as given on the command line (root joined with the relative path).
    var path: String
    /// Goes up by one each time the file or something it reads changes: image URLs carry it.
    var version: Int
    var variants: [VariantSummary]
    /// Problems found so far: loading errors, then those of the variants drawn.
    var problems: [Problem]
    var errors: Int
    var warnings: Int
    /// The file does not load (it stopped parsing): the page keeps the last good pictures, greyed.
    var broken: Bool
    /// Being loaded in the background (a script compiling): the page says so, and keeps the
    /// pictures it has until the new ones come.
    var building = false
}
