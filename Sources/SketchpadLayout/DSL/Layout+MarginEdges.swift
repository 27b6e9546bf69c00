extension Layout {
    /// For each edge of the outermost box of a layout: inset by the view's layout margins, by its
    /// safe area, or not at all (an edge with both layout and safe-area bits uses the margins, which
    /// already include the safe area of a root view).
    ///
    /// ```swift
    /// view.applyLayout(.vertical(marginEdges: [.topSafeArea, .leadingLayout, .trailingLayout], .view(list)))
    /// ```
    public struct MarginEdges: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let topLayout = MarginEdges(rawValue: 1 << 0)
        public static let leadingLayout = MarginEdges(rawValue: 1 << 1)
        public static let bottomLayout = MarginEdges(rawValue: 1 << 2)
        public static let trailingLayout = MarginEdges(rawValue: 1 << 3)
        public static let topSafeArea = MarginEdges(rawValue: 1 << 4)
        public static let leadingSafeArea = MarginEdges(rawValue: 1 << 5)
        public static let bottomSafeArea = MarginEdges(rawValue: 1 << 6)
        public static let trailingSafeArea = MarginEdges(rawValue: 1 << 7)

        /// The view's edges: no margins.
        public static let none: MarginEdges = []
        /// The layout margins on every side (the default).
        public static let allLayout: MarginEdges = [.topLayout, .leadingLayout, .bottomLayout, .trailingLayout]
        /// The safe area on every side.
        public static let allSafeArea: MarginEdges = [.topSafeArea, .leadingSafeArea, .bottomSafeArea, .trailingSafeArea]

        /// The item whose `attribute` (top, leading, bottom or trailing) is this edge of the box in `view`.
        func item(for attribute: LayoutAttribute, in view: View) -> any LayoutItem {
            let (layout, safeArea): (MarginEdges, MarginEdges)
            switch attribute {
            case .top: (layout, safeArea) = (.topLayout, .topSafeArea)
            case .leading: (layout, safeArea) = (.leadingLayout, .leadingSafeArea)
            case .bottom: (layout, safeArea) = (.bottomLayout, .bottomSafeArea)
            default: (layout, safeArea) = (.trailingLayout, .trailingSafeArea)
            }
            if contains(layout) { return view.layoutMarginsGuide }
            if contains(safeArea) { return view.safeAreaLayoutGuide }
            return view
        }
    }
}
