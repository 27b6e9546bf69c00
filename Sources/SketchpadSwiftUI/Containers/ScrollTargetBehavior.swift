/// A type that defines the scroll behavior of a scrollable view (SwiftUI's `ScrollTargetBehavior`,
/// iOS 17): where a scroll gesture settles. A still is never scrolled, so a behavior changes
/// nothing drawn; it is accepted and kept for the code, custom ones included.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(0..<10) { Color.blue.frame(width: 300, height: 100).id($0) } }
///         .scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned)
/// ```
public protocol ScrollTargetBehavior {
    /// Updates the proposed target that a scrollable view should scroll to.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
    /// The context in which a scroll target behavior updates its scroll target.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// A type defining the target in which a scroll view should try and scroll to.
public struct ScrollTarget: Sendable {
    /// The rect that a scrollable view should try and have contained.
    public var rect: CGRect
    /// The anchor to which the rect should be aligned within the visible region of the scrollable view.
    public var anchor: UnitPoint?
}

/// The context in which a scroll target behavior updates its scroll target.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The original target when the scroll gesture began.
    public var originalTarget: ScrollTarget
    /// The size of the content of the scrollable view.
    public var contentSize: CGSize
    /// The size of the container of the scrollable view.
    public var containerSize: CGSize
    /// The axes in which the scrollable view is scrollable.
    public var axes: Axis.Set
}

/// The scroll behavior that aligns scroll targets to container-based geometry (one page at a time).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// The scroll behavior that aligns scroll targets to view-based geometry.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// A type that defines the amount of views that can be scrolled at a time.
    public struct LimitBehavior: Hashable, Sendable {
        private let name: String
        /// The automatic limit behavior (a few views at a time when compact).
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        /// The always limit behavior.
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        /// The never limit behavior.
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
        /// The always-by-few limit behavior (iOS 18).
        public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
        /// The always-by-one limit behavior (iOS 18).
        public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to container-based geometry.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// The scroll behavior that aligns scroll targets to view-based geometry.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    /// The scroll behavior that aligns scroll targets to view-based geometry, limited as given.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// The visibility of scroll indicators (a still draws none: nothing has just scrolled).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let name: String
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }
}

/// The ways a scrollable view can dismiss the keyboard (there is no keyboard in a still).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "automatic") }
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "immediately") }
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "interactively") }
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(name: "never") }
}

extension View {
    /// Sets the scroll behavior of views scrollable in the provided axes (kept; a still does not scroll).
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Configures the outermost layout as a scroll target layout (kept; a still does not scroll).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Sets the visibility of scroll indicators (none is drawn in a still).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Disables or enables scrolling in scrollable views (a still does not scroll).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Configures the behavior in which scrollable content interacts with the software keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
