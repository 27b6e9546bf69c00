import SketchpadLayout

/// A view that displays one or more lines of read-only text (SwiftUI's `Text`). It is measured
/// and drawn by Pango with Sketchpad's pinned fonts, wraps to the width offered, and takes no
/// more width than its text needs.
///
/// ```swift
/// Text("Hamlet").font(.title)
/// Text("by **William Shakespeare**").foregroundStyle(.secondary)
/// Text(verbatim: "*not emphasised*")
/// Text("Bold").bold() + Text(" and plain")
/// ```
public struct Text: View, Equatable {
    /// A stretch of text with its own style (markdown, `+`, text modifiers).
    package struct Run {
        package var string: String
        package var font: Font?
        package var weight: Font.Weight?
        package var isItalic = false
        package var isMonospaced = false
        package var isStrikethrough = false
        package var isUnderlined = false
        package var isLink = false
        package var color: AnyShapeStyle?
        package var kerning: CGFloat?
        /// The image this run stands for (`Text(Image(…))`): not drawn yet, its place kept blank.
        package var inlineImage: String?
        /// The date this run shows in a style measured from "now" (`Text(_:style:)`): its string
        /// is written again from the render's reference date when the text is resolved.
        package var relativeDate: (date: Date, style: DateStyle)?

        package init(_ string: String) { self.string = string }
    }

    package var runs: [Run]
    /// Where the text was made (a string is only made from it for a diagnostic).
    package var origin: (fileID: StaticString, line: UInt)?

    package var location: SourceLocation? { origin.map { SourceLocation(fileID: $0.fileID, line: $0.line, column: 0) } }

    nonisolated package init(runs: [Run], origin: (fileID: StaticString, line: UInt)?) {
        self.runs = runs
        self.origin = origin
    }

    /// Creates a text view that displays a string literal without localization or Markdown.
    nonisolated public init(verbatim content: String, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(runs: [Run(content)], origin: (fileID, line))
    }

    /// Creates a text view that displays a stored string without localization or Markdown
    /// (disfavoured, as SwiftUI's: a literal is a `LocalizedStringKey`).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ content: S, fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(runs: [Run(String(content))], origin: (fileID, line))
    }

    /// Creates a text view that displays localized content identified by a key (a literal:
    /// Markdown's inline styles apply).
    nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil,
                fileID: StaticString = #fileID, line: UInt = #line) {
        self.init(runs: key.runs, origin: (fileID, line))
    }

    /// Creates a text view that displays the formatted representation of a value.
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F, fileID: StaticString = #fileID, line: UInt = #line)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(runs: [Run(format.formatForRender(input))], origin: (fileID, line))
    }

    /// Creates a text view that shows an image inline, to concatenate with other text. Sketchpad
    /// does not draw the image yet: its place is kept by a blank one em wide, with a warning.
    ///
    /// ```swift
    /// Text("Hello ") + Text(Image(systemName: "star")) + Text(" World!")
    /// ```
    nonisolated public init(_ image: Image, fileID: StaticString = #fileID, line: UInt = #line) {
        var run = Run("\u{2003}")
        switch image.source {
        case .system(let name): run.inlineImage = "Image(systemName: \"\(name)\")"
        case .named(let name, _): run.inlineImage = "Image(\"\(name)\")"
        case .uiImage(let image): run.inlineImage = "Image(uiImage: \(image.name))"
        }
        self.init(runs: [run], origin: (fileID, line))
    }

    public typealias Body = Never

    /// The text without styles.
    nonisolated package var plainString: String { runs.map(\.string).joined() }

    nonisolated public static func == (a: Text, b: Text) -> Bool { a.plainString == b.plainString && a.runs.count == b.runs.count }

    /// Concatenates the text in two text views in a new text view.
    nonisolated public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs, origin: lhs.origin ?? rhs.origin) }

    /// The type of truncation to apply to a line of text when it's too long to fit.
    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    private func mapRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { change(&copy.runs[i]) }
        return copy
    }

    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { mapRuns { if $0.font == nil { $0.font = font } } }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { if $0.weight == nil { $0.weight = weight } } }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Applies italics to the text.
    public func italic() -> Text { mapRuns { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Modifies the font of the text to use the fixed-width variant of the current font.
    public func monospaced(_ isActive: Bool = true) -> Text { mapRuns { $0.isMonospaced = $0.isMonospaced || isActive } }
    public func monospacedDigit() -> Text { self }
    /// Sets the color of the text displayed by this view.
    public func foregroundColor(_ color: Color?) -> Text { mapRuns { if $0.color == nil { $0.color = color.map(AnyShapeStyle.init) } } }
    /// Sets the style of the text displayed by this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { mapRuns { if $0.color == nil { $0.color = AnyShapeStyle(style) } } }
    /// Applies a strikethrough to the text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { mapRuns { $0.isStrikethrough = isActive } }
    /// Applies an underline to the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { mapRuns { $0.isUnderlined = isActive } }
    /// Sets the spacing, or kerning, between characters.
    public func kerning(_ kerning: CGFloat) -> Text { mapRuns { $0.kerning = kerning } }
    /// Sets the tracking for the text.
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// Sets the vertical offset for the text relative to its baseline (drawn on the baseline here).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text { design == .monospaced ? monospaced() : self }
    /// Changes the case of the text.
    public func textCase(_ textCase: Case?) -> Text {
        guard let textCase else { return self }
        return mapRuns { $0.string = textCase == .uppercase ? $0.string.uppercased() : $0.string.lowercased() }
    }
}
