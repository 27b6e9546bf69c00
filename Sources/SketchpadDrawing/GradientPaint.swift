import Foundation
import SketchpadGeometry

/// A gradient that fills a shape: colour stops along a line, out from a centre, or around one.
/// Everything is in canvas points, so a list that holds one stays self-contained.
///
/// Outside the stops' range the end colours continue (a pad, as SwiftUI and CSS gradients do).
/// An angular gradient goes clockwise on screen from `startAngle`, 0 being the positive x axis
/// (3 o'clock), as SwiftUI's `AngularGradient` does.
///
/// ```swift
/// let sky = GradientPaint(.linear(start: Point(x: 0, y: 0), end: Point(x: 0, y: 100)),
///                         stops: [.init(color: Color(hex: 0x0A84FF), location: 0), .init(color: .white, location: 1)])
/// list.append(.fillGradient(.rect(Rect(x: 0, y: 0, width: 200, height: 100)), sky))
/// ```
public struct GradientPaint: Hashable, Sendable {
    /// One colour at a place along the gradient (0 its start, 1 its end).
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// Where the gradient's 0…1 runs.
    public enum Geometry: Hashable, Sendable {
        /// From `start` (0) to `end` (1); lines across it have one colour.
        case linear(start: Point, end: Point)
        /// From a circle of `startRadius` around `center` (0) to one of `endRadius` (1); `yScale`
        /// stretches the circles vertically into ellipses (1 keeps them round).
        case radial(center: Point, startRadius: Double, endRadius: Double, yScale: Double)
        /// Around `center`, from `startAngle` (0) clockwise to `endAngle` (1), in radians. Less than a
        /// turn leaves a gap that is the end colour up to its middle and the start colour after it;
        /// more than a turn draws the last turn only.
        case angular(center: Point, startAngle: Double, endAngle: Double)
    }

    public var geometry: Geometry
    /// In order of location (a later stop at the same location makes a hard edge).
    public var stops: [Stop]

    /// A gradient with `stops` sorted by location (stably) and locations clamped to 0…1.
    public init(_ geometry: Geometry, stops: [Stop]) {
        self.geometry = geometry
        self.stops = stops.enumerated()
            .map { Stop(color: $0.element.color, location: min(1, max(0, $0.element.location.isNaN ? 0 : $0.element.location))) }
            .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The same gradient with every stop's colour changed by `transform` (resolving an appearance,
    /// a wireframe's grey, an opacity).
    package func mapColors(_ transform: (Color) -> Color) -> GradientPaint {
        var copy = self
        copy.stops = stops.map { Stop(color: transform($0.color), location: $0.location) }
        return copy
    }

    /// The colour at `location` (0…1) along the stops, interpolated in straight sRGB.
    package func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location >= a.location && location <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                         blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }

    package var numbers: [Double] {
        let shape: [Double]
        switch geometry {
        case .linear(let a, let b): shape = [a.x, a.y, b.x, b.y]
        case .radial(let c, let r0, let r1, let yScale): shape = [c.x, c.y, r0, r1, yScale]
        case .angular(let c, let a0, let a1): shape = [c.x, c.y, a0, a1]
        }
        return shape + stops.flatMap { $0.color.numbers + [$0.location] }
    }

    /// `linear 0 0 → 0 100 [#0A84FF 0, #FFFFFF 1]`, for ``DisplayList/dump``.
    public var description: String {
        let shape: String
        switch geometry {
        case .linear(let a, let b): shape = "linear \(a.x) \(a.y) → \(b.x) \(b.y)"
        case .radial(let c, let r0, let r1, let yScale):
            shape = "radial \(c.x) \(c.y) r \(r0) → \(r1)" + (yScale == 1 ? "" : " yScale \(yScale)")
        case .angular(let c, let a0, let a1): shape = "angular \(c.x) \(c.y) \(a0) → \(a1)"
        }
        return shape + " [" + stops.map { "\($0.color) \($0.location)" }.joined(separator: ", ") + "]"
    }
}
