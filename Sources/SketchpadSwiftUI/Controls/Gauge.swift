/// A view that shows a value within a range (iOS 16), drawn in the environment's `GaugeStyle`:
/// on iOS `.automatic` is `.linearCapacity`, a bar filled in the tint colour from the leading edge.
///
/// ```swift
/// Gauge(value: 67, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("67%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// .gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    /// The value's position in the range, from 0 to 1 (clamped).
    package let fraction: Double
    package let label: Label
    package let currentValueLabel: CurrentValueLabel?
    package let minimumValueLabel: BoundsLabel?
    package let maximumValueLabel: BoundsLabel?
    package let markedValueLabels: MarkedValueLabels?

    /// Creates a gauge representing a value within a range.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel(), marked: markedValueLabels())
    }

    package init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?,
                 marked: MarkedValueLabels?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
        self.markedValueLabels = marked
    }

    /// Where `value` lies in `bounds`, from 0 to 1 (0 for an empty range).
    package static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, value.isFinite else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }

    public typealias Body = Never
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose and current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil, marked: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and that describes the gauge's purpose and current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(), minimum: nil, maximum: nil, marked: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's current, minimum, and maximum values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel(), marked: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge representing a value within a range, with marked value labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Self.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: nil, maximum: nil, marked: markedValueLabels())
    }
}

extension Gauge: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        func erase<V: View>(_ view: V?) -> AnyView? { view.map { AnyView($0) } }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(AnyView(label)),
            currentValueLabel: erase(currentValueLabel).map { .init($0) },
            minimumValueLabel: erase(minimumValueLabel).map { .init($0) },
            maximumValueLabel: erase(maximumValueLabel).map { .init($0) },
            markedValueLabels: .init(erase(markedValueLabels) ?? AnyView(EmptyView())))
        let style = context.environment.gaugeStyle ?? _AnyGaugeStyle(LinearCapacityGaugeStyle())
        try context.resolve(style.makeBody(configuration), into: &nodes)
    }
}
