import SketchpadWidgets

/// A control that toggles between on and off states. Drawn in the environment's toggle style:
/// on iOS a switch (Sketchpad's 51 × 31 `Switch`) at the trailing end of a row as wide as offered,
/// the label at its leading end.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: $airplaneMode)
/// Toggle(isOn: $notifications) { Label("Notifications", systemImage: "bell") }
/// ```
public struct Toggle<Label: View>: View {
    package let label: Label
    package let isOn: Binding<Bool>
    /// Whether some but not all of the toggle's sources are on (`Toggle(sources:isOn:label:)`).
    package var isMixed = false

    /// Creates a toggle that displays a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SketchpadSwiftUI.Label<Text, Image> {
    /// Creates a toggle that generates its label from a localized string key and system image name.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SketchpadSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle that generates its label from a string and system image name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SketchpadSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates a toggle based on a toggle style configuration (drawn in the automatic style).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension Toggle: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(AnyView(label)), isOn: isOn)
        configuration.isMixed = isMixed
        var inner = context
        inner.environment.toggleStyle = nil
        let style = context.environment.toggleStyle ?? _AnyToggleStyle(SwitchToggleStyle())
        try inner.resolve(style.makeBody(configuration), into: &nodes)
    }
}

/// The switch of a toggle: Sketchpad's `Switch` widget, 51 × 31 points as UISwitch.
package struct _SwitchControl: View, PrimitiveView {
    let isOn: Bool
    let tint: Color?
    package typealias Body = Never

    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let env = context.environment
        // The on colour is green unless `tint(_:)` sets one (as SwiftUI's switch).
        let paint = tint?.paint(in: env) ?? env.tint?.paint(in: env) ?? SystemPalette.green
        let enabled = env.isEnabled
        let size = CGSize(width: SketchpadWidgets.Switch.size.width, height: SketchpadWidgets.Switch.size.height)
        let widget = SketchpadWidgets.Switch(isOn: isOn, tintColor: enabled ? paint : paint.scalingAlpha(0.5))
        nodes.append(WidgetNode(widget: widget, sizing: { _ in size }, session: context.session, environment: env))
    }
}
