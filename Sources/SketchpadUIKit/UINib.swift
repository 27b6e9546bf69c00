import Foundation

/// Interface Builder's archives: UIKit's `UINib`. Nibs and storyboards need Interface Builder's
/// runtime (and `@IBOutlet` properties the Objective-C runtime), which do not exist on Linux;
/// it exists so that code using it says so where it is used: build those views in code.
///
/// ```swift
/// tableView.register(NoteCell.self, forCellReuseIdentifier: "note")   // not a UINib
/// ```
@available(*, unavailable, message: "nib files need Interface Builder's runtime, which does not exist on Linux: build the view in code and register its class")
open class UINib: NSObject {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { super.init() }
}

extension UITableView {
    @available(*, unavailable, message: "nib files need Interface Builder's runtime, which does not exist on Linux: register the cell's class with register(_:forCellReuseIdentifier:)")
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}

    @available(*, unavailable, message: "nib files need Interface Builder's runtime, which does not exist on Linux: register the view's class with register(_:forHeaderFooterViewReuseIdentifier:)")
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}
}

extension Bundle {
    @available(*, unavailable, message: "nib files need Interface Builder's runtime, which does not exist on Linux: build the view in code")
    public func loadNibNamed(_ name: String, owner: Any?, options: [String: Any]? = nil) -> [Any]? { nil }
}

extension UICollectionView {
    @available(*, unavailable, message: "nib files need Interface Builder's runtime, which does not exist on Linux: register the cell's class with register(_:forCellWithReuseIdentifier:)")
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}

    @available(*, unavailable, message: "nib files need Interface Builder's runtime, which does not exist on Linux: register the view's class with register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
}
