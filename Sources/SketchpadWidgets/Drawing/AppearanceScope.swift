import SketchpadLayout

/// A view whose subtree draws in another appearance than the scene's: every colour in it that
/// differs per appearance takes that appearance's value, as SwiftUI's
/// `.environment(\.colorScheme, .dark)` makes a subtree dark. A wireframe stays a wireframe.
///
/// ```swift
/// final class DarkPanel: View, AppearanceScope {
///     var appearance: Theme { .dark }
/// }
/// ```
package protocol AppearanceScope: View {
    /// The theme the view and its subviews draw with.
    var appearance: Theme { get }
}
