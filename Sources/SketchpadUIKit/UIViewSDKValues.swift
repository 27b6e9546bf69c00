import SketchpadLayout

/// What a `UIView` keeps for SDK members that change nothing drawn or laid out here (focus,
/// state restoration, the layer's anchor point…): one stored value in the class body, so such
/// members can be declared in extensions (Swift stores nothing in extensions).
struct UIViewSDKValues {
    var focusGroupIdentifier: String?
    var restorationIdentifier: String?
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var appliesContentSizeCategoryLimitsToTraitCollection = false
    /// The interactions added (`addInteraction(_:)`), in order.
    var interactions: [any UIInteraction] = []
}
