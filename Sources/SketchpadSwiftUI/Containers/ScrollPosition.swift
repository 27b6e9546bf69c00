/// The position of a scroll view's content: a view's identity, an edge or a point. A still shows
/// a list scrolled to the position's point or edge (a scroll view from its top leading corner);
/// the binding keeps its value.
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

    /// A position with exactly the given parts (every public initialiser and `scrollTo` make one).
    private init(target viewID: AnyHashable?, _ edge: Edge?, _ point: CGPoint?, _ anchor: UnitPoint?) {
        self.viewID = viewID
        self.edge = edge
        self.point = point
        self.anchor = anchor
    }

    /// Creates a position that identifies views of the given type (none yet).
    public init(idType: (some Hashable).Type = Never.self) { self.init(target: nil, nil, nil, nil) }
    /// Creates a position at an edge.
    public init(idType: (some Hashable).Type = Never.self, edge: Edge) { self.init(target: nil, edge, nil, nil) }
    /// Creates a position at a point.
    public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { self.init(target: nil, nil, point, nil) }
    /// Creates a position at a horizontal offset.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { self.init(target: nil, nil, CGPoint(x: x, y: 0), nil) }
    /// Creates a position at a vertical offset.
    public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { self.init(target: nil, nil, CGPoint(x: 0, y: y), nil) }
    /// Creates a position at a point.
    public init(idType: (some Hashable).Type = Never.self, x: CGFloat, y: CGFloat) { self.init(target: nil, nil, CGPoint(x: x, y: y), nil) }
    /// Creates a position at the view with the given identity.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self.init(target: AnyHashable(id), nil, nil, anchor) }

    /// The identity of the view scrolled to, as the given type.
    public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }

    /// Scrolls to an edge.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(target: nil, edge, nil, nil) }
    /// Scrolls to the view with the given identity.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self = ScrollPosition(id: id, anchor: anchor) }
    /// Scrolls to a point.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(target: nil, nil, point, nil) }
    /// Scrolls to a horizontal offset.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(target: nil, nil, CGPoint(x: x, y: 0), nil) }
    /// Scrolls to a vertical offset.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(target: nil, nil, CGPoint(x: 0, y: y), nil) }
    /// Scrolls to a point.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(target: nil, nil, CGPoint(x: x, y: y), nil) }
}

extension ScrollPosition: @unchecked Sendable {}

extension View {
    /// Associates a binding to a scroll position with the scroll views in this view: a list in a
    /// still is shown at the position's point or edge (the binding is not written).
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let initial = position.wrappedValue
        return transformEnvironment(\.initialScroll) {
            $0.position = initial
            $0.target = initial.viewID.map { InitialScrollTarget(id: $0, anchor: initial.anchor ?? anchor) }
        }
    }

    /// Associates a binding to the identity of the scroll target shown with the scroll views in
    /// this view: a still shows them scrolled to the view with the initial identity (its `.id` or
    /// its `ForEach` element's id), `anchor` aligning that unit point of the view and of the
    /// scroll view, or (nil) the least scroll that shows it whole. The binding is not written.
    ///
    /// ```swift
    /// @State private var scrolledID: Int? = 40
    /// ScrollView { LazyVStack { ForEach(0..<100) { Text("Row \($0)") } }.scrollTargetLayout() }
    ///     .scrollPosition(id: $scrolledID, anchor: .top)
    /// ```
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let initial = id.wrappedValue.map { InitialScrollTarget(id: AnyHashable($0), anchor: anchor) }
        return transformEnvironment(\.initialScroll) { $0.target = initial }
    }
}
