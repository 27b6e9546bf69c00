// What real UIKit did, compared with what SketchpadUIKit does, for swift-snapshot-testing
// 1.19.7's own UIKit tests (Tests/SnapshotTestingTests/SnapshotTestingTests.swift there):
// the pixel sizes of the references it recorded on an iOS simulator at 3×, and the frames its
// `.recursiveDescription` references hold. Frames that depend on text are compared within 2
// points (the system font here is Inter, there San Francisco); every other number exactly.
import Foundation
import SketchpadTesting
@_spi(SnapshotTesting) import SketchpadUIKit
import Testing

@MainActor @Suite struct UIKitFidelityTests {
    /// swift-snapshot-testing's `testTraits` controller, as written there.
    final class MyViewController: UIViewController {
        let topLabel = UILabel()
        let leadingLabel = UILabel()
        let trailingLabel = UILabel()
        let bottomLabel = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            self.navigationItem.leftBarButtonItem = .init(barButtonSystemItem: .add, target: nil, action: nil)
            self.view.backgroundColor = .white
            self.topLabel.text = "What's"
            self.leadingLabel.text = "the"
            self.trailingLabel.text = "point"
            self.bottomLabel.text = "?"
            for label in [topLabel, leadingLabel, trailingLabel, bottomLabel] {
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
            }
            NSLayoutConstraint.activate([
                self.topLabel.topAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.topAnchor),
                self.topLabel.centerXAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
                self.leadingLabel.leadingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.leadingAnchor),
                self.leadingLabel.trailingAnchor.constraint(lessThanOrEqualTo: self.view.safeAreaLayoutGuide.centerXAnchor),
                self.leadingLabel.centerYAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerYAnchor),
                self.trailingLabel.leadingAnchor.constraint(greaterThanOrEqualTo: self.view.safeAreaLayoutGuide.centerXAnchor),
                self.trailingLabel.trailingAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.trailingAnchor),
                self.trailingLabel.centerYAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerYAnchor),
                self.bottomLabel.bottomAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.bottomAnchor),
                self.bottomLabel.centerXAnchor.constraint(equalTo: self.view.safeAreaLayoutGuide.centerXAnchor),
            ])
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            self.topLabel.font = .preferredFont(forTextStyle: .headline, compatibleWith: self.traitCollection)
            self.leadingLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: self.traitCollection)
            self.trailingLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: self.traitCollection)
            self.bottomLabel.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: self.traitCollection)
            self.view.setNeedsUpdateConstraints()
            self.view.updateConstraintsIfNeeded()
        }
    }

    /// `testTraits`: the pixel size of every reference recorded with `.image(on:)`.
    static let plainSizes: [(String, ViewImageConfig, Int, Int)] = [
        ("ipad-10-2", .iPad10_2, 3240, 2430),
        ("ipad-10-2-33-split-portrait", .iPad10_2(.portrait(splitView: .oneThird)), 960, 3240),
        ("ipad-10-2-50-split-landscape", .iPad10_2(.landscape(splitView: .oneHalf)), 1605, 2430),
        ("ipad-10-2-66-split-landscape", .iPad10_2(.landscape(splitView: .twoThirds)), 2250, 2430),
        ("ipad-10-2-66-split-portrait", .iPad10_2(.portrait(splitView: .twoThirds)), 1440, 3240),
        ("ipad-10-2-alternative", .iPad10_2(.portrait), 2430, 3240),
        ("ipad-10-2-split-landscape", .iPad10_2(.landscape(splitView: .oneThird)), 960, 2430),
        ("ipad-9-7", .iPad9_7, 3072, 2304),
        ("ipad-9-7-33-split-landscape", .iPad9_7(.landscape(splitView: .oneThird)), 960, 2304),
        ("ipad-9-7-33-split-portrait", .iPad9_7(.portrait(splitView: .oneThird)), 960, 3072),
        ("ipad-9-7-50-split-landscape", .iPad9_7(.landscape(splitView: .oneHalf)), 1521, 2304),
        ("ipad-9-7-66-split-landscape", .iPad9_7(.landscape(splitView: .twoThirds)), 2082, 2304),
        ("ipad-9-7-66-split-portrait", .iPad9_7(.portrait(splitView: .twoThirds)), 1314, 3072),
        ("ipad-9-7-alternative", .iPad9_7(.portrait), 2304, 3072),
        ("ipad-mini", .iPadMini, 3072, 2304),
        ("ipad-mini-33-split-landscape", .iPadMini(.landscape(splitView: .oneThird)), 960, 2304),
        ("ipad-mini-33-split-portrait", .iPadMini(.portrait(splitView: .oneThird)), 960, 3072),
        ("ipad-mini-50-split-landscape", .iPadMini(.landscape(splitView: .oneHalf)), 1521, 2304),
        ("ipad-mini-66-split-landscape", .iPadMini(.landscape(splitView: .twoThirds)), 2082, 2304),
        ("ipad-mini-66-split-portrait", .iPadMini(.portrait(splitView: .twoThirds)), 1314, 3072),
        ("ipad-mini-alternative", .iPadMini(.portrait), 2304, 3072),
        ("ipad-pro-10-5", .iPadPro10_5, 3336, 2502),
        ("ipad-pro-10-5-alternative", .iPadPro10_5(.portrait), 2502, 3336),
        ("ipad-pro-10inch-33-split-landscape", .iPadPro10_5(.landscape(splitView: .oneThird)), 960, 2502),
        ("ipad-pro-10inch-33-split-portrait", .iPadPro10_5(.portrait(splitView: .oneThird)), 960, 3336),
        ("ipad-pro-10inch-50-split-landscape", .iPadPro10_5(.landscape(splitView: .oneHalf)), 1653, 2502),
        ("ipad-pro-10inch-66-split-landscape", .iPadPro10_5(.landscape(splitView: .twoThirds)), 2346, 2502),
        ("ipad-pro-10inch-66-split-portrait", .iPadPro10_5(.portrait(splitView: .twoThirds)), 1512, 3336),
        ("ipad-pro-11", .iPadPro11, 3582, 2502),
        ("ipad-pro-11-alternative", .iPadPro11(.portrait), 2502, 3582),
        ("ipad-pro-11inch-33-split-landscape", .iPadPro11(.landscape(splitView: .oneThird)), 1125, 2502),
        ("ipad-pro-11inch-33-split-portrait", .iPadPro11(.portrait(splitView: .oneThird)), 960, 3582),
        ("ipad-pro-11inch-50-split-landscape", .iPadPro11(.landscape(splitView: .oneHalf)), 1776, 2502),
        ("ipad-pro-11inch-66-split-landscape", .iPadPro11(.landscape(splitView: .twoThirds)), 2427, 2502),
        ("ipad-pro-11inch-66-split-portrait", .iPadPro11(.portrait(splitView: .twoThirds)), 1512, 3582),
        ("ipad-pro-12-9", .iPadPro12_9, 4098, 3072),
        ("ipad-pro-12-9-alternative", .iPadPro12_9(.portrait), 3072, 4098),
        ("ipad-pro-12inch-33-split-landscape", .iPadPro12_9(.landscape(splitView: .oneThird)), 1125, 3072),
        ("ipad-pro-12inch-33-split-portrait", .iPadPro12_9(.portrait(splitView: .oneThird)), 1125, 4098),
        ("ipad-pro-12inch-50-split-landscape", .iPadPro12_9(.landscape(splitView: .oneHalf)), 2034, 3072),
        ("ipad-pro-12inch-66-split-landscape", .iPadPro12_9(.landscape(splitView: .twoThirds)), 2943, 3072),
        ("ipad-pro-12inch-66-split-portrait", .iPadPro12_9(.portrait(splitView: .twoThirds)), 1917, 4098),
        ("iphone-8", .iPhone8, 1125, 2001),
        ("iphone-8-alternative", .iPhone8(.landscape), 2001, 1125),
        ("iphone-8-plus", .iPhone8Plus, 1242, 2208),
        ("iphone-8-plus-alternative", .iPhone8Plus(.landscape), 2208, 1242),
        ("iphone-se", .iPhoneSe, 960, 1704),
        ("iphone-se-alternative", .iPhoneSe(.landscape), 1704, 960),
        ("iphone-x", .iPhoneX, 1125, 2436),
        ("iphone-x-alternative", .iPhoneX(.landscape), 2436, 1125),
        ("iphone-xr", .iPhoneXr, 1242, 2688),
        ("iphone-xr-alternative", .iPhoneXr(.landscape), 2688, 1242),
        ("iphone-xs-max", .iPhoneXsMax, 1242, 2688),
        ("iphone-xs-max-alternative", .iPhoneXsMax(.landscape), 2688, 1242),
    ]

    /// `testTraitsEmbeddedInTabNavigation`: the same controller in a navigation controller in a
    /// tab bar controller, whose windows lose the bars' insets.
    static let tabSizes: [(String, ViewImageConfig, Int, Int)] = [
        ("ipad-10-2", .iPad10_2, 3240, 2370),
        ("ipad-10-2-alternative", .iPad10_2(.portrait), 2430, 3180),
        ("ipad-9-7", .iPad9_7, 3072, 2244),
        ("ipad-9-7-alternative", .iPad9_7(.portrait), 2304, 3012),
        ("ipad-mini", .iPadMini, 3072, 2244),
        ("ipad-mini-alternative", .iPadMini(.portrait), 2304, 3012),
        ("ipad-pro-10-5", .iPadPro10_5, 3336, 2442),
        ("ipad-pro-10-5-alternative", .iPadPro10_5(.portrait), 2502, 3276),
        ("ipad-pro-11", .iPadPro11, 3582, 2370),
        ("ipad-pro-11-alternative", .iPadPro11(.portrait), 2502, 3450),
        ("ipad-pro-12-9", .iPadPro12_9, 4098, 3012),
        ("ipad-pro-12-9-alternative", .iPadPro12_9(.portrait), 3072, 4038),
        ("iphone-8", .iPhone8, 1125, 1941),
        ("iphone-8-alternative", .iPhone8(.landscape), 2001, 1125),
        ("iphone-8-plus", .iPhone8Plus, 1242, 2148),
        ("iphone-8-plus-alternative", .iPhone8Plus(.landscape), 2208, 1242),
        ("iphone-se", .iPhoneSe, 960, 1644),
        ("iphone-se-alternative", .iPhoneSe(.landscape), 1704, 960),
        ("iphone-x", .iPhoneX, 1125, 2202),
        ("iphone-x-alternative", .iPhoneX(.landscape), 2436, 1053),
        ("iphone-xr", .iPhoneXr, 1242, 2454),
        ("iphone-xr-alternative", .iPhoneXr(.landscape), 2688, 1170),
        ("iphone-xs-max", .iPhoneXsMax, 1242, 2454),
        ("iphone-xs-max-alternative", .iPhoneXsMax(.landscape), 2688, 1170),
    ]

    /// The size of the first view of a recursive description, as `(width, height)`.
    func rootSize(_ description: String) throws -> (CGFloat, CGFloat) {
        let numbers = try #require(Self.frames(description).first)
        return (numbers[2], numbers[3])
    }

    /// The numbers of every `frame = (x y; w h)`, line by line.
    static func frames(_ description: String) -> [[CGFloat]] {
        description.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "frame = (")?.upperBound, let end = line[start...].firstIndex(of: ")") else { return nil }
            return line[start..<end].split(whereSeparator: { $0 == " " || $0 == ";" }).compactMap { Double($0).map { CGFloat($0) } }
        }
    }

    @Test func everyDeviceHasTheSizeSwiftSnapshotTestingRecorded() throws {
        for (name, config, width, height) in Self.plainSizes {
            let description = try Snapshotting<UIViewController, String>.recursiveDescription(on: config).capture(MyViewController())
            let (w, h) = try rootSize(description)
            #expect(Int((w * 3).rounded()) == width && Int((h * 3).rounded()) == height, "\(name): \(w) × \(h) points")
        }
    }

    @Test func navigationAndTabBarControllersLoseTheirBarsInsetsAsThere() throws {
        for (name, config, width, height) in Self.tabSizes {
            let tabs = UITabBarController()
            tabs.setViewControllers([UINavigationController(rootViewController: MyViewController())], animated: false)
            let description = try Snapshotting<UIViewController, String>.recursiveDescription(on: config).capture(tabs)
            let (w, h) = try rootSize(description)
            #expect(Int((w * 3).rounded()) == width && Int((h * 3).rounded()) == height, "\(name): \(w) × \(h) points")
        }
    }

    @Test func theImageHasThoseSizesInPixels() throws {
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: MyViewController())], animated: false)
        let png = try Snapshotting<UIViewController, PNGSnapshot>.image(on: .iPhoneX).capture(tabs)
        #expect(png.image.width == 1125 && png.image.height == 2202)
        let se = try Snapshotting<UIViewController, PNGSnapshot>.image(on: .iPhoneSe(.landscape), traits: .init(displayScale: 1))
            .capture(MyViewController())
        #expect(se.image.width == 568 && se.image.height == 320)
    }
}

extension UIKitFidelityTests {
    /// `testTraits`'s `.recursiveDescription(on:)` references, as UIKit printed them.
    static let recordedDescriptions: [(String, ViewImageConfig, String)] = [
        ("iphone-se", .iPhoneSe, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (133.667 20; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 284.333; 23.6667 19.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (283 284.333; 37 19.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (156.333 551; 7.33333 17); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("iphone-8", .iPhone8, """
        <UIView; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (161.333 20; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 334; 23.6667 19.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (338 334; 37 19.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (184 650; 7.33333 17); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("iphone-8-plus", .iPhone8Plus, """
        <UIView; frame = (0 0; 414 736); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (180.667 20; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 368.333; 23.6667 19.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (377 368.333; 37 19.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (203.333 719; 7.33333 17); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("iphone-x", .iPhoneX, """
        <UIView; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (161.333 44; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 401.333; 23.6667 19.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (338 401.333; 37 19.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (184 761; 7.33333 17); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("iphone-xr", .iPhoneXr, """
        <UIView; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (180.667 44; 52.6667 19.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 443.333; 23.6667 19.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (377 443.333; 37 19.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (203.333 845; 7.33333 17); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("iphone-xs-max", .iPhoneXsMax, """
        <UIView; frame = (0 0; 414 896); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (179.333 44; 55.6667 20.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 443; 25 20.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (375 443; 39 20.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (203.333 844; 7.66667 18); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("ipad-mini", .iPadMini, """
        <UIView; frame = (0 0; 1024 768); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (484.333 20; 55.6667 20.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 384; 25 20.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (985 384; 39 20.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (508.333 750; 7.66667 18); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("ipad-9-7", .iPad9_7, """
        <UIView; frame = (0 0; 1024 768); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (484.333 20; 55.6667 20.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 384; 25 20.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (985 384; 39 20.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (508.333 750; 7.66667 18); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("ipad-10-2", .iPad10_2, """
        <UIView; frame = (0 0; 1080 810); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (512.333 20; 55.6667 20.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 405; 25 20.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (1041 405; 39 20.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (536.333 792; 7.66667 18); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("ipad-pro-10-5", .iPadPro10_5, """
        <UIView; frame = (0 0; 1112 834); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (528.333 20; 55.6667 20.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 417; 25 20.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (1073 417; 39 20.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (552.333 816; 7.66667 18); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("ipad-pro-11", .iPadPro11, """
        <UIView; frame = (0 0; 1194 834); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (569.333 24; 55.6667 20.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 409; 25 20.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (1155 409; 39 20.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (593.333 796; 7.66667 18); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        ("ipad-pro-12-9", .iPadPro12_9, """
        <UIView; frame = (0 0; 1366 1024); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (655.333 20; 55.6667 20.3333); text = 'What's'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (0 512; 25 20.3333); text = 'the'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (1327 512; 39 20.3333); text = 'point'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
           | <UILabel; frame = (679.333 1006; 7.66667 18); text = '?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
    ]

    /// `testTraitsWithViewController`'s references: a title-1 label that adjusts to the content
    /// size category, in a controller on an iPhone SE.
    static let recordedLabels: [(UIContentSizeCategory, String)] = [
        (.extraSmall, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 30); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.small, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 31.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.medium, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 32.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.large, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 33.6667); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.extraLarge, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 36); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.extraExtraLarge, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 38.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.extraExtraExtraLarge, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 40.6667); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.accessibilityMedium, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 45.6667); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.accessibilityLarge, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 51.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.accessibilityExtraLarge, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 57.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.accessibilityExtraExtraLarge, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 63.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
        (.accessibilityExtraExtraExtraLarge, """
        <UIView; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer>>
           | <UILabel; frame = (16 20; 288 69.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
        """),
    ]

    /// Whether `mine` reads as `theirs`: the same words, and numbers within `tolerance`.
    static func sameDescription(_ mine: String, _ theirs: String, tolerance: CGFloat) -> Bool {
        func words(_ s: String) -> [String] {
            s.replacingOccurrences(of: #"-?[0-9]+(\.[0-9]+)?"#, with: "#", options: .regularExpression).components(separatedBy: "\n")
        }
        let a = frames(mine).joined(), b = frames(theirs).joined()
        return words(mine) == words(theirs) && a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// (swift-snapshot-testing's iOS references are in iOS 12's format: no background colours.)
    @Test func recursiveDescriptionsReadAsUIKitsDid() throws {
        try UIKitDescriptionFormat.$current.withValue(.iOS12) { try readAsUIKitDid() }
    }

    private func readAsUIKitDid() throws {
        for (name, config, recorded) in Self.recordedDescriptions {
            let mine = try Snapshotting<UIViewController, String>.recursiveDescription(on: config).capture(MyViewController())
            #expect(Self.sameDescription(mine, recorded, tolerance: 2), "\(name):\n\(mine)\nUIKit:\n\(recorded)")
            // The controller's view and the labels' edges that no text decides are UIKit's exactly.
            #expect(mine.components(separatedBy: "\n").first == recorded.components(separatedBy: "\n").first)
            let (m, r) = (Self.frames(mine), Self.frames(recorded))
            // (Printed to 6 significant digits: equal within 0.01.)
            func same(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }
            #expect(same(m[1][1], r[1][1]) && same(m[2][0], r[2][0]) && same(m[3][0] + m[3][2], r[3][0] + r[3][2])
                        && same(m[4][1] + m[4][3], r[4][1] + r[4][3]), "\(name)")
        }
    }

    @Test func aLabelFollowsTheContentSizeCategoryAsThere() throws {
        try UIKitDescriptionFormat.$current.withValue(.iOS12) { try followTheContentSizeCategory() }
    }

    private func followTheContentSizeCategory() throws {
        var heights: [CGFloat] = []
        for (category, recorded) in Self.recordedLabels {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .title1)
            label.adjustsFontForContentSizeCategory = true
            label.text = "What's the point?"
            let viewController = UIViewController()
            viewController.view.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: viewController.view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: viewController.view.layoutMarginsGuide.topAnchor),
                label.trailingAnchor.constraint(equalTo: viewController.view.layoutMarginsGuide.trailingAnchor),
            ])
            let mine = try Snapshotting<UIViewController, String>
                .recursiveDescription(on: .iPhoneSe, traits: .init(preferredContentSizeCategory: category)).capture(viewController)
            #expect(Self.sameDescription(mine, recorded, tolerance: 2), "\(category.rawValue):\n\(mine)\nUIKit:\n\(recorded)")
            heights.append(Self.frames(mine)[1][3])
        }
        #expect(heights == heights.sorted() && Set(heights).count == heights.count, "\(heights)")
    }
}
