import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// The members of `UIImage` in the iOS 17 SDK (UIImage.h and its Swift overlay), referenced with
/// their SDK signatures: a missing member does not compile. Not mirrored: the initialisers and
/// properties of `CGImage` and `CIImage` (no Core Graphics or Core Image on Linux), the drawing
/// methods that take a `CGBlendMode`, `imageAsset` (`UIImageAsset`), `init(resource:)` (iOS 17's
/// generated asset symbols), iOS 16's variable values, and the item-provider conformances.
/// `draw(in:)`, `draw(at:)`, `drawAsPattern(in:)`, `jpegData(compressionQuality:)` and
/// `UIGraphicsImageRenderer` are unavailable with a message (`RuntimeOnlyMemberTests` style).
enum UIImageSurface {
    static func reference(_ image: UIImage) {
        let _: (String) -> UIImage? = UIImage.init(named:)
        let _: (String, Bundle?, UITraitCollection?) -> UIImage? = UIImage.init(named:in:compatibleWith:)
        let _: (String, Bundle?, UIImage.Configuration?) -> UIImage? = UIImage.init(named:in:with:)
        let _: (String) -> UIImage? = UIImage.init(contentsOfFile:)
        let _: (Data) -> UIImage? = UIImage.init(data:)
        let _: (Data, CGFloat) -> UIImage? = UIImage.init(data:scale:)
        let _: UIImage? = UIImage(systemName: "star")
        let _: UIImage? = UIImage(systemName: "star", withConfiguration: nil)
        let _: UIImage? = UIImage(systemName: "star", compatibleWith: nil)
        let _: CGSize = image.size
        let _: CGFloat = image.scale
        let _: UIImage.Orientation = image.imageOrientation
        let _: Bool = image.isSymbolImage
        let _: (String, TimeInterval) -> UIImage? = UIImage.animatedImageNamed(_:duration:)
        let _: (String, UIEdgeInsets, TimeInterval) -> UIImage? = UIImage.animatedResizableImageNamed(_:capInsets:duration:)
        let _: (String, UIEdgeInsets, UIImage.ResizingMode, TimeInterval) -> UIImage? =
            UIImage.animatedResizableImageNamed(_:capInsets:resizingMode:duration:)
        let _: ([UIImage], TimeInterval) -> UIImage? = UIImage.animatedImage(with:duration:)
        let _: [UIImage]? = image.images
        let _: TimeInterval = image.duration
        let _: (UIEdgeInsets) -> UIImage = image.resizableImage(withCapInsets:)
        let _: (UIEdgeInsets, UIImage.ResizingMode) -> UIImage = image.resizableImage(withCapInsets:resizingMode:)
        let _: UIEdgeInsets = image.capInsets
        let _: UIImage.ResizingMode = image.resizingMode
        let _: (UIEdgeInsets) -> UIImage = image.withAlignmentRectInsets(_:)
        let _: UIEdgeInsets = image.alignmentRectInsets
        let _: (UIImage.RenderingMode) -> UIImage = image.withRenderingMode(_:)
        let _: UIImage.RenderingMode = image.renderingMode
        let _: UITraitCollection = image.traitCollection
        let _: () -> UIImage = image.imageFlippedForRightToLeftLayoutDirection
        let _: Bool = image.flipsForRightToLeftLayoutDirection
        let _: () -> UIImage = image.withHorizontallyFlippedOrientation
        let _: CGFloat? = image.baselineOffsetFromBottom
        let _: (CGFloat) -> UIImage = image.withBaselineOffset(fromBottom:)
        let _: () -> UIImage = image.imageWithoutBaseline
        let _: UIImage.Configuration? = image.configuration
        let _: (UIImage.Configuration) -> UIImage = image.withConfiguration(_:)
        let _: UIImage.SymbolConfiguration? = image.symbolConfiguration
        let _: (UIImage.SymbolConfiguration) -> UIImage? = image.applyingSymbolConfiguration(_:)
        let _: (UIColor) -> UIImage = image.withTintColor(_:)
        let _: (UIColor, UIImage.RenderingMode) -> UIImage = image.withTintColor(_:renderingMode:)
        let _: () -> UIImage? = image.preparingForDisplay
        let _: (@escaping @Sendable (UIImage?) -> Void) -> Void = image.prepareForDisplay(completionHandler:)
        let _: (CGSize) -> UIImage? = image.preparingThumbnail(of:)
        let _: (CGSize, @escaping @Sendable (UIImage?) -> Void) -> Void = image.prepareThumbnail(of:completionHandler:)
        let _: Bool = image.isHighDynamicRange
        let _: () -> UIImage = image.imageRestrictedToStandardDynamicRange
        let _: () -> Data? = image.pngData
        let _: [UIImage] = [.actions, .add, .remove, .checkmark, .strokedCheckmark]
        let _: [UIImage.Orientation] = [.up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored]
        let _: [UIImage.ResizingMode] = [.tile, .stretch]
        let _: [UIImage.RenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
    }

    @available(*, deprecated)
    static func referenceDeprecated(_ image: UIImage) {
        let _: (Int, Int) -> UIImage = image.stretchableImage(withLeftCapWidth:topCapHeight:)
        let _: Int = image.leftCapWidth
        let _: Int = image.topCapHeight
    }

    static func referenceAsync(_ image: UIImage) async {
        let _: UIImage? = await image.byPreparingForDisplay()
        let _: UIImage? = await image.byPreparingThumbnail(ofSize: CGSize(width: 1, height: 1))
    }
}

@MainActor
@Suite struct UIImageSurfaceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images").path

    /// A 20 × 10 point image at 1×: red on its left half, blue on its right.
    func leftRedRightBlue() throws -> UIImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), blue = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        root.addSubview(red)
        root.addSubview(blue)
        let bytes = try Scene(view: root).data(format: .png, scale: 1, overlays: [])
        return try #require(UIImage(data: Data(bytes), scale: 1))
    }

    /// The pixels of `image` in an image view of its size, laid out in `direction`.
    func drawn(_ image: UIImage, direction: UISemanticContentAttribute = .unspecified) throws -> RasterImage {
        let view = UIImageView(image: image)
        view.semanticContentAttribute = direction
        let scene = try Scene(view: view)
        return try scene.renderer.rasterize(try scene.displayList(overlays: []), scale: 1)
    }

    func isRed(_ p: RasterImage.Pixel) -> Bool { p.red > 200 && p.blue < 50 }
    func isBlue(_ p: RasterImage.Pixel) -> Bool { p.blue > 200 && p.red < 50 }

    @Test func everyMemberIsThere() async {
        let star = UIImage.add
        UIImageSurface.reference(star)
        await UIImageSurface.referenceAsync(star)
        #expect(star.isSymbolImage && star.imageOrientation == .up && star.capInsets == .zero && star.resizingMode == .tile)
        #expect(star.images == nil && star.duration == 0 && !star.isHighDynamicRange)
    }

    @Test func aHorizontallyFlippedImageIsDrawnMirrored() throws {
        let image = try leftRedRightBlue()
        let plain = try drawn(image)
        #expect(isRed(plain.pixel(x: 2, y: 5)) && isBlue(plain.pixel(x: 17, y: 5)))
        let flipped = image.withHorizontallyFlippedOrientation()
        #expect(flipped.imageOrientation == .upMirrored && flipped.size == image.size)
        let mirrored = try drawn(flipped)
        #expect(isBlue(mirrored.pixel(x: 2, y: 5)) && isRed(mirrored.pixel(x: 17, y: 5)))
        #expect(flipped.withHorizontallyFlippedOrientation().imageOrientation == .up)
    }

    @Test func anImageThatFlipsForRightToLeftIsMirroredOnlyInARightToLeftView() throws {
        let image = try leftRedRightBlue().imageFlippedForRightToLeftLayoutDirection()
        #expect(image.flipsForRightToLeftLayoutDirection)
        let leftToRight = try drawn(image, direction: .forceLeftToRight)
        #expect(isRed(leftToRight.pixel(x: 2, y: 5)) && isBlue(leftToRight.pixel(x: 17, y: 5)))
        let rightToLeft = try drawn(image, direction: .forceRightToLeft)
        #expect(isBlue(rightToLeft.pixel(x: 2, y: 5)) && isRed(rightToLeft.pixel(x: 17, y: 5)))
    }

    @Test func pngDataEncodesTheImageAtItsScaleWithItsTransparency() throws {
        let image = try leftRedRightBlue()
        let decoded = try RasterImage(png: [UInt8](try #require(image.pngData())))
        #expect(decoded.width == 20 && decoded.height == 10)
        #expect(isRed(decoded.pixel(x: 2, y: 5)) && isBlue(decoded.pixel(x: 17, y: 5)))
        let star = try #require(UIImage(contentsOfFile: Self.folder + "/star@3x.png"))
        #expect(star.scale == 3 && star.size == CGSize(width: 16, height: 16))
        let starPixels = try RasterImage(png: [UInt8](try #require(star.pngData())))
        #expect(starPixels.width == 48 && starPixels.height == 48)
        // A symbol: drawn in the tint at 3×, clear around its glyph.
        let symbol = try #require(UIImage(systemName: "star.fill"))
        let symbolPixels = try RasterImage(png: [UInt8](try #require(symbol.pngData())))
        #expect(CGFloat(symbolPixels.width) == symbol.size.width * 3 && CGFloat(symbolPixels.height) == symbol.size.height * 3)
        #expect(symbolPixels.pixel(x: 0, y: 0).alpha == 0)
        let middle = symbolPixels.pixel(x: symbolPixels.width / 2, y: symbolPixels.height / 2)
        #expect(middle.alpha == 255 && middle.blue > 200, "\(middle)")
    }

    @Test func capInsetsAndResizingModeAreKeptByEveryCopy() {
        let insets = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        let image = UIImage.add.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(image.capInsets == insets && image.resizingMode == .stretch)
        let tinted = image.withTintColor(.red).withRenderingMode(.alwaysTemplate)
        #expect(tinted.capInsets == insets && tinted.resizingMode == .stretch)
        #expect(UIImage.add.resizableImage(withCapInsets: insets).resizingMode == .tile)
    }

    @available(*, deprecated)
    @Test func aStretchableImagesCapsLeaveOnePointInTheMiddle() throws {
        let image = try leftRedRightBlue().stretchableImage(withLeftCapWidth: 8, topCapHeight: 3)
        #expect(image.capInsets == UIEdgeInsets(top: 3, left: 8, bottom: 6, right: 11))
        #expect(image.leftCapWidth == 8 && image.topCapHeight == 3 && image.resizingMode == .stretch)
    }

    @Test func aBaselineIsGivenAndTakenAway() throws {
        let image = try leftRedRightBlue()
        #expect(image.baselineOffsetFromBottom == nil)
        #expect(image.withBaselineOffset(fromBottom: 3).baselineOffsetFromBottom == 3)
        let symbol = try #require(UIImage(systemName: "star"))
        #expect(symbol.baselineOffsetFromBottom != nil)
        let without = symbol.imageWithoutBaseline()
        #expect(without.baselineOffsetFromBottom == nil && without.isSymbolImage)
    }

    @Test func animatedImagesShowTheirFirstFrameAndKeepTheRest() throws {
        let first = try leftRedRightBlue(), second = try #require(UIImage(systemName: "star"))
        let animated = try #require(UIImage.animatedImage(with: [first, second], duration: 0.5))
        #expect(animated.images?.count == 2 && animated.duration == 0.5 && animated.size == first.size)
        #expect(isRed(try drawn(animated).pixel(x: 2, y: 5)))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage.animatedImageNamed("no-such-frames", duration: 1) == nil)
    }

    @Test func namedWithAConfigurationUsesItsScaleAndKeepsIt() throws {
        let bundle = Bundle(path: Self.folder)
        let configuration = UIImage.Configuration(traitCollection: UITraitCollection(displayScale: 2))
        let badge = try #require(UIImage(named: "badge", in: bundle, with: configuration))
        #expect(badge.scale == 2 && badge.size == CGSize(width: 20, height: 20))
        #expect(badge.configuration?.traitCollection?.displayScale == 2 && badge.traitCollection.displayScale == 2)
        #expect(UIImage(named: "no-such-image", in: bundle, with: nil) == nil)
        let thumbnail = try #require(badge.preparingThumbnail(of: CGSize(width: 8, height: 8)))
        #expect(thumbnail.size == CGSize(width: 8, height: 8) && badge.preparingThumbnail(of: .zero) == nil)
    }
}
