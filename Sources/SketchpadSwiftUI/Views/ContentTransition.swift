/// The kind of transition applied to the content of a view when it changes (a still shows the
/// new content, as it stands after the transition).
///
/// ```swift
/// Text("\(score)").contentTransition(.numericText())
/// ```
public struct ContentTransition: Equatable, Sendable {
    package let name: String

    /// The transition that replaces the old content with the new one at once.
    public static let identity = ContentTransition(name: "identity")
    /// A transition that cross-fades the old and new content.
    public static let opacity = ContentTransition(name: "opacity")
    /// A transition that interpolates between the old and new content where it can.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// A transition that rolls the digits of numeric text, downwards when `countsDown` is true.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A transition that rolls the digits of numeric text, up or down as `value` grows or shrinks.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A transition that applies the default symbol effect to symbol images.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// A transition that applies a symbol effect (`.replace`) to symbol images.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                   options: SymbolEffectOptions = .default) -> ContentTransition {
        .symbolEffect
    }
}

extension View {
    /// Modifies the view to use a given transition as its method of animating changes to its
    /// contents (the still shows the contents as they are).
    ///
    /// ```swift
    /// Text(time, format: .dateTime.hour().minute()).contentTransition(.numericText())
    /// ```
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
