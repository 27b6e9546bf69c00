import SketchpadLayout

extension UIView {
    /// Whether a layout of the hierarchy with the ambiguity check on finds this view ambiguous.
    var isAmbiguouslyLaidOut: Bool { ambiguityCheck(finds: node) }

    /// Whether a layout of this view's hierarchy with the ambiguity check on reports `item` (a
    /// view's node or a guide's backing guide) as ambiguous.
    func ambiguityCheck(finds item: AnyObject) -> Bool {
        let root = rootView
        root.layoutIfNeeded()
        var engine = root.makeEngine()
        engine.options.detectsAmbiguity = true
        engine.options.pixelScale = nil
        root.prepareSubtreeForLayout()
        let result = engine.layout(root.node)
        // The check's layout wrote unrounded frames into the nodes: put the last pass's back.
        root.needsLayoutFlag = true
        root.layoutIfNeeded()
        return result.diagnostics.contains { diagnostic in
            diagnostic.kind == .ambiguous && diagnostic.items.contains { ($0 as AnyObject) === item }
        }
    }
}
