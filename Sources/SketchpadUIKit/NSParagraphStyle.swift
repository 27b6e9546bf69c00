import Foundation

/// Paragraph attributes of attributed text (UIKit's, which Linux's Foundation lacks). A label
/// takes `alignment` and `lineSpacing` from the style at location 0 of its `attributedText`;
/// `lineBreakMode` is stored but not drawn (set the label's own `lineBreakMode`).
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.alignment = .center
/// label.attributedText = NSAttributedString(string: "Centred", attributes: [.paragraphStyle: style])
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The style text has when it names none.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    var storedAlignment: NSTextAlignment = .natural
    var storedLineSpacing: CGFloat = 0
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping

    open var alignment: NSTextAlignment { storedAlignment }
    /// The points between the bottom of one line and the top of the next (none after the last
    /// line, so one line is as tall as without it); a negative value is none, as UIKit's is
    /// always nonnegative.
    open var lineSpacing: CGFloat { storedLineSpacing }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any { copyStyle(into: NSParagraphStyle()) }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyStyle(into: NSMutableParagraphStyle()) }

    private func copyStyle<Style: NSParagraphStyle>(into copy: Style) -> Style {
        copy.storedAlignment = storedAlignment
        copy.storedLineSpacing = storedLineSpacing
        copy.storedLineBreakMode = storedLineBreakMode
        return copy
    }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
}
