import Foundation

/// A text view's delegate: UIKit's `UITextViewDelegate`, a scroll view delegate too (set it as
/// the text view's ``UIScrollView/delegate``). Nothing edits here, so nothing calls it; it exists
/// so code that adopts it compiles. Every method is optional, with UIKit's defaults.
///
/// ```swift
/// final class Notes: UIViewController, UITextViewDelegate {
///     func textViewDidChange(_ textView: UITextView) {}
/// }
/// textView.delegate = notes
/// ```
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    @available(*, deprecated, message: "Use textView(_:shouldInteractWith:in:interaction:) instead")
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    @available(*, deprecated, message: "Use textView(_:shouldInteractWith:in:interaction:) instead")
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
}

/// How a link or attachment in a text view was touched (UIKit's `UITextItemInteraction`; nothing
/// touches here).
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction = 0, presentActions, preview }
