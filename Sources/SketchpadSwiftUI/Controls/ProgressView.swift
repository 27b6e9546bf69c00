import SketchpadWidgets

/// A view that shows the progress toward completion of a task. With a value it is a linear bar
/// (Sketchpad's `ProgressBar`, 4 points tall, as wide as offered) under its label; without one
/// (or in the circular style) it is UIKit's 20 × 20 spinner, its label under it in the secondary colour.
///
/// ```swift
/// ProgressView(value: 0.4)
/// ProgressView("Downloading…", value: progress, total: 100)
/// ProgressView()                      // a spinner
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    package let fraction: Double?
    package let label: Label?
    package let currentValueLabel: CurrentValueLabel?

    package init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction.map { $0.isFinite ? min(1, max(0, $0)) : 0 }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { total > 0 ? Double($0) / Double(total) : 0 }
    }

    /// Creates a progress view for showing determinate progress that displays a custom label and current value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    public typealias Body = Never
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that displays a custom label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that displays a custom label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress that generates its label from a localized string.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress that generates its label from a localized string.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration: inside a custom style's
    /// `makeBody(configuration:)`, the progress view as the default style draws it.
    ///
    /// ```swift
    /// struct Framed: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).padding(8).border(.pink)
    ///     }
    /// }
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

// A progress view is drawn by the style in its environment (the default style when none is set).
extension ProgressView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
        var inner = context
        inner.environment.progressViewStyle = nil
        if let style = context.environment.progressViewStyle {
            try inner.resolve(style.makeBody(configuration), into: &nodes)
        } else {
            try inner.resolve(_BuiltInProgressView(kind: .automatic, configuration: configuration), into: &nodes)
        }
    }
}

/// The look of the built-in styles: a bar when the fraction is known (unless circular), else a spinner.
struct _BuiltInProgressView: View, PrimitiveView {
    enum Kind { case automatic, linear, circular }
    let kind: Kind
    let configuration: ProgressViewStyleConfiguration
    typealias Body = Never

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let label = configuration.label, currentValueLabel = configuration.currentValueLabel
        if let fraction = configuration.fractionCompleted, kind != .circular {
            try context.resolve(VStack(alignment: .leading, spacing: 4) {
                label
                _ProgressBar(fraction: fraction)
                currentValueLabel.foregroundStyle(.secondary).font(.footnote)
            }, into: &nodes)
        } else {
            try context.resolve(VStack(spacing: 8) {
                _Spinner()
                label.foregroundStyle(.secondary)
            }, into: &nodes)
        }
    }
}

/// The bar of a linear progress view: Sketchpad's `ProgressBar`, as wide as offered.
struct _ProgressBar: View, PrimitiveView {
    let fraction: Double
    typealias Body = Never

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let env = context.environment
        let tint = env.tintPaint
        nodes.append(WidgetNode(widget: ProgressBar(progress: fraction, tintColor: tint), sizing: { proposal in
            CGSize(width: fillingWidth(proposal, ideal: 100), height: CGFloat(ProgressBar.height))
        }, session: context.session, environment: env))
    }
}

/// UIKit's medium activity indicator: eight spokes round a 20-point circle, the one at twelve
/// o'clock darkest, fading clockwise.
struct _Spinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8) { i in
                _SpinnerSpoke(index: i).stroke(Color(value: SystemPalette.secondaryLabel.scalingAlpha(1 - Double(i) * 0.1)),
                                               style: StrokeStyle(lineWidth: 2, lineCap: .round))
            }
        }
        .frame(width: 20, height: 20)
    }
}

struct _SpinnerSpoke: Shape {
    let index: Int
    typealias AnimatableData = EmptyAnimatableData

    func path(in rect: CGRect) -> Path {
        let angle = Double(index) * .pi / 4 - .pi / 2
        let side = min(rect.width, rect.height)
        var path = Path()
        path.move(to: CGPoint(x: rect.midX + cos(angle) * side * 0.22, y: rect.midY + sin(angle) * side * 0.22))
        path.addLine(to: CGPoint(x: rect.midX + cos(angle) * side * 0.45, y: rect.midY + sin(angle) * side * 0.45))
        return path
    }
}
