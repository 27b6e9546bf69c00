import Foundation
import SketchpadUIKit
import Testing

/// Every member of `UIStackView` (UIStackView.h) and of `UIImageView` (UIImageView.h) in the iOS
/// 17 SDK, referenced with its SDK signature: a missing member does not compile. (UIImageView's
/// tvOS-only focus members have no home here; its iOS 17 symbol effects need the Symbols
/// framework, which Linux does not have.)
@MainActor
enum UIStackViewAndImageViewSurface {
    static func reference(_ stack: UIStackView, _ image: UIImageView, _ view: UIView) {
        let _: ([UIView]) -> UIStackView = UIStackView.init(arrangedSubviews:)
        let _: (CGRect) -> UIStackView = UIStackView.init(frame:)
        let _: (NSCoder) -> UIStackView = UIStackView.init(coder:)
        let _: [UIView] = stack.arrangedSubviews
        let _: (UIView) -> Void = stack.addArrangedSubview(_:)
        let _: (UIView) -> Void = stack.removeArrangedSubview(_:)
        let _: (UIView, Int) -> Void = stack.insertArrangedSubview(_:at:)
        let _: ReferenceWritableKeyPath<UIStackView, NSLayoutConstraint.Axis> = \.axis
        let _: ReferenceWritableKeyPath<UIStackView, UIStackView.Distribution> = \.distribution
        let _: ReferenceWritableKeyPath<UIStackView, UIStackView.Alignment> = \.alignment
        let _: ReferenceWritableKeyPath<UIStackView, CGFloat> = \.spacing
        let _: (CGFloat, UIView) -> Void = stack.setCustomSpacing(_:after:)
        let _: (UIView) -> CGFloat = stack.customSpacing(after:)
        let _: ReferenceWritableKeyPath<UIStackView, Bool> = \.isBaselineRelativeArrangement
        let _: ReferenceWritableKeyPath<UIStackView, Bool> = \.isLayoutMarginsRelativeArrangement
        let _: CGFloat = UIStackView.spacingUseDefault
        let _: CGFloat = UIStackView.spacingUseSystem
        let _: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        let _: [UIStackView.Alignment] = [.fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline]

        let _: (UIImage?) -> UIImageView = UIImageView.init(image:)
        let _: (UIImage?, UIImage?) -> UIImageView = UIImageView.init(image:highlightedImage:)
        let _: ReferenceWritableKeyPath<UIImageView, UIImage?> = \.image
        let _: ReferenceWritableKeyPath<UIImageView, UIImage?> = \.highlightedImage
        let _: ReferenceWritableKeyPath<UIImageView, UIImage.SymbolConfiguration?> = \.preferredSymbolConfiguration
        let _: ReferenceWritableKeyPath<UIImageView, UIImage.SymbolConfiguration?> = \.highlightedPreferredSymbolConfiguration
        let _: ReferenceWritableKeyPath<UIImageView, Bool> = \.isUserInteractionEnabled
        let _: ReferenceWritableKeyPath<UIImageView, Bool> = \.isHighlighted
        let _: ReferenceWritableKeyPath<UIImageView, [UIImage]?> = \.animationImages
        let _: ReferenceWritableKeyPath<UIImageView, [UIImage]?> = \.highlightedAnimationImages
        let _: ReferenceWritableKeyPath<UIImageView, TimeInterval> = \.animationDuration
        let _: ReferenceWritableKeyPath<UIImageView, Int> = \.animationRepeatCount
        let _: () -> Void = image.startAnimating
        let _: () -> Void = image.stopAnimating
        let _: Bool = image.isAnimating
    }
}

@MainActor
@Suite struct UIStackViewAndImageViewSurfaceTests {
    @Test func everyMemberIsThereAndFrameAnimationsAreRecorded() throws {
        let image = UIImageView(image: UIImage(systemName: "circle"))
        UIStackViewAndImageViewSurface.reference(UIStackView(), image, UIView())
        image.startAnimating()
        #expect(!image.isAnimating)   // no frames: nothing to animate, as in UIKit
        image.animationImages = [try #require(UIImage(systemName: "circle.fill"))]
        image.startAnimating()
        #expect(image.isAnimating)
        image.stopAnimating()
        #expect(!image.isAnimating)
    }
}
