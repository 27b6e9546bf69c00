import SketchpadLayout

/// The view UIKit puts first in a cell or a header of a grouped table to show its background
/// configuration, there so `subviews` and `recursiveDescription` list what iOS lists. It draws
/// nothing (the cell's own decoration draws the background) and prints its configuration after
/// its layer, as iOS does: `<_UISystemBackgroundView: 0x…; frame = (0 0; 268 44); layer =
/// <CALayer: 0x…>; configuration = <UIBackgroundConfiguration: 0x…; Base Style = List Grouped
/// Cell; backgroundColor = <UIDynamicSystemColor: 0x…; name = tableCellGroupedBackgroundColor>>>`
/// (iOS 16, getsentry/sentry-cocoa), over a `UIView` of its size; a header's
/// has no such view (`…; Base Style = List Grouped Header/Footer; backgroundColor =
/// UIExtendedGrayColorSpace 0 0>>`, a grouped table printed with Cycript).
final class _UISystemBackgroundView: UIView {
    /// The base style and colour the configuration prints (`Base Style = List Grouped Cell; …`).
    let configurationDescription: String
    /// The view that holds the colour in a cell's background (nil for a header's).
    private let colorView: UIView?

    /// A grouped table cell's background. Its inner view prints no colour of its own (an iOS 16
    /// device's grouped table: `<UIView: 0x…; frame = (0 0; 375 60); layer = <CALayer: 0x…>>`
    /// under the cell's system background; a SwiftUI list's collection view cells print
    /// `backgroundColor = <UIDynamicSystemColor: 0x…; name = tableCellGroupedBackgroundColor>` there).
    static func groupedCell() -> _UISystemBackgroundView {
        let colored = UIKitInternalView(describedAs: "UIView", frame: .zero)
        return _UISystemBackgroundView(configuration: "Base Style = List Grouped Cell; backgroundColor = \(UIColor.tableCellGroupedBackground.description)", colorView: colored)
    }

    /// A grouped header's or footer's background.
    static func groupedHeaderFooter() -> _UISystemBackgroundView {
        _UISystemBackgroundView(configuration: "Base Style = List Grouped Header/Footer; backgroundColor = \(UIColor.clear.description)", colorView: nil)
    }

    private init(configuration: String, colorView: UIView?) {
        configurationDescription = configuration
        self.colorView = colorView
        super.init(frame: .zero)
        excuseFromPlacementWarnings()
        if let colorView { addSubview(colorView) }
    }

    required init?(coder: NSCoder) { nil }

    override var descriptionSuffix: String {
        super.descriptionSuffix + "; configuration = <UIBackgroundConfiguration; \(configurationDescription)>"
    }

    /// Fills `owner`'s bounds, as does its colour view.
    func fill(_ owner: UIView) {
        let filled = CGRect(origin: .zero, size: owner.bounds.size)
        if !frame.isClose(to: filled) { frame = filled }
        if let colorView, !colorView.frame.isClose(to: filled) { colorView.frame = filled }
    }

    override func prepareNodeForLayout() {
        super.prepareNodeForLayout()
        (node as? UIKitNode)?.appearance = LayerAppearance()
    }
}

extension UIView {
    /// Puts a system background view first among the view's subviews when `wanted` (made by
    /// `make`), or takes it away; returns the one shown.
    func showSystemBackground(_ wanted: Bool, current: _UISystemBackgroundView?, make: () -> _UISystemBackgroundView) -> _UISystemBackgroundView? {
        guard wanted else {
            current?.removeFromSuperview()
            return nil
        }
        let view = current ?? make()
        if view.superview !== self || subviews.first !== view { insertSubview(view, at: 0) }
        view.fill(self)
        return view
    }
}
