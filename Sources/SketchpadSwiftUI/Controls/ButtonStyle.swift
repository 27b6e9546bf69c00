/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy. A still shows the button not pressed (`isPressed` is false).
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(.horizontal, 16).padding(.vertical, 8)
///             .background(.blue, in: Capsule()).foregroundStyle(.white)
///     }
/// }
/// Button("Continue") {}.buttonStyle(Pill())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button (never, in a still).
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons within a view hierarchy.
///
/// ```swift
/// struct Outlined: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(configuration).padding(8).overlay(RoundedRectangle(cornerRadius: 8).stroke(.blue))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A configuration of a button.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of calling the button's action.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    init(role: ButtonRole?, label: PrimitiveButtonStyleConfiguration.Label, trigger: @escaping () -> Void) {
        self.role = role
        self.label = label
        self.action = trigger
    }

    /// Performs the button's action.
    public func trigger() { action() }
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    /// A label of several views is one view laid out in a row, as on iOS: `Spacer()`, `Text`,
    /// `Spacer()` makes a full-width button and an image beside text sits beside it (each view
    /// used to become a separate button, stacked by the parent).
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var inner = context
        inner.stackAxis = HStackLayout.layoutProperties.stackOrientation
        let children = try inner.resolve(content)
        if children.count > 1 {
            nodes.append(LayoutContainerNode(layout: HStackLayout(), nodes: children, environment: context.environment))
        } else {
            nodes.append(contentsOf: children)
        }
    }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try context.resolve(content, into: &nodes)
    }
}

/// A button style in the environment: one of the system's, or the app's own.
package struct _AnyButtonStyle: @unchecked Sendable {
    package enum Kind {
        case system(_SystemButtonKind)
        case custom
        case primitive
    }
    package let kind: Kind
    let makeBody: @MainActor (ButtonStyleConfiguration) -> AnyView
    let makePrimitiveBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView

    var systemKind: _SystemButtonKind? {
        if case .system(let kind) = kind { return kind }
        return nil
    }
}

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behavior.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, _AnyButtonStyle(kind: .custom, makeBody: { AnyView(style.makeBody(configuration: $0)) },
                                                    makePrimitiveBody: { _ in AnyView(EmptyView()) }))
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behavior (`.bordered`, `.borderedProminent`, `.borderless`, `.plain`, `.automatic`…).
    ///
    /// ```swift
    /// Button("Save") {}.buttonStyle(.borderedProminent)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let kind: _AnyButtonStyle.Kind = (style as? any _SystemButtonStyle).map { .system($0.kind) } ?? .primitive
        return environment(\.buttonStyle, _AnyButtonStyle(kind: kind, makeBody: { _ in AnyView(EmptyView()) },
                                                          makePrimitiveBody: { AnyView(style.makeBody(configuration: $0)) }))
    }
}
