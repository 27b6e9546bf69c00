/// Anything constraints can position: a ``View`` or a ``LayoutGuide``.
///
/// Items get their anchors (`leadingAnchor`, `widthAnchor`, …) from this protocol, so views and
/// guides can be constrained interchangeably:
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor)
/// ```
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to: the view itself, or the guide's owner.
    var owningView: View? { get }
    /// The item's frame after the last layout, in canvas coordinates.
    var layoutFrame: Rect { get }
    /// A short human-readable name for diagnostics, such as `Label 'title'`.
    var debugName: String { get }
}
