/// The appearance and behavior of a toggle.
///
/// ```swift
/// struct Checkbox: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             configuration.label
///         }
///     }
/// }
/// Toggle("Remember me", isOn: $remember).toggleStyle(Checkbox())
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// A view that describes the effect of switching the toggle between states.
    public let label: ToggleStyleConfiguration.Label
    /// A binding to a state property that indicates whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle shows a mixed state (never, for a toggle of one value).
    public var isMixed: Bool = false

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try context.resolve(content, into: &nodes)
    }
}

/// A toggle style in the environment.
package struct _AnyToggleStyle: @unchecked Sendable {
    let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView
    @MainActor init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The default toggle style (a switch on iOS).
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// A toggle style that displays a leading label and a trailing switch.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    public init() { tint = nil }
    /// Creates a switch style with a tint color.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        _SwitchToggleBody(configuration: configuration, tint: tint)
    }
}

/// A switch toggle: label, spacer, switch; just the switch when labels are hidden.
struct _SwitchToggleBody: View, PrimitiveView {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    typealias Body = Never

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        if context.environment.labelsHidden {
            try context.resolve(_SwitchControl(isOn: configuration.isOn, tint: tint), into: &nodes)
        } else {
            try context.resolve(HStack {
                configuration.label
                Spacer()
                _SwitchControl(isOn: configuration.isOn, tint: tint)
            }, into: &nodes)
        }
    }
}

/// A toggle style that displays as a button: bordered prominent when on, bordered when off.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: configuration.isOn ? .borderedProminent : .bordered, role: nil,
                      label: ButtonStyleConfiguration.Label(configuration.label.content))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style for toggles in a view hierarchy.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { environment(\.toggleStyle, _AnyToggleStyle(style)) }
}
