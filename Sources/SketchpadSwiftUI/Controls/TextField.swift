import SketchpadLayout
import SketchpadWidgets

/// A control that displays an editable text interface: its text, or its prompt (its title when
/// there is no prompt) in the placeholder colour when the text is empty. It fills the width
/// offered. In the automatic and plain styles it has no border and is one line of its font tall
/// (several with `axis: .vertical` when the text wraps); `.roundedBorder` draws Sketchpad's
/// `TextField` widget: a rounded border, 7 points of padding, 34 points tall with body text.
///
/// ```swift
/// TextField("Email", text: $email)
/// TextField("Name", text: $name, prompt: Text("Required"))
/// TextField("Bio", text: $bio, axis: .vertical).lineLimit(3...)
/// ```
public struct TextField<Label: View>: View {
    package let text: String
    package let prompt: Text?
    package let label: Label
    package let axis: Axis
    package var isSecure = false

    /// Creates a text field with a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
    }

    /// Creates a text field with a preferred axis, a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
        self.axis = axis
    }

    public typealias Body = Never
}

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil, axis: .horizontal) { Text(title) }
    }

    /// Creates a text field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, axis: .horizontal) { Text(title) }
    }

    /// Creates a text field with a preferred axis.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis) { Text(title) }
    }

    /// Creates a text field with a preferred axis and a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// Creates a text field with a text label generated from a localized title string (deprecated form).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(text: text, prompt: nil, axis: .horizontal) { Text(titleKey) }
    }
}

extension TextField: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let env = context.environment
        // The placeholder: the prompt, else the label's text.
        var placeholder = prompt?.plainString ?? ""
        if prompt == nil {
            placeholder = try context.child(31).resolve(label).first?.firstText ?? ""
        }
        let shown = text.isEmpty ? placeholder : (isSecure ? String(repeating: "•", count: text.count) : text)
        if env.textFieldStyle == .roundedBorder {
            let font = env.resolvedFont
            let measurer = context.session.measurer
            let (text, secure) = (self.text, isSecure)
            let lineHeight = CGFloat((try? measurer.measure("Ag", font: font, maxWidth: nil, maxLines: 1).height) ?? 22)
            let field = SketchpadWidgets.TextField(text: text, placeholder: placeholder, isSecure: secure, font: font)
            field.padding = 7
            field.cornerRadius = 5
            nodes.append(WidgetNode(widget: field, sizing: { proposal in
                CGSize(width: fillingWidth(proposal, ideal: 100), height: max(34, (lineHeight + 12).rounded(.up)))
            }, session: context.session, environment: env))
            return
        }
        let lines = axis == .vertical ? env.lineLimit : 1
        let field = Text(verbatim: shown.isEmpty ? " " : shown)
            .foregroundStyle(text.isEmpty ? HierarchicalShapeStyle.tertiary : .primary)
            .lineLimit(lines)
            .frame(maxWidth: .infinity, alignment: .leading)
        try context.resolve(field, into: &nodes)
    }
}

/// A control into which people securely enter private text: a bullet for each character.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View>: View {
    package let field: TextField<Label>

    /// Creates a secure field with a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, prompt: prompt, label: label)
        field.isSecure = true
        self.field = field
    }

    public typealias Body = Never
}

extension SecureField where Label == Text {
    /// Creates a secure field with a prompt generated from a `Text`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        try field.resolve(in: context, into: &nodes)
    }
}

/// A view that can display and edit long-form text: it fills the space offered, its text
/// wrapped from the top-leading corner (5 points in from the sides and 8 from the top, as
/// UITextView's insets).
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 120)
/// ```
public struct TextEditor: View {
    package let text: String

    /// Creates a plain text editor.
    public init(text: Binding<String>) { self.text = text.wrappedValue }

    public var body: some View {
        Text(verbatim: text)
            .padding(.horizontal, 5)
            .padding(.vertical, 8)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Which look text fields take (`textFieldStyle(_:)`).
public enum _TextFieldStyleKind: Hashable, Sendable { case automatic, plain, roundedBorder }

/// A specification for the appearance and interaction of a text field.
public protocol TextFieldStyle {
    var _kind: _TextFieldStyleKind { get }
}

/// The default text field style, based on the text field's context (plain on iOS).
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {}; public var _kind: _TextFieldStyleKind { .automatic } }
/// A text field style with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {}; public var _kind: _TextFieldStyleKind { .plain } }
/// A text field style with a system-defined rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {}; public var _kind: _TextFieldStyleKind { .roundedBorder } }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension View {
    /// Sets the style for text fields within this view.
    ///
    /// ```swift
    /// TextField("Search", text: $query).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { environment(\.textFieldStyle, style._kind) }
}
