extension UIViewController {
    /// The controller and its children, one per line, indented by `   | ` per level, as UIKit's
    /// private `_printHierarchy` prints them (what swift-snapshot-testing's `.hierarchy`
    /// records): `<UINavigationController>, state: appeared, view: <UILayoutContainerView>`, with
    /// `(view not loaded)` and ` not in the window` where they apply.
    @_spi(SnapshotTesting)
    public func hierarchyDescription() -> String {
        var lines: [String] = []
        func visit(_ controller: UIViewController, depth: Int) {
            var line = String(repeating: "   | ", count: depth)
            line += "<\(controller.hierarchyClassName)>, state: \(controller.appearanceState.rawValue), view: "
            if let view = controller.viewIfLoaded {
                line += "<\(String(describing: type(of: view)))>"
                if !(view.rootView is UIWindow) { line += " not in the window" }
            } else {
                line += "(view not loaded)"
            }
            lines.append(line)
            for child in controller.children { visit(child, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// `UINavigationController`, or `MyApp.ProfileViewController` for a class of another module.
    private var hierarchyClassName: String {
        foreignClassName(of: self) ?? String(describing: type(of: self))
    }
}
