/// The position of a scroll view's content: a view's identity, an edge or a point. A still shows
/// a scroll view at its initial position (from the top leading corner); the binding keeps its value.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { rows }.scrollPosition($position)
/// ```
public struct ScrollPosition: Equatable {
    /// The identity of the view scrolled to, if the position was set with one.
    public private(set) var viewID: AnyHashable?
    /// The edge scrolled to, if the position was set with one.
    public private(set) var edge: Edge?
    /// The point scrolled to, if the position was set with one.
    public private(set) var point: CGPoint?
    package private(set) var anchor: UnitPoint?
    /// Whether the user scrolled to this position (never, in a still).
    public var isPositionedByUser: Bool { false }

    private init(viewID: AnyHashable? = nil, edge: Edge? = nil, point: CGPoint? = nil, anchor: UnitPoint? = nil) {
        self.viewID = viewID
        self.edge = edge
        self.point = point
        self.anchor = anchor
    }

    /// Creates a position that identifies views of the given type (none yet).
    public init(idType: (some Hashable).Type = Never.self) { self.init() }
    /// Creates a position at an edge.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { self.init(edge: edge) }
    /// Creates a position at a point.
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { self.init(point: point) }
    /// Creates a position at a horizontal offset.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { self.init(point: CGPoint(x: x, y: 0)) }
    /// Creates a position at a vertical offset.
    public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { self.init(point: CGPoint(x: 0, y: y)) }
    /// Creates a position at a point.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat, y: CGFloat) { self.init(point: CGPoint(x: x, y: y)) }
    /// Creates a position at the view with the given identity.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self.init(viewID: AnyHashable(id), anchor: anchor) }

    /// The identity of the view scrolled to, as the given type.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    /// Scrolls to an edge.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
    /// Scrolls to the view with the given identity.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
    /// Scrolls to a point.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
    /// Scrolls to a horizontal offset.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: 0)) }
    /// Scrolls to a vertical offset.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(point: CGPoint(x: 0, y: y)) }
    /// Scrolls to a point.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(point: CGPoint(x: x, y: y)) }
}

extension ScrollPosition: @unchecked Sendable {}

extension View {
    /// Associates a binding to a scroll position with the scroll views in this view (a still
    /// shows them at their initial position; the binding is not written).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}
