extension UIAppearanceProxy where Element: UIBarItem {
    /// Records title attributes for a state, given to bar items made afterwards.
    ///
    /// ```swift
    /// UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
    /// ```
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordCall("setTitleTextAttributes:\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }
}

extension UIAppearanceProxy where Element: UINavigationBar {
    /// Records a background image for bar metrics, given to navigation bars made afterwards.
    ///
    /// ```swift
    /// UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
    /// ```
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        recordCall("setBackgroundImage:\(barMetrics.rawValue)") { $0.setBackgroundImage(backgroundImage, for: barMetrics) }
    }
}

extension UIAppearanceProxy where Element: UISegmentedControl {
    /// Records title attributes for a state, given to segmented controls made afterwards.
    ///
    /// ```swift
    /// UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    /// ```
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        recordCall("setTitleTextAttributes:\(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
    }
}
