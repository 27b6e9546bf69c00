/// A control that initiates an action. Drawn in the style the environment sets
/// (`buttonStyle(_:)`; on iOS the automatic style is borderless: the label in the tint colour).
/// A still never runs the action.
///
/// ```swift
/// Button("Sign In") { signIn() }
/// Button(role: .destructive) { delete() } label: { Label("Delete", systemImage: "trash") }
/// Button("Add", systemImage: "plus") { add() }.buttonStyle(.borderedProminent)
/// ```
public struct Button<Label: View>: View {
    package let label: Label
    package let role: ButtonRole?
    package let action: () -> Void

    /// Creates a button that displays a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// Creates a button that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    /// Creates a button that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    /// Creates a button with a specified role that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// Creates a button with a specified role that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SketchpadSwiftUI.Label<Text, Image> {
    /// Creates a button with a specified role that generates its label from a localized string key and a system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SketchpadSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button with a specified role that generates its label from a string and a system image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SketchpadSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// Creates a button based on a configuration for a style with a custom appearance and custom
    /// interaction behavior (drawn in the automatic style).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

extension Button: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let label = ButtonStyleConfiguration.Label(AnyView(self.label))
        var inner = context
        let style = context.environment.buttonStyle
        if let style, case .primitive = style.kind, !(self.label is PrimitiveButtonStyleConfiguration.Label) {
            // A primitive style draws the button; a `Button(configuration)` in its body gets the automatic style.
            inner.environment.buttonStyle = nil
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: PrimitiveButtonStyleConfiguration.Label(AnyView(self.label)),
                                                                  trigger: action)
            try inner.resolve(style.makePrimitiveBody(configuration), into: &nodes)
            return
        }
        if let style, case .custom = style.kind {
            inner.environment.buttonStyle = nil
            try inner.resolve(style.makeBody(ButtonStyleConfiguration(role: role, label: label, isPressed: false)), into: &nodes)
            return
        }
        try inner.resolve(_SystemButton(kind: style?.systemKind ?? .automatic, role: role, label: label), into: &nodes)
    }
}
