import SketchpadWidgets

/// A control for selecting a value from a bounded linear range of values: Sketchpad's `Slider`
/// (28 points tall) filling the width offered, between its minimum and maximum value labels.
/// On iOS the label is not shown (it names the slider for accessibility).
///
/// ```swift
/// Slider(value: $volume, in: 0...10)
/// Slider(value: $brightness) { Text("Brightness") } minimumValueLabel: {
///     Image(systemName: "sun.min")
/// } maximumValueLabel: {
///     Image(systemName: "sun.max")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    package let fraction: Double
    package let label: Label
    package let minimumValueLabel: ValueLabel?
    package let maximumValueLabel: ValueLabel?

    package init(fraction: Double, label: Label, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?) {
        self.fraction = fraction.isFinite ? min(1, max(0, fraction)) : 0
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        return span > 0 ? Double(value - bounds.lowerBound) / span : 0
    }

    /// Creates a slider to select a value from a given range, which displays the provided labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds), label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel())
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays the provided labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
                  onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with value labels given as views, the label last (SwiftUI's first form,
    /// deprecated there in favour of the view-builder one).
    ///
    /// ```swift
    /// Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"), label: { Text("Volume") })
    /// ```
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds), label: label(), minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel)
    }

    /// Creates a slider subject to a step increment, with value labels given as views, the label last.
    @available(iOS, deprecated: 100000.0, renamed: "Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds), label: label(), minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel)
    }

    public typealias Body = Never
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds), label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range, which displays the provided label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, in: bounds), label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// Creates a slider to select a value from a given range, subject to a step increment, which displays the provided label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let track = _SliderTrack(fraction: fraction)
        if minimumValueLabel == nil, maximumValueLabel == nil {
            try context.resolve(track, into: &nodes)
        } else {
            try context.resolve(HStack { minimumValueLabel; track; maximumValueLabel }, into: &nodes)
        }
    }
}

/// The slider's track and thumb: Sketchpad's `Slider` widget, as wide as offered.
struct _SliderTrack: View, PrimitiveView {
    let fraction: Double
    typealias Body = Never

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let env = context.environment
        let tint = env.isEnabled ? env.tintPaint : SystemPalette.tertiaryLabel
        nodes.append(WidgetNode(widget: SketchpadWidgets.Slider(value: fraction, tintColor: tint), sizing: { proposal in
            CGSize(width: fillingWidth(proposal, ideal: 100), height: CGFloat(SketchpadWidgets.Slider.height))
        }, session: context.session, environment: env))
    }
}
