import SketchpadRender

/// A named value produced by a view; ancestors read the values of their subtree, combined by
/// ``reduce(value:nextValue:)``. A render delivers them (`onPreferenceChange`,
/// `overlayPreferenceValue`) before it returns.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// An opaque value derived from an anchor source and a particular view (a rectangle or a point
/// in the view's frame), resolved in another view's coordinates with `GeometryProxy`'s subscript.
public struct Anchor<Value> {
    /// The value in a coordinate space whose origin is at the given canvas point.
    package let resolve: (CGPoint) -> Value

    /// A type-erased geometry value that produces an anchored value of a given type.
    public struct Source {
        package let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }
    /// A rectangle in the view's coordinates.
    public static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            let global = r.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
            return Anchor<CGRect> { origin in global.offsetBy(dx: -origin.x, dy: -origin.y) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            let global = CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
            return Anchor<CGPoint> { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
        }
    }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            let global = CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
            return Anchor<CGPoint> { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
        }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// Sets a preference value on the view (computed from its frame once it is placed).
public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, UnaryNodeModifier {
    let value: (CGRect) -> Key.Value
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        let value = self.value
        let node = PreferenceNode(child: child, environment: context.environment)
        node.writers.append((ObjectIdentifier(Key.self), { value($0) }))
        return node
    }
}

/// Where a view's preference values are written (and read by `onPreferenceChange`).
package final class PreferenceNode: UnaryLayoutNode, @unchecked Sendable {
    package var writers: [(ObjectIdentifier, (CGRect) -> Any)] = []
    package private(set) var readers: [@MainActor (LayoutNode) -> Void] = []
    /// Counts a render's walks over its laid-out tree for readers in a scope (nil: not counted),
    /// for tests that check a screen without readers is not walked a second time.
    @TaskLocal package static var readerWalks: EventCounter?

    /// Adds an action run after layout, and tells `session` that the render has readers: it
    /// walks the laid-out tree for them only then.
    @MainActor package func addReader(_ reader: @escaping @MainActor (LayoutNode) -> Void, in session: RenderSession) {
        readers.append(reader)
        session.hasPreferenceReaders = true
    }
}

extension LayoutNode {
    /// The subtree's value of a preference, in tree order, as the key combines them.
    package func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        var value = K.defaultValue
        var found = false
        let id = ObjectIdentifier(key)
        forEachNode { node in
            guard let writer = node as? PreferenceNode else { return }
            for (key, make) in writer.writers where key == id {
                guard let next = make(node.frame) as? K.Value else { continue }
                if found { K.reduce(value: &value, nextValue: { next }) } else { value = next; found = true }
            }
        }
        return value
    }
}

/// Reads a preference of its content and lays out a view made from it over (or under) the content.
package final class PreferenceOverlayNode: UnaryLayoutNode, @unchecked Sendable {
    let deferred: DeferredContentNode
    let isBackground: Bool

    init(child: LayoutNode, deferred: DeferredContentNode, isBackground: Bool, environment: EnvironmentValues) {
        self.deferred = deferred
        self.isBackground = isBackground
        super.init(child: child, environment: environment)
    }

    package override var children: [LayoutNode] { isBackground ? [deferred, child] : [child, deferred] }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        child.place(in: bounds, proposal: proposal)
        deferred.place(in: bounds, proposal: ProposedViewSize(bounds.size))
    }
}

/// `overlayPreferenceValue`/`backgroundPreferenceValue`: the content is made from the value
/// once the modified view is placed.
public struct _PreferenceOverlayModifier<Key: PreferenceKey, Overlay: View>: ViewModifier, UnaryNodeModifier {
    let alignment: Alignment
    let isBackground: Bool
    let transform: (Key.Value) -> Overlay
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        let transform = self.transform, alignment = self.alignment
        var inner = context.child(isBackground ? 31 : 32)
        inner.stackAxis = nil
        let deferred = DeferredContentNode(context: inner, takesProposal: true) { [weak child] proxy, context in
            let value = child?.preferenceValue(Key.self) ?? Key.defaultValue
            return try context.resolve(ZStack(alignment: alignment) { transform(value) }.frame(width: proxy.size.width,
                                                                                                height: proxy.size.height,
                                                                                                alignment: alignment))
        }
        return PreferenceOverlayNode(child: child, deferred: deferred, isBackground: isBackground, environment: context.environment)
    }
}

/// `onPreferenceChange`: the action receives the subtree's value after layout, before the
/// picture is drawn (state it sets is shown: the view is resolved and laid out again).
public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier, UnaryNodeModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        let node = PreferenceNode(child: child, environment: context.environment)
        let action = self.action
        node.addReader({ node in action(node.preferenceValue(Key.self)) }, in: context.session)
        return node
    }
}

extension View {
    /// Sets a value for the given preference.
    ///
    /// ```swift
    /// Text(title).preference(key: TitleKey.self, value: title)
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: { _ in value }))
    }

    /// Sets a value for the specified preference key, the value is a function of a geometry value
    /// tied to the current coordinate space, allowing readers of the value to convert the geometry
    /// to their local coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: { frame in transform(value.make(frame)) }))
    }

    /// Adds an action to perform when the specified preference key's value changes (once, before the render returns).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as an overlay to the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceOverlayModifier<K, V>(alignment: alignment, isBackground: false, transform: transform))
    }

    /// Reads the specified preference value from the view, using it to produce a second view
    /// that is applied as the background of the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_PreferenceOverlayModifier<K, V>(alignment: alignment, isBackground: true, transform: transform))
    }

    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like
    /// points and sizes relative to the named space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Assigns a name to the view's coordinate space.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

/// Names the coordinate space of the view (its frame, recorded when it is placed).
public struct _CoordinateSpaceModifier: ViewModifier, UnaryNodeModifier {
    let name: AnyHashable
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        CoordinateSpaceNode(name: name, session: context.session, child: child, environment: context.environment)
    }
}

package final class CoordinateSpaceNode: UnaryLayoutNode, @unchecked Sendable {
    let name: AnyHashable
    let session: RenderSession

    @MainActor init(name: AnyHashable, session: RenderSession, child: LayoutNode, environment: EnvironmentValues) {
        self.name = name
        self.session = session
        super.init(child: child, environment: environment)
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        MainActor.assumeIsolated { session.namedSpaces[name] = bounds }
        child.place(in: bounds, proposal: proposal)
    }
}
