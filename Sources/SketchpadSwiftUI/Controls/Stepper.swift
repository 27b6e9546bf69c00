import SketchpadLayout
import SketchpadWidgets

/// A control that performs increment and decrement actions: the label at the leading end of
/// a row as wide as offered, UIStepper's 94 × 32 minus/plus control (drawn by Sketchpad's
/// `SegmentedControl`) at the trailing end.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// ```
public struct Stepper<Label: View>: View {
    package let label: Label

    /// Creates a stepper instance that performs the closures you provide when the user increments or decrements the stepper.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
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
    }

    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// Creates a stepper that uses a title key and executes the closures you provide when the user increments or decrements the stepper.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
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
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = Text(title)
    }
}

extension Stepper: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        if context.environment.labelsHidden {
            try context.resolve(_StepperControl(), into: &nodes)
        } else {
            try context.resolve(HStack { label; Spacer(); _StepperControl() }, into: &nodes)
        }
    }
}

/// UIStepper's control: 94 × 32, a minus and a plus segment.
struct _StepperControl: View, PrimitiveView {
    typealias Body = Never
    static let size = CGSize(width: 94, height: 32)

    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let widget = SegmentedControl(["−", "+"], selectedIndex: nil, font: FontDescription(size: 20, weight: .regular))
        nodes.append(WidgetNode(widget: widget, sizing: { _ in Self.size }, session: context.session, environment: context.environment))
    }
}
