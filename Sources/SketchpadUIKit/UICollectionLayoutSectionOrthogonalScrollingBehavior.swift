/// How a compositional section scrolls across the layout's direction: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any value but `.none` lays the
/// section's groups side by side in one row (scrolled to its start here: a picture does not scroll).
///
/// ```swift
/// section.orthogonalScrollingBehavior = .continuous
/// ```
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
