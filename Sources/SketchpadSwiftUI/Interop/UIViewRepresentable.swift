import SketchpadLayout

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy. The view is made (`makeUIView`), updated once (`updateUIView`), sized by
/// `sizeThatFits(_:uiView:context:)` when it answers, else by its intrinsic content size (a
/// dimension without one takes what is offered), laid out by SketchpadUIKit at that size and
/// drawn by its own Sketchpad nodes.
///
/// ```swift
/// struct Spinner: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIActivityIndicatorView {
///         let view = UIActivityIndicatorView(style: .large)
///         view.startAnimating()
///         return view
///     }
///     func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// Creates the view object and configures its initial state.
    func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Updates the state of the specified view with new information from SwiftUI.
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Creates the custom instance that you use to communicate changes from your view to other parts of your SwiftUI interface.
    func makeCoordinator() -> Self.Coordinator
    /// Given a proposed size, returns the preferred size of the composite view (nil: the intrinsic size).
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? { nil }
    public var body: _RepresentableBody<Self> { _RepresentableBody(representable: self) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The view's associated coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment values where the view is.
    public var environment: EnvironmentValues
}

/// What a representable view resolves to: its UIKit view, hosted.
public struct _RepresentableBody<Representable: UIViewRepresentable>: View, PrimitiveView {
    let representable: Representable
    public typealias Body = Never

    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let uiContext = UIViewRepresentableContext<Representable>(coordinator: representable.makeCoordinator(), environment: context.environment)
        let view = representable.makeUIView(context: uiContext)
        representable.updateUIView(view, context: uiContext)
        let representable = self.representable
        nodes.append(UIKitHostNode(view: view, sizing: { proposal in
            MainActor.assumeIsolated { representable.sizeThatFits(proposal, uiView: view, context: uiContext) }
        }, environment: context.environment))
    }
}

/// A wrapper for a UIKit view controller that you use to integrate that view controller into
/// your SwiftUI interface: its view takes the space offered (or `sizeThatFits`'s answer) and is
/// drawn as UIKit lays it out.
///
/// ```swift
/// struct Legacy: UIViewControllerRepresentable {
///     func makeUIViewController(context: Context) -> ProfileViewController { ProfileViewController() }
///     func updateUIViewController(_ controller: ProfileViewController, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context) -> CGSize? { nil }
    public var body: _ControllerRepresentableBody<Self> { _ControllerRepresentableBody(representable: self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your UIKit view controller.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
}

/// What a representable view controller resolves to: its view, hosted, as large as offered.
public struct _ControllerRepresentableBody<Representable: UIViewControllerRepresentable>: View, PrimitiveView {
    let representable: Representable
    public typealias Body = Never

    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let uiContext = UIViewControllerRepresentableContext<Representable>(coordinator: representable.makeCoordinator(),
                                                                          environment: context.environment)
        let controller = representable.makeUIViewController(context: uiContext)
        representable.updateUIViewController(controller, context: uiContext)
        let representable = self.representable
        nodes.append(UIKitHostNode(view: controller.view, sizing: { proposal in
            MainActor.assumeIsolated {
                representable.sizeThatFits(proposal, uiViewController: controller, context: uiContext)
                    ?? proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
            }
        }, environment: context.environment))
    }
}

/// A UIKit view inside a SwiftUI layout: sized by its representable (or intrinsic size), laid
/// out by SketchpadUIKit at its frame, and drawn by its own nodes, one child node per UIKit view.
package final class UIKitHostNode: LayoutNode, @unchecked Sendable {
    let view: UIView
    let sizing: (ProposedViewSize) -> CGSize?
    private let mirrors: [UIKitViewMirror]

    @MainActor init(view: UIView, sizing: @escaping (ProposedViewSize) -> CGSize?, environment: EnvironmentValues) {
        self.view = view
        self.sizing = sizing
        mirrors = view.subviews.map { UIKitViewMirror(view: $0, environment: environment) }
        super.init(environment: environment)
    }

    package override var children: [LayoutNode] { mirrors }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizing(proposal) { return size }
        return MainActor.assumeIsolated {
            let intrinsic = view.intrinsicContentSize
            let fallback = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
            return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? fallback.width : intrinsic.width,
                          height: intrinsic.height == UIView.noIntrinsicMetric ? fallback.height : intrinsic.height)
        }
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            view.frame = CGRect(origin: .zero, size: bounds.size)
            view.setNeedsLayout()
            view.layoutIfNeeded()
            for mirror in mirrors { mirror.placeMirror(root: view, origin: bounds.origin) }
        }
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        let node = view.sketchpadNode
        node.removeFromSuperview()
        return node
    }
}

/// One UIKit view of a hosted hierarchy: its frame is where UIKit put it (in canvas coordinates).
package final class UIKitViewMirror: LayoutNode, @unchecked Sendable {
    let view: UIView
    private let mirrors: [UIKitViewMirror]

    @MainActor init(view: UIView, environment: EnvironmentValues) {
        self.view = view
        mirrors = view.subviews.map { UIKitViewMirror(view: $0, environment: environment) }
        super.init(environment: environment)
    }

    package override var children: [LayoutNode] { mirrors }

    @MainActor func placeMirror(root: UIView, origin: CGPoint) {
        let rect = view.convert(view.bounds, to: root).offsetBy(dx: origin.x, dy: origin.y)
        place(in: rect, proposal: ProposedViewSize(rect.size))
        for mirror in mirrors { mirror.placeMirror(root: root, origin: origin) }
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? {
        let node = view.sketchpadNode
        node.removeFromSuperview()
        return view.isHidden ? nil : node
    }
}
