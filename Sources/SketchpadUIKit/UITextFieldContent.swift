import SketchpadLayout
import SketchpadWidgets

/// What a `UITextField`'s node measures and draws, as UIKit draws each border style: `.none`
/// only its text or placeholder, 22 points tall at the 17-point system font with no inset (the
/// height SwiftUI's `TextField` — a borderless `UITextField` — reports on iOS 18, and the frame of
/// borderless fields in iOS-recorded hierarchies); `.roundedRect` a filled rounded rectangle with
/// a hairline grey edge, 34 points tall at the 17-point system font; `.line` a thin rectangle in
/// the label colour; `.bezel` a grey rectangle, darker along its top edge; the text of the
/// bordered styles 7 points in from either side.
final class UITextFieldContent: TextField {
    var borderStyle: UITextField.BorderStyle = .none
    /// The bordered styles' colours, resolved in the field's traits.
    var fill = Color.white, edge = Color(hex: 0xD1D1D6), line = Color.black, bezelTop = Color(hex: 0x8E8E93)

    /// UIKit's rounded-rect field is 34 points tall at the 17-point system font, a borderless
    /// one 22; the text is centred with the rest shared above and below.
    static let roundedRectHeight = 34.0
    static let borderlessHeight = 22.0
    static let borderedTextInset = 7.0
    static let roundedRectCornerRadius = 5.0

    init() { super.init(text: "", placeholder: "") }

    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let shown = try measurer.measure(displayedText.isEmpty ? " " : displayedText, font: font, maxWidth: nil, maxLines: 1)
        let other = placeholder.isEmpty ? 0 : try measurer.measure(placeholder, font: font, maxWidth: nil, maxLines: 1).width
        // The space above and below the text is what the 17-point system font leaves in the
        // style's height (34 points, or 22 without a border).
        let reference = try measurer.measure(" ", font: FontDescription(family: UIFont.systemFamily, size: 17), maxWidth: nil, maxLines: 1)
        let styleHeight = borderStyle == .none ? Self.borderlessHeight : Self.roundedRectHeight
        let vertical = max(0, (styleHeight - reference.height) / 2)
        let height = shown.height + 2 * vertical
        let width = (displayedText.isEmpty ? 0 : max(shown.width, other)) + 2 * padding
        return ContentMeasurement(size: Size(width: max(width, other + 2 * padding), height: height),
                                  baselines: .init(first: vertical + shown.firstBaseline, last: vertical + shown.lastBaseline,
                                                   contentHeight: shown.height))
    }

    override func draw(in context: DrawingContext) throws {
        let f = context.frame, theme = context.theme
        switch borderStyle {
        case .roundedRect:
            let shape = Shape.roundedRect(f, cornerRadius: Self.roundedRectCornerRadius)
            context.fill(shape, fill)
            context.stroke(shape.outset(by: -0.25), StrokeStyle(color: edge, width: 0.5))
        case .line:
            context.stroke(Shape.rect(f).outset(by: -0.5), StrokeStyle(color: line, width: 1))
        case .bezel:
            context.stroke(Shape.rect(f).outset(by: -0.5), StrokeStyle(color: edge, width: 1))
            context.fill(.rect(Rect(x: f.minX, y: f.minY, width: f.width, height: 1)), bezelTop)
        case .none:
            break
        }
        try context.text(displayedText, font: font, color: showsPlaceholder ? theme.secondaryText : theme.primaryText,
                         in: f.insetBy(dx: padding, dy: 0),
                         alignment: showsPlaceholder || isSecure ? context.leadingAlignment : context.runAlignment(.natural),
                         maxLines: 1)
    }
}
