import Foundation

/// Defines the implementation of all gauge instances within a view hierarchy (iOS 16): set with
/// `gaugeStyle(_:)`.
///
/// ```swift
/// struct Percent: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int(configuration.value * 100))%")
///     }
/// }
/// Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(Percent())
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    public struct Label: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }
    /// A type-erased value label of a gauge that contains the current value.
    public struct CurrentValueLabel: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }
    /// A type-erased value label of a gauge describing the minimum value.
    public struct MinimumValueLabel: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }
    /// A type-erased value label of a gauge describing the maximum value.
    public struct MaximumValueLabel: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }
    /// The type-erased marked value labels of a gauge.
    public struct MarkedValueLabels: View {
        package let content: AnyView
        package init(_ content: AnyView) { self.content = content }
        public typealias Body = Never
    }

    /// The current value of the gauge, from 0 to 1 (its position in the gauge's range).
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
    /// The marked value labels of the gauge.
    public var markedValueLabels: GaugeStyleConfiguration.MarkedValueLabels
}

extension GaugeStyleConfiguration.Label: TypeErasedView {}
extension GaugeStyleConfiguration.CurrentValueLabel: TypeErasedView {}
extension GaugeStyleConfiguration.MinimumValueLabel: TypeErasedView {}
extension GaugeStyleConfiguration.MaximumValueLabel: TypeErasedView {}
extension GaugeStyleConfiguration.MarkedValueLabels: TypeErasedView {}

/// A gauge style in the environment.
package struct _AnyGaugeStyle: @unchecked Sendable {
    let makeBody: @MainActor (GaugeStyleConfiguration) -> AnyView
    @MainActor init<S: GaugeStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The default gauge view style in the current context of the view being styled: on iOS, `.linearCapacity`.
public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's
/// current value increases: the label above, the minimum and maximum value labels at the bar's
/// ends, the current value label under it.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _LinearGauge(configuration: configuration, kind: .capacity(barHeight: 6)) }
}

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's
/// current value increases (the accessory variant: a thinner bar).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _LinearGauge(configuration: configuration, kind: .capacity(barHeight: 4)) }
}

/// A gauge style that displays bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value: the minimum and maximum value labels at its ends, or else
/// the current value label on the leading edge.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _LinearGauge(configuration: configuration, kind: .marker) }
}

/// A gauge style that displays an open ring with a marker that appears at a point along the ring
/// to indicate the gauge's current value: the current value label in the centre, the minimum and
/// maximum value labels (or else the label) in the opening at the bottom.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _CircularGauge(configuration: configuration, capacity: false) }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's
/// current value: the current value label in the centre.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _CircularGauge(configuration: configuration, capacity: true) }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current value increases.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current value increases.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the gauge's current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along the ring to indicate the gauge's current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension EnvironmentValues {
    private struct GaugeStyleKey: EnvironmentKey { static let defaultValue: _AnyGaugeStyle? = nil }

    /// The style `gaugeStyle(_:)` set (nil: automatic).
    package var gaugeStyle: _AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view.
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { environment(\.gaugeStyle, _AnyGaugeStyle(style)) }
}

// MARK: - Drawing (sizes approximated from iOS 17 screenshots)

/// The linear gauges: a capsule track (`tertiarySystemFill`) with the value filled in the tint
/// from the leading edge (capacity), or a tinted track with a marker at the value.
struct _LinearGauge: View {
    enum Kind { case capacity(barHeight: CGFloat), marker }
    let configuration: GaugeStyleConfiguration
    let kind: Kind

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if case .capacity = kind { configuration.label }
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel {
                    minimum.font(.caption).foregroundStyle(.secondary)
                } else if case .marker = kind, let current = configuration.currentValueLabel {
                    current.font(.caption).foregroundStyle(.secondary)
                }
                bar
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
            }
            if case .capacity = kind, let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(.secondary)
            }
        }
    }

    @ViewBuilder private var bar: some View {
        let value = configuration.value
        switch kind {
        case .capacity(let height):
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(value: SystemPalette.tertiarySystemFill))
                    Capsule().fill(.tint).frame(width: max(height, proxy.size.width * value))
                        .opacity(value > 0 ? 1 : 0)
                }
            }
            .frame(height: height)
        case .marker:
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(.tint).opacity(0.35).frame(height: 5)
                    Circle().fill(.tint).frame(width: 9, height: 9)
                        .overlay(Circle().strokeBorder(Color(value: SystemPalette.systemBackground), lineWidth: 1.5))
                        .offset(x: (proxy.size.width - 9) * value)
                }
                .frame(maxHeight: .infinity)
            }
            .frame(height: 9)
        }
    }
}

/// The circular accessory gauges, 58 points across with a 6-point ring: an open ring (a quarter
/// open at the bottom) with a marker at the value, or a closed ring filled clockwise from the top.
struct _CircularGauge: View {
    let configuration: GaugeStyleConfiguration
    let capacity: Bool
    nonisolated static let diameter: CGFloat = 58, lineWidth: CGFloat = 6

    var body: some View {
        let value = configuration.value
        ZStack {
            if capacity {
                _GaugeArc(from: .degrees(-90), to: .degrees(270)).stroke(.tint, lineWidth: Self.lineWidth).opacity(0.3)
                _GaugeArc(from: .degrees(-90), to: .degrees(-90 + 360 * value))
                    .stroke(.tint, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                configuration.currentValueLabel?.font(.system(size: 17, weight: .medium))
            } else {
                _GaugeArc(from: .degrees(135), to: .degrees(405))
                    .stroke(.tint, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round)).opacity(0.35)
                _GaugeMarker(angle: .degrees(135 + 270 * value), lineWidth: Self.lineWidth)
                configuration.currentValueLabel?.font(.system(size: 17, weight: .medium))
                VStack {
                    Spacer()
                    if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                        HStack(spacing: 14) {
                            configuration.minimumValueLabel
                            configuration.maximumValueLabel
                        }
                    } else {
                        configuration.label
                    }
                }
                .font(.system(size: 10, weight: .medium))
            }
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

/// An arc of the circle inscribed in the frame, less half the line width, between two angles
/// (0 at three o'clock, increasing clockwise, as SwiftUI measures on screen).
struct _GaugeArc: Shape {
    let from: Angle, to: Angle
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2 - _CircularGauge.lineWidth / 2
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: from, endAngle: to, clockwise: false)
        return path
    }
}

/// The marker of an open circular gauge: a dot on the ring at `angle`, ringed in the background colour.
struct _GaugeMarker: View {
    let angle: Angle
    let lineWidth: CGFloat
    var body: some View {
        let radius = _CircularGauge.diameter / 2 - lineWidth / 2
        Circle().fill(.tint)
            .overlay(Circle().strokeBorder(Color(value: SystemPalette.systemBackground), lineWidth: 1.5))
            .frame(width: lineWidth + 3, height: lineWidth + 3)
            .offset(x: radius * CGFloat(cos(angle.radians)), y: radius * CGFloat(sin(angle.radians)))
    }
}
