import SketchpadLayout
import SketchpadWidgets

/// A control that performs increment and decrement actions: the label at the leading end of
/// a row as wide as offered, UIStepper's 94 × 32 minus/plus control (the same widget UIKit's
/// `UIStepper` draws) at the trailing end. An end is dimmed where the value is at its bound or
/// its closure is nil, and both are when the stepper is disabled.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// ```
public struct Stepper<Label: View>: View {
    package let label: Label
    /// Whether the minus and the plus can act (false at a bound or without a closure).
    package var decrementEnabled = true
    package var incrementEnabled = true

    /// Creates a stepper instance that performs the closures you provide when the user increments or decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        decrementEnabled = onDecrement != nil
        incrementEnabled = onIncrement != nil
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value you provide.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// Creates a stepper configured to increment or decrement a binding to a value using a step value and within a range of values you provide.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        (decrementEnabled, incrementEnabled) = Self.ends(value.wrappedValue, in: bounds)
    }

    /// Which ends can act for `value` in `bounds`: the minus above the lower bound, the plus below the upper.
    package static func ends<V: Comparable>(_ value: V, in bounds: ClosedRange<V>) -> (Bool, Bool) {
        (value > bounds.lowerBound, value < bounds.upperBound)
    }

    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and executes the closures you provide when the user increments or decrements the stepper.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
        decrementEnabled = onDecrement != nil
        incrementEnabled = onIncrement != nil
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
        decrementEnabled = onDecrement != nil
        incrementEnabled = onIncrement != nil
    }

    /// Creates a stepper with a title key and configured to increment and decrement a binding to a value and step amount you provide.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }

    /// Creates a stepper instance that increments and decrements a binding to a value, by a step size and within a closed range that you provide.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
        (decrementEnabled, incrementEnabled) = Self.ends(value.wrappedValue, in: bounds)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
        (decrementEnabled, incrementEnabled) = Self.ends(value.wrappedValue, in: bounds)
    }
}

extension Stepper: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let enabled = context.environment.isEnabled
        let control = _StepperControl(decrementEnabled: enabled && decrementEnabled, incrementEnabled: enabled && incrementEnabled)
        if context.environment.labelsHidden {
            try context.resolve(control, into: &nodes)
        } else {
            try context.resolve(HStack { label; Spacer(); control }, into: &nodes)
        }
    }
}

/// UIStepper's control, 94 × 32: SketchpadWidgets' ``StepperControl``, the one `UIStepper` draws.
struct _StepperControl: View, PrimitiveView {
    typealias Body = Never
    let decrementEnabled: Bool
    let incrementEnabled: Bool

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let widget = StepperControl()
        widget.decrementEnabled = decrementEnabled
        widget.incrementEnabled = incrementEnabled
        let size = CGSize(width: StepperControl.size.width, height: StepperControl.size.height)
        nodes.append(WidgetNode(widget: widget, sizing: { _ in size }, session: context.session, environment: context.environment))
    }
}
