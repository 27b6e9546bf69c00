import Foundation

/// Space around an item outside its size: UIKit's `NSCollectionLayoutEdgeSpacing` (stored: use
/// `contentInsets` or the group's `interItemSpacing` for spacing that is drawn here).
///
/// ```swift
/// item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(4), top: nil, trailing: .fixed(4), bottom: nil)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }
}
