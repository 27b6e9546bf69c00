import Foundation

/// A shape with a rotation transform applied to it (`Shape.rotation(_:anchor:)`): its path turned
/// by `angle` (clockwise for a positive angle, as on screen) about `anchor` in its frame.
///
/// ```swift
/// SpeakerArc(speakerIndex: 0, totalSpeakers: 4)
///     .rotation(Angle(degrees: -90))
///     .stroke(.orange, lineWidth: 12)
/// ```
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public typealias AnimatableData = EmptyAnimatableData

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let (cosine, sine) = (CGFloat(cos(angle.radians)), CGFloat(sin(angle.radians)))
        return shape.path(in: rect).mappingPoints { point in
            let (dx, dy) = (point.x - pivot.x, point.y - pivot.y)
            return CGPoint(x: pivot.x + dx * cosine - dy * sine, y: pivot.y + dx * sine + dy * cosine)
        }
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// Rotates this shape around an anchor point at the angle you specify.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
