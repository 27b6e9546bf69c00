import SketchpadLayout
import SketchpadWidgets

/// The outline of a 2D shape (SwiftUI's `Path`).
///
/// ```swift
/// var triangle = Path()
/// triangle.move(to: CGPoint(x: 50, y: 0))
/// triangle.addLine(to: CGPoint(x: 100, y: 100))
/// triangle.addLine(to: CGPoint(x: 0, y: 100))
/// triangle.closeSubpath()
/// ```
public struct Path: Equatable, Sendable {
    /// An element of a path.
    public enum Element: Equatable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    package enum Storage: Equatable, Sendable {
        case empty
        case rect(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        case ellipse(CGRect)
        case elements([Element])
    }

    package var storage: Storage = .empty

    public init() {}
    public init(_ rect: CGRect) { storage = .rect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        storage = .roundedRect(rect, cornerRadius: cornerRadius)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage = .roundedRect(rect, cornerRadius: min(cornerSize.width, cornerSize.height))
    }
    public init(ellipseIn rect: CGRect) { storage = .ellipse(rect) }
    public init(_ callback: (inout Path) -> Void) {
        var path = Path()
        callback(&path)
        self = path
    }

    /// The path's elements (simple shapes as lines and curves).
    package var elements: [Element] {
        switch storage {
        case .empty: return []
        case .elements(let elements): return elements
        case .rect(let r):
            return [.move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                    .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath]
        case .ellipse(let r): return Path.ellipseElements(r)
        case .roundedRect(let r, let radius): return Path.roundedRectElements(r, radius: radius)
        }
    }

    private mutating func append(_ element: Element) {
        var list = elements
        storage = .empty  // the list is then the only reference: appending does not copy it
        list.append(element)
        storage = .elements(list)
    }

    public var isEmpty: Bool { storage == .empty }

    public mutating func move(to end: CGPoint) { append(.move(to: end)) }
    public mutating func addLine(to end: CGPoint) { append(.line(to: end)) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { append(.quadCurve(to: end, control: control)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: end, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { append(.closeSubpath) }

    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect) {
        if storage == .empty { storage = .rect(rect) } else { storage = .elements(elements + Path(rect).elements) }
    }

    public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let added = Path(roundedRect: rect, cornerSize: cornerSize, style: style)
        if storage == .empty { self = added } else { storage = .elements(elements + added.elements) }
    }

    public mutating func addEllipse(in rect: CGRect) {
        if storage == .empty { storage = .ellipse(rect) } else { storage = .elements(elements + Path.ellipseElements(rect)) }
    }

    /// Adds an arc of a circle, drawn as cubic Béziers of at most a quarter turn each.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        // SwiftUI's y axis points down, so `clockwise` means decreasing angles on screen (as Core Graphics').
        let arc = CGMutablePath.arc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians),
                                    endAngle: CGFloat(endAngle.radians), clockwise: clockwise)
        if isEmpty { move(to: arc.start) } else { addLine(to: arc.start) }
        for curve in arc.curves { addCurve(to: curve.end, control1: curve.control1, control2: curve.control2) }
    }

    /// A rectangle containing all path points.
    public var boundingRect: CGRect {
        switch storage {
        case .empty: return .null
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _): return r
        case .elements:
            // Every point, control points included, as Core Graphics' boundingBox counts them.
            return cgPath.boundingBox
        }
    }

    /// Returns a path offset by the given amounts.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        switch storage {
        case .empty: return self
        case .rect(let r): return Path(r.offsetBy(dx: dx, dy: dy))
        case .ellipse(let r): return Path(ellipseIn: r.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let r, let radius): return Path(roundedRect: r.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
        case .elements(let elements):
            var path = Path()
            path.storage = .elements(elements.map {
                switch $0 {
                case .move(let p): return .move(to: move(p))
                case .line(let p): return .line(to: move(p))
                case .quadCurve(let p, let c): return .quadCurve(to: move(p), control: move(c))
                case .curve(let p, let c1, let c2): return .curve(to: move(p), control1: move(c1), control2: move(c2))
                case .closeSubpath: return .closeSubpath
                }
            })
            return path
        }
    }

    /// Calls `body` with each element in the path.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    private static func ellipseElements(_ r: CGRect) -> [Element] {
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        return [
            .move(to: CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry)),
            .closeSubpath,
        ]
    }

    private static func roundedRectElements(_ r: CGRect, radius: CGFloat) -> [Element] {
        let radius = max(0, min(radius, min(r.width, r.height) / 2))
        let k = radius * 0.5522847498
        return [
            .move(to: CGPoint(x: r.minX + radius, y: r.minY)),
            .line(to: CGPoint(x: r.maxX - radius, y: r.minY)),
            .curve(to: CGPoint(x: r.maxX, y: r.minY + radius), control1: CGPoint(x: r.maxX - radius + k, y: r.minY),
                   control2: CGPoint(x: r.maxX, y: r.minY + radius - k)),
            .line(to: CGPoint(x: r.maxX, y: r.maxY - radius)),
            .curve(to: CGPoint(x: r.maxX - radius, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - radius + k),
                   control2: CGPoint(x: r.maxX - radius + k, y: r.maxY)),
            .line(to: CGPoint(x: r.minX + radius, y: r.maxY)),
            .curve(to: CGPoint(x: r.minX, y: r.maxY - radius), control1: CGPoint(x: r.minX + radius - k, y: r.maxY),
                   control2: CGPoint(x: r.minX, y: r.maxY - radius + k)),
            .line(to: CGPoint(x: r.minX, y: r.minY + radius)),
            .curve(to: CGPoint(x: r.minX + radius, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + radius - k),
                   control2: CGPoint(x: r.minX + radius - k, y: r.minY)),
            .closeSubpath,
        ]
    }

    /// The Sketchpad shape that draws this path.
    package var sketchpadShape: SketchpadWidgets.Shape {
        func point(_ p: CGPoint) -> Point { Point(x: Double(p.x), y: Double(p.y)) }
        switch storage {
        case .empty: return .path(SketchpadWidgets.Path())
        case .rect(let r): return .rect(Rect(r))
        case .ellipse(let r): return .ellipse(Rect(r))
        case .roundedRect(let r, let radius):
            // Clamped as the outline's elements are: SwiftUI draws `RoundedRectangle(cornerRadius: .infinity)`
            // (a common way to ask for a capsule) with corners of half the shorter side.
            return .roundedRect(Rect(r), cornerRadius: Double(max(0, min(radius, min(r.width, r.height) / 2))))
        case .elements(let elements):
            var path = SketchpadWidgets.Path()
            var current = CGPoint.zero
            for element in elements {
                switch element {
                case .move(let p): path.move(to: point(p)); current = p
                case .line(let p): path.line(to: point(p)); current = p
                case .quadCurve(let p, let c):
                    let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    path.curve(to: point(p), control1: point(c1), control2: point(c2)); current = p
                case .curve(let p, let c1, let c2): path.curve(to: point(p), control1: point(c1), control2: point(c2)); current = p
                case .closeSubpath: path.close()
                }
            }
            return .path(path)
        }
    }
}

extension Rect {
    package init(_ rect: CGRect) {
        self.init(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height))
    }
}

extension CGRect {
    package init(_ rect: Rect) {
        self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners (drawn circular here).
    case continuous
}

extension Path {
    /// The path with every point (end points and control points) moved by `transform`: an affine
    /// map keeps lines lines and curves the same curves.
    package func mappingPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let to): result.move(to: transform(to))
            case .line(let to): result.addLine(to: transform(to))
            case .quadCurve(let to, let control): result.addQuadCurve(to: transform(to), control: transform(control))
            case .curve(let to, let c1, let c2): result.addCurve(to: transform(to), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }
}

// A path is a shape: drawn in its own coordinates inside the frame it is given.
extension Path: Shape {
    public typealias AnimatableData = EmptyAnimatableData
    public func path(in rect: CGRect) -> Path { self }
}
