import Foundation

/// Text fields that edit a value through a format style or a formatter: they show the value
/// formatted (`TextField("Amount", value: $amount, format: .currency(code: "USD"))` shows
/// "$0.00" for 0), and the title or prompt only when the formatted value is empty.
extension TextField {
    /// Creates a text field that applies a format style to a bound value, with a label you provide.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: .constant(format.formatForRender(value.wrappedValue)), prompt: prompt, label: label)
    }

    /// Creates a text field that applies a formatter to a bound value, with a label you provide.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt, label: label)
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a localized title string.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field that applies a format style to a bound value, with a label
    /// generated from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter) { Text(titleKey) }
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string and a prompt.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter) { Text(title) }
    }
}
