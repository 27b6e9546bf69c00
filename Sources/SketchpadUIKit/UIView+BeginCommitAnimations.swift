import Foundation

// UIKit's begin/commit animation blocks (deprecated since iOS 13, still in the iOS 17 SDK). Changes
// made between `beginAnimations` and `commitAnimations` apply at once here, as every animation
// does; the settings are accepted and change nothing.
extension UIView {
    /// The transitions of a begin/commit animation block.
    public enum AnimationTransition: Int, Sendable { case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown }

    /// Starts a begin/commit animation block (changes apply at once).
    ///
    /// ```swift
    /// UIView.beginAnimations(nil, context: nil)
    /// UIView.setAnimationCurve(.easeOut)
    /// panel.alpha = 0
    /// UIView.commitAnimations()
    /// ```
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}
    /// Ends a begin/commit animation block.
    public class func commitAnimations() {}
    public class func setAnimationDelegate(_ delegate: Any?) {}
    public class func setAnimationWillStart(_ selector: Selector?) {}
    public class func setAnimationDidStop(_ selector: Selector?) {}
    public class func setAnimationDuration(_ duration: TimeInterval) {}
    public class func setAnimationDelay(_ delay: TimeInterval) {}
    public class func setAnimationStart(_ startDate: Date) {}
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {}
    public class func setAnimationRepeatCount(_ repeatCount: Float) {}
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    public class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {}
}
