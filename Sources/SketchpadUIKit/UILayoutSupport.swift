/// What `topLayoutGuide` and `bottomLayoutGuide` are: UIKit's `UILayoutSupport` (deprecated
/// since iOS 11 in favour of the safe area, still in the SDK).
///
/// ```swift
/// label.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8)
/// ```
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The guide's height after the last layout (the safe area's top or bottom inset).
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    public var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The area above the controller's content (bars, status bar): from the top of its view to
    /// the top of the safe area. Deprecated in UIKit: use `view.safeAreaLayoutGuide.topAnchor`.
    @available(*, deprecated, message: "use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any UILayoutSupport { layoutSupportGuide(top: true) }

    /// The area below the controller's content (tab bar, home indicator): from the bottom of the
    /// safe area to the bottom of its view. Deprecated in UIKit: use `view.safeAreaLayoutGuide.bottomAnchor`.
    @available(*, deprecated, message: "use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: any UILayoutSupport { layoutSupportGuide(top: false) }

    private func layoutSupportGuide(top: Bool) -> UILayoutGuide {
        if layoutSupportGuides.isEmpty {
            let view = self.view!, safe = view.safeAreaLayoutGuide
            let above = UILayoutGuide(), below = UILayoutGuide()
            above.identifier = "_UIViewControllerTopLayoutGuide"
            below.identifier = "_UIViewControllerBottomLayoutGuide"
            view.addLayoutGuide(above)
            view.addLayoutGuide(below)
            NSLayoutConstraint.activate([
                above.topAnchor.constraint(equalTo: view.topAnchor),
                above.bottomAnchor.constraint(equalTo: safe.topAnchor),
                above.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                above.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                below.topAnchor.constraint(equalTo: safe.bottomAnchor),
                below.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                below.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                below.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            layoutSupportGuides = [above, below]
        }
        return layoutSupportGuides[top ? 0 : 1]
    }
}
