extension UIView {
    /// The appearance proxy of a view class: unavailable, as proxies need the Objective-C runtime
    /// to forward what they record to every instance.
    @available(*, unavailable, message: "appearance proxies need the Objective-C runtime, which does not exist on Linux: set the property on each view, for example in a function that makes your styled views")
    public class func appearance() -> Self { fatalError("unavailable") }

    /// The appearance proxy of a view class inside some containers: unavailable (see ``appearance()``).
    @available(*, unavailable, message: "appearance proxies need the Objective-C runtime, which does not exist on Linux: set the property on each view, for example in a function that makes your styled views")
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        fatalError("unavailable")
    }

    /// The appearance proxy of a view class for some traits: unavailable (see ``appearance()``).
    @available(*, unavailable, message: "appearance proxies need the Objective-C runtime, which does not exist on Linux: set the property on each view, for example in traitCollectionDidChange(_:)")
    public class func appearance(for trait: UITraitCollection) -> Self { fatalError("unavailable") }
}
