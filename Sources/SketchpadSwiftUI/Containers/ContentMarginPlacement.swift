/// The placement of margins: a scrollable view's content, its scroll indicators, or both.
///
/// ```swift
/// ScrollView { … }.contentMargins(.vertical, 24, for: .scrollContent)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    let kind: Kind

    /// Both a scroll view's content and its scroll indicators.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }
    /// A scrollable view's content, not its scroll indicators.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollContent) }
    /// A scrollable view's scroll indicators, not its content (a still draws no indicators).
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollIndicators) }
}

/// The margins `contentMargins(_:_:for:)` set for the scrollable views below.
package struct ContentMargins: Hashable, Sendable {
    package var content = EdgeInsets()
    package var indicators = EdgeInsets()
    /// The edges whose content margin was set (a list keeps its own margins on the others).
    package var contentEdges: Edge.Set = []
}

extension EnvironmentValues {
    private struct ContentMarginsKey: EnvironmentKey { static let defaultValue = ContentMargins() }

    /// The content margins every scrollable view below applies (`contentMargins(_:_:for:)`).
    package var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

extension EdgeInsets {
    /// These insets with the edges in `edges` replaced by `other`'s.
    func replacing(_ edges: Edge.Set, with other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? other.top : top, leading: edges.contains(.leading) ? other.leading : leading,
                   bottom: edges.contains(.bottom) ? other.bottom : bottom, trailing: edges.contains(.trailing) ? other.trailing : trailing)
    }
}

extension View {
    /// Configures the content margins of the scrollable views in this view (`ScrollView`,
    /// `List`, `Form`) on `edges`: their content is inset by the safe area plus these margins.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { ForEach(0..<8) { _ in Color.blue.frame(width: 120) } } }
    ///     .contentMargins(.horizontal, EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.contentMargins) { margins in
            if placement.kind != .scrollIndicators {
                margins.content = margins.content.replacing(edges, with: insets)
                margins.contentEdges.formUnion(edges)
            }
            if placement.kind != .scrollContent { margins.indicators = margins.indicators.replacing(edges, with: insets) }
        }
    }

    /// Configures the content margins of the scrollable views in this view on `edges` (nil: the
    /// default padding length, 16 points).
    ///
    /// ```swift
    /// ScrollView(.horizontal) { HStack { ForEach(0..<8) { _ in Color.blue.frame(width: 120) } } }
    ///     .contentMargins(.horizontal, 20)
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? _PaddingLayout.defaultLength), for: placement)
    }

    /// Configures the content margins of the scrollable views in this view on every edge.
    ///
    /// ```swift
    /// List { Text("Inset") }.contentMargins(24)
    /// ```
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }
}
