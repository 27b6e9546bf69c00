import SketchpadLayout

// The work behind UIView's layout-margin members. The members themselves are declared in the
// class body (UIView.swift) so subclasses can override them, as in UIKit.
extension UIView {
    /// The margins as set through the API, by the side kind they were set with.
    enum OwnMargins {
        case directional(NSDirectionalEdgeInsets)
        case absolute(UIEdgeInsets)
    }

    /// The resolved margins by absolute side (``UIView/layoutMargins``).
    var absoluteLayoutMargins: UIEdgeInsets {
        UIEdgeInsets(node.resolvedLayoutMargins(in: effectiveLayoutDirection))
    }

    /// The resolved margins with leading and trailing sides (``UIView/directionalLayoutMargins``).
    var resolvedDirectionalLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(node.resolvedLayoutMargins(in: effectiveLayoutDirection).directional(in: effectiveLayoutDirection))
    }

    /// Records margins set through the API and tells the view (``UIView/layoutMarginsDidChange()``).
    func setOwnMargins(_ margins: OwnMargins) {
        ownMargins = margins
        switch margins {
        case let .absolute(insets): node.layoutMargins = insets.edgeInsets
        case let .directional(insets): node.directionalLayoutMargins = insets.directionalEdgeInsets
        }
        marginsWereSet = true
        UIView.layoutGeneration &+= 1
        layoutMarginsDidChange()
    }

    /// ``UIView/layoutMarginsGuide``, made on first use and kept.
    var storedLayoutMarginsGuide: UILayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = UILayoutGuide(system: node.layoutMarginsGuide, owner: self, identifier: "UIViewLayoutMarginsGuide")
        marginsGuideStorage = guide
        return guide
    }
}
