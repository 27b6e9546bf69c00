extension UIColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    /// A colour with UIKit's light and dark values (the default contrast, iOS 13–17), named as
    /// UIKit names it in its description (`systemBlueColor`).
    private static func system(_ name: String, _ light: UIColor, _ dark: UIColor) -> UIColor {
        UIColor(systemName: name) { $0.userInterfaceStyle == .dark ? dark : light }
    }

    // MARK: Fixed colours

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: System colours

    public static let systemRed = system("systemRedColor", rgb(255, 59, 48), rgb(255, 69, 58))
    public static let systemOrange = system("systemOrangeColor", rgb(255, 149, 0), rgb(255, 159, 10))
    public static let systemYellow = system("systemYellowColor", rgb(255, 204, 0), rgb(255, 214, 10))
    public static let systemGreen = system("systemGreenColor", rgb(52, 199, 89), rgb(48, 209, 88))
    public static let systemMint = system("systemMintColor", rgb(0, 199, 190), rgb(99, 230, 226))
    public static let systemTeal = system("systemTealColor", rgb(48, 176, 199), rgb(64, 200, 224))
    public static let systemCyan = system("systemCyanColor", rgb(50, 173, 230), rgb(100, 210, 255))
    public static let systemBlue = system("systemBlueColor", rgb(0, 122, 255), rgb(10, 132, 255))
    public static let systemIndigo = system("systemIndigoColor", rgb(88, 86, 214), rgb(94, 92, 230))
    public static let systemPurple = system("systemPurpleColor", rgb(175, 82, 222), rgb(191, 90, 242))
    public static let systemPink = system("systemPinkColor", rgb(255, 45, 85), rgb(255, 55, 95))
    public static let systemBrown = system("systemBrownColor", rgb(162, 132, 94), rgb(172, 142, 104))
    public static let systemGray = system("systemGrayColor", rgb(142, 142, 147), rgb(142, 142, 147))
    public static let systemGray2 = system("systemGray2Color", rgb(174, 174, 178), rgb(99, 99, 102))
    public static let systemGray3 = system("systemGray3Color", rgb(199, 199, 204), rgb(72, 72, 74))
    public static let systemGray4 = system("systemGray4Color", rgb(209, 209, 214), rgb(58, 58, 60))
    public static let systemGray5 = system("systemGray5Color", rgb(229, 229, 234), rgb(44, 44, 46))
    public static let systemGray6 = system("systemGray6Color", rgb(242, 242, 247), rgb(28, 28, 30))
    /// The app's tint (system blue unless a view's `tintColor` says otherwise).
    public static let tintColor = systemBlue

    // MARK: Semantic colours

    public static let label = system("labelColor", rgb(0, 0, 0), rgb(255, 255, 255))
    public static let secondaryLabel = system("secondaryLabelColor", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let tertiaryLabel = system("tertiaryLabelColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let quaternaryLabel = system("quaternaryLabelColor", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16))
    public static let placeholderText = system("placeholderTextColor", rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3))
    public static let link = system("linkColor", rgb(0, 122, 255), rgb(9, 132, 255))
    public static let separator = system("separatorColor", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6))
    public static let opaqueSeparator = system("opaqueSeparatorColor", rgb(198, 198, 200), rgb(56, 56, 58))
    public static let systemFill = system("systemFillColor", rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36))
    public static let secondarySystemFill = system("secondarySystemFillColor", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    public static let tertiarySystemFill = system("tertiarySystemFillColor", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24))
    public static let quaternarySystemFill = system("quaternarySystemFillColor", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))
    public static let systemBackground = system("systemBackgroundColor", rgb(255, 255, 255), rgb(0, 0, 0))
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor", rgb(242, 242, 247), rgb(28, 28, 30))
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", rgb(255, 255, 255), rgb(44, 44, 46))
    /// A plain table's own background: `systemBackground`'s colours under UIKit's private name,
    /// which iOS 17 prints in the table's description (`name = tableBackgroundColor`).
    static let tableBackground = system("tableBackgroundColor", rgb(255, 255, 255), rgb(0, 0, 0))
    /// A rounded-rect text field's fill: `tertiarySystemBackground`'s colours under UIKit's private
    /// name, which iOS 16 prints for the field's background view (`name = _textFieldBackgroundColor`).
    static let textFieldBackground = system("_textFieldBackgroundColor", rgb(255, 255, 255), rgb(44, 44, 46))
    /// The off mark of a switch (shown with On/Off labels): `secondaryLabel`'s grey under UIKit's
    /// private name, which iOS 16–18 print for it (`name = _switchOffImageColor`).
    static let switchOffImage = system("_switchOffImageColor", rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6))
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", rgb(242, 242, 247), rgb(0, 0, 0))
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackgroundColor", rgb(255, 255, 255), rgb(28, 28, 30))
    /// A grouped table cell's background: `secondarySystemGroupedBackground`'s colours under the
    /// name iOS 16 prints for a cell's background configuration (`name = tableCellGroupedBackgroundColor`).
    static let tableCellGroupedBackground = system("tableCellGroupedBackgroundColor", rgb(255, 255, 255), rgb(28, 28, 30))
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackgroundColor", rgb(242, 242, 247), rgb(44, 44, 46))
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0, alpha: 1)
}
