import SketchpadLayout
import SketchpadWidgets

/// A screen to design for: its size in points, its safe-area insets (status bar, notch, home
/// indicator), the scale its PNGs default to, and the system chrome a screenshot shows (see
/// ``DeviceChrome``). Portrait sizes.
///
/// ```swift
/// let scene = try Scene(device: .iPhone15, root: root)
/// Device.named("ipad")?.size      // 820×1180
/// ```
public struct Device: Hashable, Sendable {
    public var name: String
    public var size: Size
    public var safeAreaInsets: EdgeInsets
    /// Pixels per point of the real screen (the default PNG scale).
    public var scale: Double
    /// The root view's layout margins on this device (UIKit: 16 pt on phones, 20 pt on wider
    /// screens, none at top and bottom, measured from the safe area).
    public var layoutMargins: DirectionalEdgeInsets
    /// The height of the status bar at the top of the screen (0: none), and whether the screen has
    /// a home indicator at the bottom; ``DeviceChrome`` draws them.
    public var statusBarHeight: Double
    public var hasHomeIndicator: Bool

    public init(name: String, size: Size, safeAreaInsets: EdgeInsets = .zero, scale: Double = 1,
                layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                statusBarHeight: Double = 0, hasHomeIndicator: Bool = false) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.scale = scale
        self.layoutMargins = layoutMargins
        self.statusBarHeight = statusBarHeight
        self.hasHomeIndicator = hasHomeIndicator
    }

    /// iPhone SE (2nd and 3rd generation): 375 × 667, status bar only.
    public static let iPhoneSE = Device(name: "iPhone SE", size: Size(width: 375, height: 667),
                                        safeAreaInsets: EdgeInsets(top: 20), scale: 2, statusBarHeight: 20)
    /// iPhone 15: 393 × 852, Dynamic Island and home indicator.
    public static let iPhone15 = Device(name: "iPhone 15", size: Size(width: 393, height: 852),
                                        safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3,
                                        statusBarHeight: 54, hasHomeIndicator: true)
    /// iPhone 15 Pro Max: 430 × 932.
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932),
                                              safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3,
                                              layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                                              statusBarHeight: 54, hasHomeIndicator: true)
    /// iPad (10th generation): 820 × 1180.
    public static let iPad = Device(name: "iPad", size: Size(width: 820, height: 1180),
                                    safeAreaInsets: EdgeInsets(top: 24, bottom: 20), scale: 2,
                                    layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
                                    statusBarHeight: 24, hasHomeIndicator: true)
    /// A desktop window: 1280 × 800 with a 28 pt title bar.
    public static let desktop = Device(name: "Desktop", size: Size(width: 1280, height: 800),
                                       safeAreaInsets: EdgeInsets(top: 28), scale: 2,
                                       layoutMargins: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))

    public static let all: [Device] = [.iPhoneSE, .iPhone15, .iPhone15ProMax, .iPad, .desktop]

    /// The preset whose name matches `name`, ignoring case, spaces and dashes (`iphone-15`,
    /// `iPhone 15 Pro Max`, `desktop`), or nil.
    public static func named(_ name: String) -> Device? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        return all.first { key($0.name) == key(name) }
    }

    /// The same device turned on its side (size and insets rotated; the notch goes left).
    public var landscape: Device {
        Device(name: name + " (landscape)", size: Size(width: size.height, height: size.width),
               safeAreaInsets: EdgeInsets(top: 0, left: safeAreaInsets.top, bottom: safeAreaInsets.bottom > 0 ? 21 : 0,
                                          right: safeAreaInsets.top > 20 ? safeAreaInsets.top : 0),
               scale: scale, layoutMargins: layoutMargins,
               // Phones hide the status bar on their side; an iPad keeps it.
               statusBarHeight: min(size.width, size.height) < 500 ? 0 : statusBarHeight, hasHomeIndicator: hasHomeIndicator)
    }
}
