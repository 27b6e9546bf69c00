import SketchpadLayout

/// The environment values controls read: their size, the styles set with `buttonStyle(_:)`,
/// `toggleStyle(_:)`, `pickerStyle(_:)`… and whether they sit in a list's row.
extension EnvironmentValues {
    private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
    private struct ButtonStyleKey: EnvironmentKey { static let defaultValue: _AnyButtonStyle? = nil }
    private struct ToggleStyleKey: EnvironmentKey { static let defaultValue: _AnyToggleStyle? = nil }
    private struct LabelStyleKey: EnvironmentKey { static let defaultValue: _AnyLabelStyle? = nil }
    private struct PickerStyleKey: EnvironmentKey { static let defaultValue = _PickerStyleKind.automatic }
    private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = _TextFieldStyleKind.automatic }
    private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue: _AnyProgressViewStyle? = nil }
    private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
    private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }
    private struct InListKey: EnvironmentKey { static let defaultValue = false }
    private struct CollectsTagsKey: EnvironmentKey { static let defaultValue = false }

    /// The size to apply to controls within a view.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    package var buttonStyle: _AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    package var toggleStyle: _AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    package var labelStyle: _AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    package var pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    package var textFieldStyle: _TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }

    package var progressViewStyle: _AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }

    package var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    /// Whether `labelsHidden()` hides the labels of controls here.
    package var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// Whether the view is a row of a `List` or `Form` (pickers and buttons draw as rows there).
    package var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }

    /// Whether `ForEach` tags its views with their ids (inside a `Picker` or `TabView`, as SwiftUI does).
    package var collectsImplicitTags: Bool {
        get { self[CollectsTagsKey.self] }
        set { self[CollectsTagsKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view (the label stays for accessibility).
    ///
    /// ```swift
    /// Picker("Flavor", selection: $flavor) { … }.labelsHidden()
    /// ```
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

extension EnvironmentValues {
    /// The tint here as a paint: `tint(_:)`'s colour or the accent colour.
    package var tintPaint: SketchpadWidgetsColor { TintShapeStyle().paint(in: self) }

    /// The font here as Sketchpad describes it (for controls that measure text themselves).
    package var resolvedFont: FontDescription {
        (font ?? .body).description(size: dynamicTypeSize, weight: fontWeight, italic: italic)
    }
}

extension EnvironmentValues {
    private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

    /// A stylistic override to transform the case of `Text` when displayed.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Sets a transform for the case of the text contained in this view when displayed.
    ///
    /// ```swift
    /// Section { … } header: { Text("Recent").textCase(nil) }
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
