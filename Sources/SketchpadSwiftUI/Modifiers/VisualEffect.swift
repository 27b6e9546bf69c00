import SketchpadLayout

/// Visual effects change the visual appearance of a view without changing its ancestors or
/// descendants, nor its layout. You get them by calling the effect functions (`offset`,
/// `scaleEffect`, `opacity`, …) on the placeholder `visualEffect(_:)` and `scrollTransition`
/// hand you.
///
/// ```swift
/// Row().visualEffect { content, proxy in
///     content.opacity(proxy.frame(in: .global).minY < 0 ? 0.5 : 1)
/// }
/// ```
public protocol VisualEffect: Sendable, Animatable {}

/// The base visual effect that you apply additional effect to: it changes nothing.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public typealias AnimatableData = EmptyAnimatableData
}

/// One effect of a chain, in the order the effects were called.
package enum VisualEffectOperation: Sendable, Equatable {
    case offset(CGSize)
    case opacity(Double)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    /// An effect a still does not draw (blur, colour filters, transforms, shaders): its name.
    case undrawn(String)
}

extension VisualEffectOperation {
    /// Effects part of the way from `start` to `end`, effect by effect (when both chains call the
    /// same effects in the same order; otherwise `end`).
    package static func interpolate(from start: [VisualEffectOperation], to end: [VisualEffectOperation], by t: Double) -> [VisualEffectOperation] {
        guard start.count == end.count else { return end }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        var result: [VisualEffectOperation] = []
        for (a, b) in zip(start, end) {
            switch (a, b) {
            case (.offset(let x), .offset(let y)): result.append(.offset(mix(x, y)))
            case (.opacity(let x), .opacity(let y)): result.append(.opacity(x + (y - x) * t))
            case (.scale(let x, _), .scale(let y, let anchor)): result.append(.scale(mix(x, y), anchor))
            case (.rotation(let x, _), .rotation(let y, let anchor)):
                result.append(.rotation(Angle(radians: x.radians + (y.radians - x.radians) * t), anchor))
            default: return end
            }
        }
        return result
    }
}

/// The effects called on a placeholder, in order.
public struct _VisualEffectChain: VisualEffect {
    package var operations: [VisualEffectOperation]
    public typealias AnimatableData = EmptyAnimatableData
}

extension VisualEffect {
    package var _operations: [VisualEffectOperation] { (self as? _VisualEffectChain)?.operations ?? [] }

    private func adding(_ operation: VisualEffectOperation) -> _VisualEffectChain {
        _VisualEffectChain(operations: _operations + [operation])
    }

    /// Offsets the view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }

    /// Offsets the view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }

    /// Sets the transparency of the view (multiplied with any opacity already applied).
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }

    /// Scales the view's rendered output by the given vertical and horizontal size amounts, relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor)) }

    /// Scales the view's rendered output by the given amount in both directions, relative to an anchor point.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor))
    }

    /// Scales the view's rendered output by the given horizontal and vertical amounts, relative to an anchor point.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }

    /// Rotates the view's rendered output around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor)) }

    /// Applies a Gaussian blur to the view (not drawn inside a visual effect: a warning says so).
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(radius == 0 ? .opacity(1) : .undrawn("blur")) }

    /// Brightens the view by the specified amount (not drawn inside a visual effect).
    public func brightness(_ amount: Double) -> some VisualEffect { adding(amount == 0 ? .opacity(1) : .undrawn("brightness")) }

    /// Sets the contrast and separation between similar colors in the view (not drawn inside a visual effect).
    public func contrast(_ amount: Double) -> some VisualEffect { adding(amount == 1 ? .opacity(1) : .undrawn("contrast")) }

    /// Adds a grayscale effect to the view (not drawn inside a visual effect).
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(amount == 0 ? .opacity(1) : .undrawn("grayscale")) }

    /// Applies a hue rotation effect to the view (not drawn inside a visual effect).
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(angle.radians == 0 ? .opacity(1) : .undrawn("hueRotation")) }

    /// Adjusts the color saturation of the view (not drawn inside a visual effect).
    public func saturation(_ amount: Double) -> some VisualEffect { adding(amount == 1 ? .opacity(1) : .undrawn("saturation")) }
}

extension View {
    /// Applies effects to this view, while providing access to layout information through a
    /// `GeometryProxy` (the view's own frame, after layout). Offsets, opacity, scales and
    /// rotations are drawn; other effects are reported as not drawn.
    ///
    /// ```swift
    /// Card().visualEffect { content, proxy in
    ///     content.offset(y: proxy.frame(in: .scrollView).minY < 0 ? 10 : 0)
    /// }
    /// ```
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect,
                             fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_GeometryEffectModifier(location: SourceLocation(fileID: fileID, line: line, column: 0)) { proxy, _ in
            effect(EmptyVisualEffect(), proxy)._operations
        })
    }
}

/// Effects computed from the view's geometry once it is placed (`visualEffect`, `scrollTransition`).
public struct _GeometryEffectModifier: ViewModifier, UnaryNodeModifier {
    let location: SourceLocation
    let operations: @MainActor (GeometryProxy, CGRect?) -> [VisualEffectOperation]
    public typealias Body = Never

    init(location: SourceLocation, operations: @escaping @MainActor (GeometryProxy, CGRect?) -> [VisualEffectOperation]) {
        self.location = location
        self.operations = operations
    }

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        GeometryEffectNode(modifier: self, session: context.session, child: child, environment: context.environment)
    }
}

/// Draws its content with the effects its closure gives for the frame it was placed in.
package final class GeometryEffectNode: UnaryLayoutNode, @unchecked Sendable {
    let modifier: _GeometryEffectModifier
    let session: RenderSession

    @MainActor init(modifier: _GeometryEffectModifier, session: RenderSession, child: LayoutNode, environment: EnvironmentValues) {
        self.modifier = modifier
        self.session = session
        super.init(child: child, environment: environment)
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        let proxy = GeometryProxy(placedIn: frame, environment: environment, session: session)
        let operations = modifier.operations(proxy, environment.scrollViewport?.visible)
        var opacity = 1.0, offset = CGSize.zero, scale = CGSize(width: 1, height: 1), rotation = Angle.zero, anchor = UnitPoint.center
        for operation in operations {
            switch operation {
            case .offset(let by): offset.width += by.width; offset.height += by.height
            case .opacity(let value): opacity *= value
            case .scale(let by, let at): scale.width *= by.width; scale.height *= by.height; anchor = at
            case .rotation(let by, let at): rotation = Angle(radians: rotation.radians + by.radians); anchor = at
            case .undrawn(let name):
                session.report(.warning, "undrawnVisualEffect", "\(name) inside visualEffect or scrollTransition is not drawn in a still",
                               hint: "use the \(name) view modifier outside the effect closure", at: modifier.location)
            }
        }
        let view = EffectDrawing(opacity: opacity, clip: nil, shadow: nil, shadowShape: nil)
        view.rotation = rotation.radians
        view.scale = scale
        view.anchor = anchor
        view.translation = offset
        return view
    }
}

extension GeometryProxy {
    /// The proxy for a view placed in `frame`: its size, the safe area it overlaps, the named
    /// coordinate spaces and the enclosing scroll view's visible part (`.scrollView`).
    @MainActor package init(placedIn frame: CGRect, environment: EnvironmentValues, session: RenderSession) {
        let safe = session.safeArea
        var spaces = session.namedSpaces
        if let visible = environment.scrollViewport?.visible { spaces[AnyHashable(ScrollViewCoordinateSpaceName())] = visible }
        self.init(size: frame.size,
                  safeAreaInsets: EdgeInsets(top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
                                             bottom: max(0, frame.maxY - safe.maxY), trailing: max(0, frame.maxX - safe.maxX)),
                  globalFrame: frame, namedSpaces: spaces)
    }
}

/// The name under which a proxy finds its enclosing scroll view's frame.
package struct ScrollViewCoordinateSpaceName: Hashable, Sendable {}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The named coordinate space of the nearest enclosing scroll view (its visible part: a
    /// still shows it scrolled to the top).
    ///
    /// ```swift
    /// GeometryReader { proxy in Text("\(Int(proxy.frame(in: .scrollView).minY))") }
    /// ```
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewCoordinateSpaceName())) }

    /// The named coordinate space of the nearest enclosing scroll view along an axis (the
    /// nearest scroll view here, whatever its axes).
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}
