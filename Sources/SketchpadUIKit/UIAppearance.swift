/// A type whose class-wide look can be set once, through a proxy (UIKit's `UIAppearance`):
/// views and bar items. What a proxy records is given to every instance made after it
/// (Sketchpad applies it when the instance is made, not when it enters a window, as there are no
/// windows between renders); a value the instance sets itself afterwards wins.
///
/// ```swift
/// UINavigationBar.appearance().barTintColor = .red
/// UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .white
/// ```
///
/// Unlike UIKit, the proxy's type is ``UIAppearanceProxy`` (not the class itself): Swift on Linux
/// has no Objective-C runtime to forward messages from a fake instance. Setting a property or
/// calling a `set…(_:for:)` method reads the same as in UIKit.
@preconcurrency @MainActor
public protocol UIAppearance: AnyObject {}

extension UIAppearance {
    /// The proxy that styles every instance of this class made afterwards.
    public static func appearance() -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [], trait: nil)
    }

    /// The proxy that styles instances of this class inside instances of `containerTypes`
    /// (in ascending order, innermost first, as UIKit lists them: `[UINavigationController.self,
    /// UITabBarController.self]` is a navigation controller inside a tab bar controller; each is a
    /// view or view controller class). It applies when the instance is
    /// added to a view hierarchy inside those containers, unless the instance set the value itself.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: containerTypes, trait: nil)
    }

    /// The proxy that styles instances made while the current traits contain `trait`.
    public static func appearance(for trait: UITraitCollection) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: [], trait: trait)
    }

    /// The proxy for instances inside `containerTypes` made while the current traits contain `trait`.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIAppearanceProxy<Self> {
        UIAppearanceProxy(containers: containerTypes, trait: trait)
    }
}

extension UIView: UIAppearance {}
extension UIBarItem: UIAppearance {}
