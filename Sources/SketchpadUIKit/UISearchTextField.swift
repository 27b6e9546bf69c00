import Foundation

/// The text field of a search bar: UIKit's `UISearchTextField` (iOS 13). A search bar's
/// ``UISearchBar/searchTextField`` holds its text, placeholder and text input traits; the bar
/// draws them (the field is no subview here).
///
/// ```swift
/// searchBar.searchTextField.text = "coffee"
/// ```
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// Stored (tokens are not drawn).
    open var allowsDeletingTokens = true
    /// Stored (tokens are not drawn).
    open var allowsCopyingTokens = true
    /// Stored.
    open var tokenBackgroundColor: UIColor?
}
