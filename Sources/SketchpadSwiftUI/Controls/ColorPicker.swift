/// A control used to select a color from the system color picker UI, drawn in its compact
/// form: the label at the leading end of a row as wide as offered, a 28-point well of the
/// selected colour inside a ring at the trailing end.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent)
/// ```
public struct ColorPicker<Label: View>: View {
    package let label: Label
    package let color: Color

    /// Creates a color picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.color = selection.wrappedValue
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            ZStack {
                Circle().strokeBorder(
                    AngularRing(), lineWidth: 3)
                Circle().fill(color).padding(5)
            }
            .frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    /// Creates a color picker with a text label generated from a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The well's ring: iOS draws a hue wheel; a still draws it in one mid-grey tone (approximated).
struct AngularRing: PaintingShapeStyle {
    func paint(in environment: EnvironmentValues) -> SketchpadWidgetsColor { SystemPalette.gray }
}
