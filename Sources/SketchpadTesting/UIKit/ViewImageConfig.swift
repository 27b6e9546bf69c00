import Foundation
import SketchpadUIKit

/// A device to snapshot a view controller on: swift-snapshot-testing 1.19.7's `ViewImageConfig`,
/// with its devices, orientations, split views, safe areas, sizes and traits exactly as it has
/// them (so a test written for iOS snapshots the same screen sizes here).
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhone13))
/// assertSnapshot(of: controller, as: .image(on: .iPhoneSe(.landscape)))
/// assertSnapshot(of: controller, as: .image(on: .iPadMini(.portrait(splitView: .oneThird))))
/// assertSnapshot(of: controller, as: .image(on: ViewImageConfig(size: CGSize(width: 300, height: 500))))
/// ```
public struct ViewImageConfig: Sendable {
    public enum Orientation {
        case landscape
        case portrait
    }

    public enum TabletOrientation {
        public enum PortraitSplits {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The insets the window gives its root view (status bar, notch, home indicator).
    public var safeArea: UIEdgeInsets
    /// The window's size (nil: the view controller's view's size).
    public var size: CGSize?
    /// The traits the device gives the view controller (size classes, idiom, text size).
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    // MARK: Phones

    /// A phone: portrait `width × height` with `portraitInsets`; landscape turns the size and
    /// uses `landscapeInsets`.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, portraitInsets: UIEdgeInsets,
        landscapeInsets: UIEdgeInsets, traits: UITraitCollection
    ) -> ViewImageConfig {
        switch orientation {
        case .landscape:
            return ViewImageConfig(safeArea: landscapeInsets, size: CGSize(width: height, height: width), traits: traits)
        case .portrait:
            return ViewImageConfig(safeArea: portraitInsets, size: CGSize(width: width, height: height), traits: traits)
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notch44 = (portrait: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                                  landscape: UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
    private static let notch47 = (portrait: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                  landscape: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, portraitInsets: statusBar, landscapeInsets: .zero, traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, portraitInsets: statusBar, landscapeInsets: .zero, traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)

    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, portraitInsets: statusBar, landscapeInsets: .zero, traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)

    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape,
              traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)

    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape,
              traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)

    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape,
              traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)

    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape,
              traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)

    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)

    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape,
              traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape,
              traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)

    /// As swift-snapshot-testing has it: a 50-point notch, and the iPhone 13's traits.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portraitInsets: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscapeInsets: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)

    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape,
              traits: .iPhone13ProMax(orientation))
    }

    // MARK: Tablets

    /// The widths of a tablet's split views (landscape: a third, a half, two thirds, full;
    /// portrait: a third, two thirds, full), which of them are compact, and its safe area.
    private struct Tablet {
        var landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat, full: CGFloat, height: CGFloat)
        var portrait: (oneThird: CGFloat, twoThirds: CGFloat, full: CGFloat, height: CGFloat)
        var regular: UITraitCollection
        var compact: UITraitCollection
        /// Whether half a landscape screen is wide enough for regular width (12.9" only).
        var landscapeHalfIsRegular = false
        var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            let size: CGSize
            let traits: UITraitCollection
            switch orientation {
            case .landscape(let split):
                switch split {
                case .oneThird: (size, traits) = (CGSize(width: landscape.oneThird, height: landscape.height), compact)
                case .oneHalf:
                    size = CGSize(width: landscape.oneHalf, height: landscape.height)
                    traits = landscapeHalfIsRegular ? regular : compact
                case .twoThirds: (size, traits) = (CGSize(width: landscape.twoThirds, height: landscape.height), regular)
                case .full: (size, traits) = (CGSize(width: landscape.full, height: landscape.height), regular)
                }
            case .portrait(let split):
                switch split {
                case .oneThird: (size, traits) = (CGSize(width: portrait.oneThird, height: portrait.height), compact)
                case .twoThirds: (size, traits) = (CGSize(width: portrait.twoThirds, height: portrait.height), compact)
                case .full: (size, traits) = (CGSize(width: portrait.full, height: portrait.height), regular)
                }
            }
            return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
        }

        func config(_ orientation: Orientation) -> ViewImageConfig {
            switch orientation {
            case .landscape: return config(.landscape(splitView: .full))
            case .portrait: return config(.portrait(splitView: .full))
            }
        }
    }

    private static let mini = Tablet(landscape: (320, 507, 694, 1024, 768), portrait: (320, 438, 768, 1024),
                                     regular: .iPadMini, compact: .iPadMini_Compact_SplitView)
    private static let tenTwo = Tablet(landscape: (320, 535, 750, 1080, 810), portrait: (320, 480, 810, 1080),
                                       regular: .iPad10_2, compact: .iPad10_2_Compact_SplitView)
    private static let proTenFive = Tablet(landscape: (320, 551, 782, 1112, 834), portrait: (320, 504, 834, 1112),
                                           regular: .iPadPro10_5, compact: .iPadPro10_5_Compact_SplitView)
    private static let proEleven = Tablet(landscape: (375, 592, 809, 1194, 834), portrait: (320, 504, 834, 1194),
                                          regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView,
                                          safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    private static let proTwelveNine = Tablet(landscape: (375, 678, 981, 1366, 1024), portrait: (375, 639, 1024, 1366),
                                              regular: .iPadPro12_9, compact: .iPadPro12_9_Compact_SplitView,
                                              landscapeHalfIsRegular: true)

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { mini.config(orientation) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tenTwo.config(orientation) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tenTwo.config(orientation) }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { proTenFive.config(orientation) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { proTenFive.config(orientation) }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { proEleven.config(orientation) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { proEleven.config(orientation) }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { proTwelveNine.config(orientation) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { proTwelveNine.config(orientation) }
}
