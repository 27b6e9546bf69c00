import Foundation
import SketchpadUIKit
import Testing

/// Every member of `UILabel` in the iOS 17 SDK (UILabel.h, with UIContentSizeCategoryAdjusting
/// and UILetterformAwareAdjusting), referenced with its SDK signature: a missing member does not
/// compile. (`enablesMarqueeWhenAncestorFocused` is tvOS-only and has no home here.)
@MainActor
enum UILabelSurface {
    static func reference(_ label: UILabel) {
        let _: ReferenceWritableKeyPath<UILabel, String?> = \.text
        let _: ReferenceWritableKeyPath<UILabel, UIFont?> = \.font
        let _: ReferenceWritableKeyPath<UILabel, UIColor?> = \.textColor
        let _: ReferenceWritableKeyPath<UILabel, UILabelVibrancy> = \.preferredVibrancy
        let _: ReferenceWritableKeyPath<UILabel, UIColor?> = \.shadowColor
        let _: ReferenceWritableKeyPath<UILabel, CGSize> = \.shadowOffset
        let _: ReferenceWritableKeyPath<UILabel, NSTextAlignment> = \.textAlignment
        let _: ReferenceWritableKeyPath<UILabel, NSLineBreakMode> = \.lineBreakMode
        let _: ReferenceWritableKeyPath<UILabel, NSAttributedString?> = \.attributedText
        let _: ReferenceWritableKeyPath<UILabel, UIColor?> = \.highlightedTextColor
        let _: ReferenceWritableKeyPath<UILabel, Bool> = \.isHighlighted
        let _: ReferenceWritableKeyPath<UILabel, Bool> = \.isUserInteractionEnabled
        let _: ReferenceWritableKeyPath<UILabel, Bool> = \.isEnabled
        let _: ReferenceWritableKeyPath<UILabel, Int> = \.numberOfLines
        let _: ReferenceWritableKeyPath<UILabel, Bool> = \.adjustsFontSizeToFitWidth
        let _: ReferenceWritableKeyPath<UILabel, UIBaselineAdjustment> = \.baselineAdjustment
        let _: ReferenceWritableKeyPath<UILabel, CGFloat> = \.minimumScaleFactor
        let _: ReferenceWritableKeyPath<UILabel, Bool> = \.allowsDefaultTighteningForTruncation
        let _: ReferenceWritableKeyPath<UILabel, NSParagraphStyle.LineBreakStrategy> = \.lineBreakStrategy
        let _: (CGRect, Int) -> CGRect = label.textRect(forBounds:limitedToNumberOfLines:)
        let _: (CGRect) -> Void = label.drawText(in:)
        let _: ReferenceWritableKeyPath<UILabel, CGFloat> = \.preferredMaxLayoutWidth
        let _: ReferenceWritableKeyPath<UILabel, Bool> = \.showsExpansionTextWhenTruncated
        let _: ReferenceWritableKeyPath<UILabel, Bool> = \.adjustsFontForContentSizeCategory
        let _: ReferenceWritableKeyPath<UILabel, UILetterformAwareSizingRule> = \.sizingRule
    }
}

@MainActor
@Suite struct UILabelSurfaceTests {
    @Test func everyMemberIsThereAndTheNewOnesKeepTheirValues() {
        let label = UILabel()
        UILabelSurface.reference(label)
        #expect(label.preferredVibrancy == .none && label.sizingRule == .typographic && label.lineBreakStrategy == [])
        label.preferredVibrancy = .automatic
        label.sizingRule = .oversize
        label.lineBreakStrategy = .standard
        #expect(label.preferredVibrancy == .automatic && label.sizingRule == .oversize && label.lineBreakStrategy.contains(.pushOut))
    }
}
