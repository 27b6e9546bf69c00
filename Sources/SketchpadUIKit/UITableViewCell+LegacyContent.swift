/// The list content view that places a cell's older labels: laid out beside the cell, never in
/// it, with the cell's traits, so the labels themselves (UIKit's `UITableViewLabel`s) can be
/// the content view's subviews as on iOS and still sit where a list configuration of the
/// cell's style puts its texts.
final class UITableViewCellLegacyLayout: UIListContentView {
    weak var cell: UITableViewCell?

    override var traitCollection: UITraitCollection { cell?.traitCollection ?? super.traitCollection }
}

extension UITableViewCell {
    /// A list configuration of the cell's style showing the older labels' text, fonts and colours.
    private func legacyConfiguration() -> UIListContentConfiguration {
        var content = defaultContentConfiguration()
        if let label = legacyText {
            content.text = label.text
            if label.fontWasSet { content.textProperties.font = label.font }
            if label.textColorWasSet { content.textProperties.color = label.textColor }
            content.textProperties.numberOfLines = label.numberOfLines
        }
        if let label = legacyDetail {
            content.secondaryText = label.text
            if label.fontWasSet { content.secondaryTextProperties.font = label.font }
            if label.textColorWasSet { content.secondaryTextProperties.color = label.textColor }
            content.secondaryTextProperties.numberOfLines = label.numberOfLines
        }
        content.image = legacyImage?.image
        return content
    }

    /// Puts the older labels that have content in the content view (image, text, then detail,
    /// as iOS lists them), styled as the cell's style says, unless a configuration is shown.
    func applyLegacyContent() {
        guard !showsContentConfiguration, legacyText != nil || legacyDetail != nil || legacyImage != nil else {
            // A configuration replaces the older labels.
            for case let view? in [legacyImage, legacyText, legacyDetail] as [UIView?] where view.superview === contentView {
                view.removeFromSuperview()
            }
            legacyLayout = nil
            return
        }
        let content = legacyConfiguration()
        let layout = legacyLayout ?? UITableViewCellLegacyLayout(configuration: content)
        layout.cell = self
        // (Applying a configuration rebuilds the layout's constraints: only when it changed.)
        if layout.listConfiguration != content { layout.configuration = content }
        legacyLayout = layout
        matchLegacyMargins()
        let shown: [(UIView?, Bool)] = [
            (legacyImage, legacyImage?.image != nil),
            (legacyText, !(legacyText?.text ?? "").isEmpty),
            (legacyDetail, !(legacyDetail?.text ?? "").isEmpty),
        ]
        var index = 0
        for case let (view?, wanted) in shown {
            guard wanted else {
                if view.superview === contentView { view.removeFromSuperview() }
                continue
            }
            if view.superview !== contentView || contentView.subviews.firstIndex(where: { $0 === view }) != index {
                contentView.insertSubview(view, at: index)
            }
            index += 1
        }
        styleLegacy(legacyText, like: layout.textLabel)
        styleLegacy(legacyDetail, like: layout.secondaryTextLabel)
        if let image = legacyImage, image.tintColor != layout.imageView.tintColor, layout.imageView.tintColor != nil {
            image.tintColor = layout.imageView.tintColor
        }
    }

    /// The placing view's side margins are the content view's where larger (a list content view's
    /// `axesPreservingSuperviewLayoutMargins`).
    private func matchLegacyMargins() {
        guard let layout = legacyLayout else { return }
        let own = layout.listConfiguration.directionalLayoutMargins, outer = contentView.directionalLayoutMargins
        let margins = NSDirectionalEdgeInsets(top: own.top, leading: max(own.leading, outer.leading),
                                              bottom: own.bottom, trailing: max(own.trailing, outer.trailing))
        if layout.preservesSuperviewLayoutMargins { layout.preservesSuperviewLayoutMargins = false }
        if layout.directionalLayoutMargins != margins { layout.directionalLayoutMargins = margins }
    }

    /// The font and colour the style gives a label, leaving the label's record of what code set.
    private func styleLegacy(_ label: UILabel?, like placed: UILabel) {
        guard let label else { return }
        let (fontSet, colorSet) = (label.fontWasSet, label.textColorWasSet)
        if label.font != placed.font { label.font = placed.font }
        if label.textColor != placed.textColor { label.textColor = placed.textColor }
        (label.fontWasSet, label.textColorWasSet) = (fontSet, colorSet)
    }

    /// Sets the older labels' frames in the content view: where the list layout puts its texts,
    /// except that the default style's title fills the content view's height and reaches the
    /// trailing margin, as UIKit's does (`frame = (16 0; 288 43.5)` in a 320-point cell, iOS 12).
    func layOutLegacyContent() {
        guard let layout = legacyLayout else { return }
        matchLegacyMargins()
        let bounds = CGRect(origin: .zero, size: contentView.bounds.size)
        if !layout.frame.isClose(to: bounds) { layout.frame = bounds }
        layout.layoutIfNeeded()
        let pairs: [(UIView?, UIView)] = [(legacyImage, layout.imageView), (legacyText, layout.textLabel), (legacyDetail, layout.secondaryTextLabel)]
        for case let (view?, placed) in pairs where view.superview === contentView {
            var frame = placed.convert(placed.bounds, to: layout)
            if style == .default, view === legacyText {
                let trailing = layout.directionalLayoutMargins.trailing
                frame = CGRect(x: frame.minX, y: 0, width: max(0, bounds.width - frame.minX - trailing), height: bounds.height)
            }
            if !view.frame.isClose(to: frame) { view.frame = frame }
        }
    }
}
