extension LayoutItem {
    /// Puts an item that has no parent yet into `parent`'s hierarchy: a view without a superview
    /// becomes its last subview, a custom guide without an owner becomes one of its guides. Items
    /// that already have a parent, and views that are `parent` or one of its ancestors, are left
    /// alone. Returns whether the item was added.
    @discardableResult
    func adopt(into parent: View?) -> Bool {
        guard let parent else { return false }
        if let view = self as? View {
            guard view.superview == nil, !parent.isDescendant(of: view) else { return false }
            parent.addSubview(view)
            return true
        }
        if let guide = self as? LayoutGuide, guide.role == .custom, guide.owningView == nil {
            parent.addLayoutGuide(guide)
            return true
        }
        return false
    }
}
