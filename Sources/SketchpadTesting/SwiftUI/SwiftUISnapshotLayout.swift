import Foundation

/// The size constraint for a snapshot (similar to `PreviewLayout`): swift-snapshot-testing
/// 1.19.7's `SwiftUISnapshotLayout`, with the same cases and meanings.
///
/// ```swift
/// assertSnapshot(of: ProfileView(), as: .image(layout: .device(config: .iPhone13)))
/// assertSnapshot(of: Badge(count: 3), as: .image(layout: .fixed(width: 120, height: 44)))
/// assertSnapshot(of: Badge(count: 3).fixedSize(), as: .image(layout: .sizeThatFits))
/// ```
public enum SwiftUISnapshotLayout {
    /// Center the view in a device container described by `config`: the device's size, safe
    /// area and traits.
    case device(config: ViewImageConfig)
    /// Center the view in a fixed size container.
    case fixed(width: CGFloat, height: CGFloat)
    /// Fit the view to the size it takes when offered none, as swift-snapshot-testing does on
    /// iOS (`UIHostingController.sizeThatFits(in: .zero)`): text that can wrap or truncate
    /// takes its smallest size, so give such views `.fixedSize()` or use `.fixed`.
    case sizeThatFits
}
