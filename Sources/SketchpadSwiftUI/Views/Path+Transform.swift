extension Path {
    /// Returns a path constructed by applying the transform to all points of the path.
    ///
    /// ```swift
    /// let turned = Path(CGRect(x: 0, y: 0, width: 40, height: 20)).applying(CGAffineTransform(rotationAngle: .pi / 4))
    /// ```
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform == .identity { return self }
        if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 { return offsetBy(dx: transform.tx, dy: transform.ty) }
        return mappingPoints { $0.applying(transform) }
    }

    /// Appends a copy of `path`, transformed by `transform`, to this path.
    ///
    /// ```swift
    /// var both = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// both.addPath(Path(CGRect(x: 20, y: 0, width: 10, height: 10)))
    /// ```
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let added = path.applying(transform)
        if isEmpty { self = added } else if !added.isEmpty { storage = .elements(elements + added.elements) }
    }
}
