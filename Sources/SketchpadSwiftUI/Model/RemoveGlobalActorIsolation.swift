/// A global actor nothing runs on. SwiftUI declares it only so that a marker protocol
/// can carry a global actor that differs from the main actor (see `_RemoveGlobalActorIsolation`).
@globalActor public actor _ImpossibleActor {
    public static let shared = _ImpossibleActor()
}

/// A marker protocol that stops a type from inheriting the main actor from `View`: a type that
/// conforms both to a main-actor protocol and to this one is inferred to have no isolation, as in
/// SwiftUI (where `Shape` and `ShapeView` inherit it). So a shape's `animatableData` and
/// `path(in:)` are nonisolated and satisfy `Animatable` and `Shape` in Swift 6 mode.
///
/// ```swift
/// struct Wave: Shape {
///     var offset: CGFloat = 0.5
///     var animatableData: CGFloat { get { offset } set { offset = newValue } }
///     func path(in rect: CGRect) -> Path { Path(rect) }
/// }
/// ```
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}
