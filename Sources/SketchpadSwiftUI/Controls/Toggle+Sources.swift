/// Toggles over a collection of values (iOS 16): one toggle that shows whether all of them are
/// on, and sets them all. When some but not all are on, the toggle is off and its
/// configuration's `isMixed` is true (a custom style can draw the mixed state).
///
/// ```swift
/// Toggle(sources: $alarms, isOn: \.isEnabled) { Text("Enable all alarms") }
/// Toggle("Enable all alarms", sources: $alarms, isOn: \.isEnabled)
/// ```
extension Toggle {
    /// Creates a toggle representing a collection of values with a custom label.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let onCount = bindings.filter(\.wrappedValue).count
        self.init(isOn: Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                                set: { value in for binding in bindings { binding.wrappedValue = value } }),
                  label: label)
        isMixed = onCount > 0 && onCount < bindings.count
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle representing a collection of values that generates its label from a localized string key.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SketchpadSwiftUI.Label<Text, Image> {
    /// Creates a toggle representing a collection of values that generates its label from a
    /// localized string key and system image name.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SketchpadSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle representing a collection of values that generates its label from a
    /// string and system image name.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SketchpadSwiftUI.Label(title, systemImage: systemImage) }
    }
}
