import SketchpadWidgets

/// The system's button looks.
package enum _SystemButtonKind: Hashable, Sendable { case automatic, plain, borderless, bordered, borderedProminent }

/// A system button style the renderer draws itself.
@MainActor package protocol _SystemButtonStyle { var kind: _SystemButtonKind { get } }

/// The default button style, based on the button's context (borderless on iOS).
public struct DefaultButtonStyle: PrimitiveButtonStyle, _SystemButtonStyle {
    public init() {}
    package var kind: _SystemButtonKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .automatic, role: configuration.role, label: ButtonStyleConfiguration.Label(configuration.label.content))
    }
}

/// A button style that doesn't style or decorate its content while idle.
public struct PlainButtonStyle: PrimitiveButtonStyle, _SystemButtonStyle {
    public init() {}
    package var kind: _SystemButtonKind { .plain }
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .plain, role: configuration.role, label: ButtonStyleConfiguration.Label(configuration.label.content))
    }
}

/// A button style that doesn't apply a border: the label in the tint colour.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, _SystemButtonStyle {
    public init() {}
    package var kind: _SystemButtonKind { .borderless }
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .borderless, role: configuration.role, label: ButtonStyleConfiguration.Label(configuration.label.content))
    }
}

/// A button style that applies standard border artwork based on the button's context: a
/// translucent tinted rounded rectangle behind the tinted label.
public struct BorderedButtonStyle: PrimitiveButtonStyle, _SystemButtonStyle {
    public init() {}
    package var kind: _SystemButtonKind { .bordered }
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .bordered, role: configuration.role, label: ButtonStyleConfiguration.Label(configuration.label.content))
    }
}

/// A button style that applies standard border prominent artwork: the tint filling a rounded
/// rectangle, the label white.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _SystemButtonStyle {
    public init() {}
    package var kind: _SystemButtonKind { .borderedProminent }
    public func makeBody(configuration: Configuration) -> some View {
        _SystemButton(kind: .borderedProminent, role: configuration.role, label: ButtonStyleConfiguration.Label(configuration.label.content))
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button style that doesn't style or decorate its content while idle.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button style that doesn't apply a border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A button drawn in one of the system's styles, from the environment's tint, control size,
/// border shape and enabled state. The metrics (approximations of iOS 17's, which Apple does not
/// publish): padding 12 × 7 at the regular size (about 34 points tall with body text), 20 × 14
/// large (50 points), 10 × 5 small, 8 × 3 mini; corner radius 8 (12 large, 6 small and mini).
package struct _SystemButton: View, PrimitiveView {
    let kind: _SystemButtonKind
    let role: ButtonRole?
    let label: ButtonStyleConfiguration.Label
    package typealias Body = Never

    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let env = context.environment
        let tint = role == .destructive ? SystemPalette.red : env.tintPaint
        let enabled = env.isEnabled
        let labelPaint = enabled ? tint : SystemPalette.tertiaryLabel
        switch kind {
        case .plain:
            try context.resolve(label.opacity(enabled ? 1 : 0.4), into: &nodes)
        case .automatic, .borderless:
            // The tint is the label's default: a foreground style set on the button (or above it) wins.
            if enabled, env.foregroundStyle != nil {
                try context.resolve(label, into: &nodes)
            } else {
                try context.resolve(label.foregroundStyle(Color(value: labelPaint)), into: &nodes)
            }
        case .bordered, .borderedProminent:
            let prominent = kind == .borderedProminent
            let (insets, font, radius) = Self.metrics(env.controlSize)
            let fill = prominent ? (enabled ? tint : SystemPalette.tertiaryLabel.scalingAlpha(0.4))
                : (enabled ? tint.scalingAlpha(0.15) : SystemPalette.tertiaryLabel.scalingAlpha(0.4))
            let content = label
                .foregroundStyle(Color(value: prominent ? (enabled ? .white : SystemPalette.tertiaryLabel) : labelPaint))
                .font(env.font ?? font)
                .padding(insets)
                .background { ButtonShape(border: env.buttonBorderShape, radius: radius).fill(Color(value: fill)) }
            try context.resolve(content, into: &nodes)
        }
    }

    static func metrics(_ size: ControlSize) -> (EdgeInsets, Font, CGFloat) {
        switch size {
        case .mini: return (EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8), .footnote, 6)
        case .small: return (EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10), .subheadline, 6)
        case .regular: return (EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), .body, 8)
        case .large: return (EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), .body, 12)
        case .extraLarge: return (EdgeInsets(top: 18, leading: 24, bottom: 18, trailing: 24), .body, 14)
        }
    }
}

/// The outline of a bordered button: the border shape asked for, a rounded rectangle by default.
struct ButtonShape: Shape {
    let border: ButtonBorderShape
    let radius: CGFloat
    typealias AnimatableData = EmptyAnimatableData

    func path(in rect: CGRect) -> Path {
        switch border.kind {
        case .automatic, .roundedRectangle(nil): return RoundedRectangle(cornerRadius: radius).path(in: rect)
        case .roundedRectangle(let r?): return RoundedRectangle(cornerRadius: r).path(in: rect)
        case .capsule: return Capsule().path(in: rect)
        case .circle: return Circle().path(in: rect)
        }
    }
}
