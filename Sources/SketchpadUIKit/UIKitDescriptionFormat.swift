/// Which iOS's format `description` and `recursiveDescription` print views in. UIKit's format
/// changed between releases, so a reference recorded on one iOS does not match another's:
///
/// - `iOS17` (the default): iOS 13 and later print a background colour set on a view, a
///   label's own clear background (`backgroundColor = UIExtendedGrayColorSpace 0 0`: iOS 16–18
///   and visionOS 1 print it), a table's data source, and a collection view's layout and data
///   source inside its brackets (`…; layout: <UICollectionViewFlowLayout>; dataSource: <…>>`).
/// - `iOS12`: the format of iOS 11 and 12, in which swift-snapshot-testing recorded its own
///   iOS references: no background colours or data sources, and a collection view's layout
///   after its closing bracket (`…> collection view layout: <UICollectionViewFlowLayout>`).
///
/// Compare with references recorded on iOS 12 inside a scope:
///
/// ```swift
/// UIKitDescriptionFormat.$current.withValue(.iOS12) {
///     assertSnapshot(of: view, as: .recursiveDescription)
/// }
/// ```
@_spi(SnapshotTesting)
public enum UIKitDescriptionFormat: Sendable {
    case iOS12
    case iOS17

    /// The format descriptions are printed in, for the current task (`iOS17` unless set).
    @TaskLocal public static var current: UIKitDescriptionFormat = .iOS17
}
