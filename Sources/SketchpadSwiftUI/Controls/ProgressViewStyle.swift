/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy: the built-in looks, or your own from the progress view's configuration.
///
/// ```swift
/// struct Meter: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             RoundedRectangle(cornerRadius: 10).fill(.black).frame(height: 20)
///             ProgressView(configuration).tint(.yellow).frame(height: 12).padding(.horizontal)
///         }
///     }
/// }
/// ProgressView(value: 0.25).progressViewStyle(Meter())
/// ```
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    public struct Label: View {
        package let content: AnyView
        public typealias Body = Never
    }

    /// A type-erased label that describes the current value of a progress view.
    public struct CurrentValueLabel: View {
        package let content: AnyView
        public typealias Body = Never
    }

    /// The completed fraction of the task, from 0 to 1, or nil if the progress is indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: TypeErasedView {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: TypeErasedView {}

/// A progress view style held by the environment, its type erased.
package struct _AnyProgressViewStyle: @unchecked Sendable {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> AnyView
    @MainActor init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

/// The default progress view style in the current context of the view being styled: a bar when
/// the progress is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { _BuiltInProgressView(kind: .automatic, configuration: configuration) }
}

/// A progress view that visually indicates its progress using a horizontal bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    private let tint: Color?
    public init() { tint = nil }
    /// A linear progress view style whose bar takes `tint` (deprecated in SwiftUI in favour of `tint(_:)`).
    @available(iOS, deprecated: 100000.0, message: "Use tint(_:) instead.")
    public init(tint: Color) { self.tint = tint }
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltInProgressView(kind: .linear, configuration: configuration).transformEnvironment(\.tint) { if let tint { $0 = tint } }
    }
}

/// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// A circular progress view style with a tint (deprecated in SwiftUI in favour of `tint(_:)`;
    /// the spinner is drawn in the system grey, as iOS draws it).
    @available(iOS, deprecated: 100000.0, message: "Use tint(_:) instead.")
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View { _BuiltInProgressView(kind: .circular, configuration: configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, _AnyProgressViewStyle(style))
    }
}
