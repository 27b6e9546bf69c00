import Foundation

/// An immutable graphics path (Core Graphics' `CGPath`): the outline UIKit's `UIBezierPath`
/// builds and SwiftUI's `Path(_:)` reads. Points are in the coordinates of the view that draws it.
///
/// ```swift
/// let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil)
/// let shape = Path(path)   // in SwiftUI
/// ```
open class CGPath: @unchecked Sendable {
    /// One piece of the outline, in the order it was added.
    package enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    package fileprivate(set) var elements: [Element]

    package init(elements: [Element]) { self.elements = elements }

    /// Creates a path of one rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path of the ellipse that fits in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a path of a rectangle with rounded (elliptical) corners.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The box around every point of the path, control points included.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box = box.union(CGRect(origin: p, size: .zero))
            case .quadCurve(let p, let c): box = box.union(CGRect(origin: p, size: .zero)).union(CGRect(origin: c, size: .zero))
            case .curve(let p, let c1, let c2):
                box = box.union(CGRect(origin: p, size: .zero)).union(CGRect(origin: c1, size: .zero)).union(CGRect(origin: c2, size: .zero))
            case .close: break
            }
        }
        return box
    }

    /// The box around the path (here the same as `boundingBox`: control points are included).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// The point where the next element starts (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }
}

/// A mutable graphics path (Core Graphics' `CGMutablePath`).
///
/// ```swift
/// let triangle = CGMutablePath()
/// triangle.move(to: CGPoint(x: 50, y: 0))
/// triangle.addLines(between: [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)])
/// triangle.closeSubpath()
/// ```
open class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    package override init(elements: [Element]) { super.init(elements: elements) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds a line to each of the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    public func closeSubpath() { elements.append(.close) }

    /// Adds a closed rectangle subpath, starting at its origin and going along its width first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                           CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse that fits in `rect` as a closed subpath of four cubic curves, starting at
    /// its rightmost point (3 o'clock) and running clockwise on screen, as Core Graphics draws it:
    /// a shape layer's `strokeEnd` of 0.25 strokes the quarter from 3 o'clock to 6.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498, rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - k * rx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + k * rx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// Adds a rectangle whose corners are quarter ellipses `cornerWidth` by `cornerHeight`
    /// (each at most half the rectangle's side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        addRoundedRect(r, radii: [(rx, ry), (rx, ry), (rx, ry), (rx, ry)], transform: transform)
    }

    /// A closed rectangle with elliptical corners, clockwise on screen from the top-left corner's
    /// end; `radii` are the top-left, top-right, bottom-right and bottom-left corners' (x, y).
    package func addRoundedRect(_ r: CGRect, radii: [(CGFloat, CGFloat)], transform: CGAffineTransform = .identity) {
        let k: CGFloat = 0.5522847498
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        move(to: CGPoint(x: r.minX + tl.0, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - tr.0, y: r.minY), transform: transform)
        if tr.0 > 0, tr.1 > 0 {
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.1), control1: CGPoint(x: r.maxX - tr.0 + k * tr.0, y: r.minY),
                     control2: CGPoint(x: r.maxX, y: r.minY + tr.1 - k * tr.1), transform: transform)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.1), transform: transform)
        if br.0 > 0, br.1 > 0 {
            addCurve(to: CGPoint(x: r.maxX - br.0, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br.1 + k * br.1),
                     control2: CGPoint(x: r.maxX - br.0 + k * br.0, y: r.maxY), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX + bl.0, y: r.maxY), transform: transform)
        if bl.0 > 0, bl.1 > 0 {
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.1), control1: CGPoint(x: r.minX + bl.0 - k * bl.0, y: r.maxY),
                     control2: CGPoint(x: r.minX, y: r.maxY - bl.1 + k * bl.1), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.1), transform: transform)
        if tl.0 > 0, tl.1 > 0 {
            addCurve(to: CGPoint(x: r.minX + tl.0, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl.1 - k * tl.1),
                     control2: CGPoint(x: r.minX + tl.0 - k * tl.0, y: r.minY), transform: transform)
        }
        closeSubpath()
    }

    /// Adds an arc of a circle. As in Core Graphics, `clockwise` is in a y-up space: on a screen,
    /// whose y axis points down, `clockwise: true` runs through decreasing angles and looks
    /// counterclockwise. A line joins the current point to the arc's start; an empty path moves there.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let arc = Self.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        if isEmpty { move(to: arc.start, transform: transform) } else { addLine(to: arc.start, transform: transform) }
        for curve in arc.curves { addCurve(to: curve.end, control1: curve.control1, control2: curve.control2, transform: transform) }
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive deltas run through increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0, transform: transform)
    }

    /// Appends every element of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p, transform: transform)
            case .line(let p): addLine(to: p, transform: transform)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c, transform: transform)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2, transform: transform)
            case .close: closeSubpath()
            }
        }
    }

    /// The cubic curves of a circular arc, at most a quarter turn each: where it starts, and each
    /// curve's control points and end. Shared by SwiftUI's `Path.addArc`.
    package static func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        -> (start: CGPoint, curves: [(control1: CGPoint, control2: CGPoint, end: CGPoint)]) {
        var start = startAngle, end = endAngle
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / CGFloat(segments)
        var curves: [(control1: CGPoint, control2: CGPoint, end: CGPoint)] = []
        for index in 0..<segments {
            let a0 = start + CGFloat(index) * step, a1 = a0 + step
            let k = 4.0 / 3.0 * tan((a1 - a0) / 4)
            let p0 = point(a0), p3 = point(a1)
            curves.append((control1: CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0)),
                           control2: CGPoint(x: p3.x + k * radius * sin(a1), y: p3.y - k * radius * cos(a1)), end: p3))
        }
        return (point(start), curves)
    }
}
