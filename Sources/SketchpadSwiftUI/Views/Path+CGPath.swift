extension Path {
    /// Creates a path from a Core Graphics path, as code that draws with `UIBezierPath` does.
    ///
    /// ```swift
    /// let bezier = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 12))
    /// let path = Path(bezier.cgPath)
    /// ```
    public init(_ path: CGPath) {
        self.init()
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .close: closeSubpath()
            }
        }
    }

    /// Creates a path from a mutable Core Graphics path.
    public init(_ path: CGMutablePath) { self.init(path as CGPath) }

    /// An immutable path representing the elements in the path.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        for element in elements {
            switch element {
            case .move(let p): path.move(to: p)
            case .line(let p): path.addLine(to: p)
            case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}
