/// Which look pickers take (`pickerStyle(_:)`).
public enum _PickerStyleKind: Hashable, Sendable { case automatic, menu, segmented, inline, wheel, navigationLink, palette }

/// A type that specifies the appearance and interaction of all pickers within a view hierarchy.
public protocol PickerStyle {
    var _kind: _PickerStyleKind { get }
}

/// The default picker style, based on the picker's context (a menu on iOS).
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .automatic } }
/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }
/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .segmented } }
/// A picker style that presents the options as an inline list.
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .inline } }
/// A picker style that presents the options in a scrollable wheel.
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .wheel } }
/// A picker style represented by a navigation link that presents the options (a row here).
public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .navigationLink } }
/// A picker style that presents the options as a row of compact elements.
public struct PalettePickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .palette } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { PalettePickerStyle() } }

extension View {
    /// Sets the style for pickers within this view.
    ///
    /// ```swift
    /// Picker("Period", selection: $period) { … }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyle, style._kind) }
}
