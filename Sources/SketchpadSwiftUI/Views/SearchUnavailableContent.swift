/// A structure that represents the body of a static placeholder search view. You don't create
/// this type directly: `ContentUnavailableView.search` does.
///
/// ```swift
/// ContentUnavailableView.search(text: "Kyoto")   // "No Results for “Kyoto”"
/// ```
public struct SearchUnavailableContent {
    /// A view that represents the label of a static placeholder search view: a magnifying glass
    /// and "No Results" (for the query, when there is one).
    public struct Label: View {
        let text: String?
        public var body: some View {
            SketchpadSwiftUI.Label(text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results", systemImage: "magnifyingglass")
        }
    }

    /// A view that represents the description of a static `ContentUnavailableView.search` view.
    public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// A view that represents the actions of a static `ContentUnavailableView.search` view (none).
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
