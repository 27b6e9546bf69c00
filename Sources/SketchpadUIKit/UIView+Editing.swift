extension UIView {
    /// Makes the first responder in the view's subtree resign; returns whether one did (or, with
    /// `force`, whether there was one). There is no keyboard here: only the status changes.
    ///
    /// ```swift
    /// view.endEditing(true)
    /// ```
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        if isFirstResponder { return resignFirstResponder() || force }
        for sub in subviews where sub.endEditing(force) { return true }
        return false
    }
}
