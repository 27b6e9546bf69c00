import SketchpadLayout
import SketchpadWidgets

/// Something UIKit would refuse (often by raising an exception and crashing the app), or a
/// layout problem it would log: recorded on the view concerned and printed to standard error,
/// never a crash.
///
/// Read them with ``UIView/layoutIssues`` after `layoutIfNeeded()`; a `Scene` made from a view
/// fails with them.
///
/// ```swift
/// root.layoutIfNeeded()
/// for issue in root.layoutIssues { print(issue) }
/// ```
public struct UIKitLayoutIssue: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// Items of a constraint in different view hierarchies (UIKit: "no common ancestor").
        case noCommonAncestor
        /// An item that is neither a `UIView` nor a `UILayoutGuide`, or a guide added to no view.
        case invalidItem
        /// Attributes that cannot be related (leading with left, x with y, a position with a constant…).
        case invalidConstraint
        /// A priority changed between required and optional on an active constraint.
        case priorityMutation
        /// A visual format string that does not parse, or names views it was not given.
        case visualFormat
        /// An error the layout engine reported (unsatisfiable constraints, a view outside the tree…).
        case layout
        /// `layoutSubviews` kept changing the layout: the passes were stopped.
        case layoutDidNotSettle
        /// A table view asked for a cell or header of an identifier nothing was registered for.
        case unregisteredReuseIdentifier
        /// A diffable data source's snapshot that UIKit would refuse (items with no section, an
        /// identifier used twice, a neighbour it does not have), or a cell provider that gave no cell.
        case invalidSnapshot
        /// An alert controller UIKit would refuse: a text field on an action sheet, or a
        /// preferred action that is not one of its actions.
        case invalidAlert
    }

    public let kind: Kind
    /// What went wrong, naming the constraint or view, and what to do.
    public let message: String

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(message)" }
}

@MainActor
extension UIKitLayoutIssue {
    /// Records the issue on `view` (if any) and prints it to standard error, as UIKit logs.
    func report(on view: UIView?) {
        view?.recordedIssues.append(self)
        FileHandle.standardError.write(Data("[SketchpadUIKit] \(description)\n".utf8))
    }
}
