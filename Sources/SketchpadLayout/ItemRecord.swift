import Cassowary

/// One item as the engine sees it: its frame components, its measured content and where it sits
/// in the tree.
///
/// Kept small on purpose: a layout of 10,000 views holds some 17,000 of these, and every object
/// they own is one more cache miss when the layout is torn down. Four variables and four offsets
/// (no arrays) are enough, since every component is a variable plus a constant.
final class ItemRecord {
    let item: any LayoutItem
    let view: View?
    /// `view != nil`, without touching the view.
    let isView: Bool
    let index: Int
    /// The record positions are compared against for ambiguity: the superview, or the guide's owner.
    let parent: Int?
    /// Hidden, or inside a hidden view: not diagnosed.
    let hidden: Bool
    /// For views: the opt-outs of the overlap and overflow checks, read once here so that the
    /// checks run over records alone (at 10,000 views every view visited again is a cache miss).
    let allowsOverlap: Bool
    let allowsOverflow: Bool
    /// For views: whether the superview clips its subviews (then overflow is not reported).
    let superviewClips: Bool
    /// For views: whether it is a stack, whether its content size depends on its width (wrapping
    /// text), and its content hugging and compression resistance priorities per axis.
    let isStackView: Bool
    let contentDependsOnWidth: Bool
    let hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
    let compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority)
    let leftComponent: FrameComponent
    let topComponent: FrameComponent
    let widthComponent: FrameComponent
    let heightComponent: FrameComponent
    /// Whether the variables are this item's own (views, custom and readable-content guides), not
    /// its view's (margins and safe-area guides).
    let ownsVariables: Bool
    /// For views: the records of the view's margins guide and safe-area guide.
    /// (Read for every constraint and entry built: `@exclusivity(unchecked)`, as the session's
    /// tables, since the runtime's check of each access cost more than the read.)
    @exclusivity(unchecked) var marginsGuide: Int = -1
    @exclusivity(unchecked) var safeAreaGuide: Int = -1
    @exclusivity(unchecked) var measurement: ContentMeasurement = .none
    /// The width the content was last measured at (nil: natural width).
    var fittingWidth: Double?
    /// A view is measured when it is registered; this marks one to measure again (wrapping text
    /// at the width it was solved to).
    var needsMeasuring = false
    var measurementFailed = false

    /// A record with fresh variables for left, top, width and height, or (with `owner`) one whose
    /// frame is `owner`'s inset by `insets` (a margins or safe-area guide).
    /// (Variables are unnamed: names cost four strings per item and diagnostics never show them.)
    /// What the layout asks of a view is read here, once, while the view is at hand.
    init(item: any LayoutItem, index: Int, parent: Int?, hidden: Bool, superviewClipsToBounds: Bool = false,
         insetFrom owner: ItemRecord? = nil, by insets: EdgeInsets = .zero) {
        self.item = item
        self.view = item as? View
        self.isView = view != nil
        self.index = index
        self.parent = parent
        self.hidden = hidden
        allowsOverlap = view?.allowsOverlap ?? false
        allowsOverflow = view?.allowsOverflow ?? false
        superviewClips = superviewClipsToBounds
        isStackView = view is StackView
        contentDependsOnWidth = view?.contentSizeDependsOnWidth ?? false
        hugging = (view?.contentHuggingPriority(for: .horizontal) ?? .defaultLow,
                   view?.contentHuggingPriority(for: .vertical) ?? .defaultLow)
        compressionResistance = (view?.contentCompressionResistancePriority(for: .horizontal) ?? .defaultHigh,
                                 view?.contentCompressionResistancePriority(for: .vertical) ?? .defaultHigh)
        if let owner {
            func inset(_ c: FrameComponent, _ by: Double) -> FrameComponent { FrameComponent(variable: c.variable, offset: c.offset + by) }
            leftComponent = inset(owner.leftComponent, insets.left)
            topComponent = inset(owner.topComponent, insets.top)
            widthComponent = inset(owner.widthComponent, -(insets.left + insets.right))
            heightComponent = inset(owner.heightComponent, -(insets.top + insets.bottom))
            ownsVariables = false
        } else {
            leftComponent = FrameComponent(variable: Variable(), offset: 0)
            topComponent = FrameComponent(variable: Variable(), offset: 0)
            widthComponent = FrameComponent(variable: Variable(), offset: 0)
            heightComponent = FrameComponent(variable: Variable(), offset: 0)
            ownsVariables = true
        }
    }

    var left: Expression { leftComponent.expression }
    var top: Expression { topComponent.expression }
    var width: Expression { widthComponent.expression }
    var height: Expression { heightComponent.expression }

    /// The item's own variables (none for a guide that shares its view's).
    var variables: [Variable] {
        ownsVariables ? [leftComponent.variable, topComponent.variable, widthComponent.variable, heightComponent.variable] : []
    }

    var frame: Rect {
        Rect(x: leftComponent.value, y: topComponent.value, width: widthComponent.value, height: heightComponent.value)
    }
}
