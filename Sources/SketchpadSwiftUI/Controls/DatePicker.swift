/// A control for selecting an absolute date, drawn in the compact style iOS uses by default:
/// the label at the leading end of a row as wide as offered, the date and the time each on a
/// grey rounded chip at the trailing end (formatted in the environment's locale and time zone,
/// en_US and UTC unless set, so a render does not depend on the machine).
///
/// ```swift
/// DatePicker("Start", selection: $start)
/// DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
    package let label: Label
    package let date: Date
    package let components: DatePickerComponents

    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        self.date = selection.wrappedValue
        self.components = displayedComponents
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates an instance that selects a `Date` on or after some start date.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates an instance that selects a `Date` on or before some end date.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        _DatePickerBody(label: AnyView(label), date: date, components: components)
    }
}

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates an instance that selects a `Date` in a closed range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// The date components a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A type that specifies the appearance and interaction of all date pickers within a view hierarchy (drawn compact here).
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

extension View {
    /// Sets the style for date pickers within this view hierarchy (every style draws compact in a still).
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

struct _DatePickerBody: View {
    let label: AnyView
    let date: Date
    let components: DatePickerComponents
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.labelsHidden) private var labelsHidden

    private func formatted(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter.string(from: date)
    }

    var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            if components.contains(.date) { chip(formatted(dateStyle: .medium, timeStyle: .none)) }
            if components.contains(.hourAndMinute) { chip(formatted(dateStyle: .none, timeStyle: .short)) }
        }
    }

    private func chip(_ text: String) -> some View {
        Text(verbatim: text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(value: SystemPalette.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
    }
}
