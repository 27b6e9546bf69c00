/// The view that draws a cell's ``UIBackgroundConfiguration``: first among the cell's subviews,
/// the cell's bounds less the configuration's insets, filled with its resolved colour, its corners
/// rounded and outlined by the stroke, with the custom view and the image inside it.
final class UIBackgroundConfigurationView: UIView {
    private(set) var configuration: UIBackgroundConfiguration
    private var imageView: UIImageView?

    init(_ configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        excuseFromPlacementWarnings()
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `configuration` for a view whose tint is `tint`.
    func apply(_ configuration: UIBackgroundConfiguration, tint: UIColor) {
        if let old = self.configuration.customView, old !== configuration.customView, old.superview === self { old.removeFromSuperview() }
        self.configuration = configuration
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = configuration.cornerRadius
        layer.borderWidth = configuration.strokeWidth
        layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
        if let custom = configuration.customView, custom.superview !== self { insertSubview(custom, at: 0) }
        if let image = configuration.image {
            let view = imageView ?? UIImageView()
            imageView = view
            view.image = image
            view.contentMode = configuration.imageContentMode
            if view.superview !== self { addSubview(view) }
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
    }

    /// Fills `owner`'s bounds less the insets (leading and trailing mirrored right to left).
    func fill(_ owner: UIView) {
        let i = configuration.backgroundInsets
        let rtl = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? i.trailing : i.leading, right = rtl ? i.leading : i.trailing
        let size = owner.bounds.size
        let placed = CGRect(x: left, y: i.top, width: max(0, size.width - left - right), height: max(0, size.height - i.top - i.bottom))
        if !frame.isClose(to: placed) { frame = placed }
        let inner = CGRect(origin: .zero, size: placed.size)
        if let custom = configuration.customView, !custom.frame.isClose(to: inner) { custom.frame = inner }
        if let imageView, !imageView.frame.isClose(to: inner) { imageView.frame = inner }
    }
}

extension UIView {
    /// Shows `configuration` behind the view's other subviews through `current` (made when
    /// needed), or removes it when nil. Setting a configuration clears the view's background
    /// colour, as UIKit's cells do.
    func showBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?,
                                     replacing current: UIBackgroundConfigurationView?) -> UIBackgroundConfigurationView? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        backgroundColor = nil
        let view = current ?? UIBackgroundConfigurationView(configuration)
        view.apply(configuration, tint: tintColor)
        if view.superview !== self || subviews.first !== view { insertSubview(view, at: 0) }
        view.fill(self)
        setNeedsLayout()
        return view
    }
}

extension UITableViewCell {
    /// The background configuration for the cell's style, as UIKit gives it: a plain list cell's
    /// (the table's style is not known to a cell made on its own).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

extension UICollectionViewCell {
    /// A clear background, UIKit's default for a collection view cell (a list cell's is its list's).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }
}
