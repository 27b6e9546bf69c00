/// A control for presenting a menu of actions: in a still, its label, drawn as a borderless
/// button (the menu itself is not open).
///
/// ```swift
/// Menu("Options") {
///     Button("Duplicate") {}
///     Button("Delete", role: .destructive) {}
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
    package let label: Label
    package let content: Content

    /// Creates a menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a menu with a custom primary action and custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == SketchpadSwiftUI.Label<Text, Image> {
    /// Creates a menu that generates its label from a localized string key and system image.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SketchpadSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SketchpadSwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension View {
    /// Sets the style for menus within this view (no effect in a still).
    public func menuStyle<S>(_ style: S) -> some View { self }
}
