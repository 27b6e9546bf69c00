import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes (never, in a still).
///
/// ```swift
/// Rectangle().gesture(DragGesture(minimumDistance: 20).onEnded { print($0.translation) })
/// ```
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The current drag velocity.
        public var velocity: CGSize
        /// A prediction of where the final location would be if dragging stopped now.
        public var predictedEndLocation: CGPoint
        /// A prediction of what the final translation would be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture in a coordinate space given as a `CoordinateSpaceProtocol` (iOS 17).
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A gesture that recognizes one or more taps (never, in a still).
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// The required number of tap events.
    public var count: Int
    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }
}

/// A gesture that succeeds when the user performs a long press (never, in a still).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}
