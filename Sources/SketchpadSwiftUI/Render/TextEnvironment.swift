import SketchpadLayout
import SketchpadTemplates
import SketchpadText
import SketchpadWidgets

/// What a ``TextNode`` takes from its environment (font, Dynamic Type size, weight, case, colour,
/// line limit, truncation, alignment, scale…), read once for each environment texts are resolved
/// in: ``RenderSession/textEnvironment(of:)`` keeps the last one, so the texts of a list, which
/// share one environment, walk its entries once between them instead of about fifteen times each.
///
/// ```swift
/// let values = session.textEnvironment(of: context.environment)
/// let font = values.font.description(size: values.dynamicTypeSize, weight: values.fontWeight, italic: values.italic)
/// ```
struct TextEnvironment {
    let font: Font
    let dynamicTypeSize: DynamicTypeSize
    let fontWeight: Font.Weight?
    let italic: Bool
    let textCase: Text.Case?
    let pseudoLocale: PseudoLocale?
    let lineSpacing: CGFloat
    let color: SketchpadWidgets.Color
    let lineLimit: Int?
    let truncation: TextTruncation
    let alignment: TextAlignment
    let minimumScaleFactor: CGFloat
    let displayScale: CGFloat

    @MainActor init(_ environment: EnvironmentValues) {
        font = environment.font ?? .body
        dynamicTypeSize = environment.dynamicTypeSize
        fontWeight = environment.fontWeight
        italic = environment.italic
        textCase = environment.textCase
        pseudoLocale = environment.pseudoLocale
        lineSpacing = environment.lineSpacing
        color = environment.foregroundPaint
        lineLimit = environment.lineLimit
        switch environment.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        alignment = environment.multilineTextAlignment
        minimumScaleFactor = environment.minimumScaleFactor
        displayScale = environment.displayScale
    }
}
