import SketchpadLayout

extension UIButton {
    /// Sets the symbol configuration of the image shown in `state` (stored: the image view draws
    /// the image as it is), as UIKit's button keeps one per state.
    ///
    /// ```swift
    /// button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large), forImageIn: .normal)
    /// ```
    public func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: UIControl.State) {
        preferredSymbolConfigurations[state.rawValue] = configuration
    }

    /// The symbol configuration of the image in `state` (the normal state's when none was set for it).
    public func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        preferredSymbolConfigurations[state.rawValue] ?? preferredSymbolConfigurations[UIControl.State.normal.rawValue]
    }

    /// The symbol configuration of the image in the button's current state.
    public var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        preferredSymbolConfigurationForImage(in: state)
    }
}
