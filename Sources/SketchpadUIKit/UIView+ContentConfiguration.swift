extension UIView {
    /// Shows `configuration` in this view (a cell's or header's content view): the current
    /// content view takes it if it supports it, otherwise a new one fills this view's edges.
    /// Returns the content view now shown (nil when `configuration` is nil).
    func showContentConfiguration(_ configuration: (any UIContentConfiguration)?,
                                  replacing current: (any UIView & UIContentView)?) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: topAnchor),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        return view
    }
}
