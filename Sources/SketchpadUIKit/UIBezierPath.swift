import Foundation

/// A path of lines and curves (UIKit's `UIBezierPath`), kept as a `CGPath`. It is most often built
/// to be handed on: SwiftUI's `Path(bezierPath.cgPath)`, a shape layer. `fill()` and `stroke()`
/// draw into a current graphics context, which a render has none of outside a view's drawing, so
/// they do nothing.
///
/// ```swift
/// struct ChatBubble: Shape {
///     func path(in rect: CGRect) -> Path {
///         let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight, .bottomLeft],
///                                 cornerRadii: CGSize(width: 16, height: 16))
///         return Path(path.cgPath)
///     }
/// }
/// ```
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var path = CGMutablePath()

    open var lineWidth: CGFloat = 1
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false

    public override init() { super.init() }

    /// A closed rectangle path.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side).
    /// UIKit draws these corners continuous; they are circular here.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the given corners rounded. As on iOS the radius is `cornerRadii.width`,
    /// at most half the shorter side (the height is not used).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
        func corner(_ c: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(c) ? (radius, radius) : (0, 0) }
        path.addRoundedRect(r, radii: [corner(.topLeft), corner(.topRight), corner(.bottomRight), corner(.bottomLeft)])
    }

    /// An arc of a circle. Here, as in UIKit's flipped coordinates, `clockwise: true` runs through
    /// increasing angles and looks clockwise on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path's outline as a Core Graphics path (a copy: changing it does not change this path).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    open var isEmpty: Bool { path.isEmpty }
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }

    /// Adds an arc; `clockwise` as UIKit means it, on screen (the opposite of `CGMutablePath.addArc`).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Moves, scales or rotates every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    /// Fills the path in the current graphics context (there is none in a render: nothing is drawn).
    open func fill() {}
    /// Strokes the path in the current graphics context (there is none in a render: nothing is drawn).
    open func stroke() {}
}
