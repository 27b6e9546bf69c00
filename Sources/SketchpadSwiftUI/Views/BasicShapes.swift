/// A rectangular shape aligned inside the frame of the view containing it.
///
/// ```swift
/// Rectangle().fill(.blue).frame(width: 100, height: 50)
/// ```
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public typealias AnimatableData = EmptyAnimatableData
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.white)
/// ```
public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public typealias AnimatableData = EmptyAnimatableData
}

/// A circle centered on the frame of the view containing it (its diameter is the frame's
/// shorter side).
///
/// ```swift
/// Circle().fill(.green).frame(width: 12, height: 12)
/// ```
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// A circle is square: the shorter side of the proposal, the one side proposed when the other
    /// is not, 10 × 10 when neither is (SwiftUI's own `Circle.sizeThatFits`, iOS 16; a shape's
    /// default would take the whole proposal, so a circle in a row would take a wide slot).
    ///
    /// ```swift
    /// HStack { Circle(); Text("Online") }.frame(height: 12)   // a 12-point dot beside the text
    /// ```
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = switch (proposal.width, proposal.height) {
        case let (width?, height?): min(width, height)
        case let (width?, nil): width
        case let (nil, height?): height
        case (nil, nil): CGFloat(10)
        }
        return CGSize(width: side, height: side)
    }
    public typealias AnimatableData = EmptyAnimatableData
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public typealias AnimatableData = EmptyAnimatableData
}

/// A capsule shape aligned inside the frame of the view containing it (a rounded rectangle
/// whose corner radius is half its shorter side).
///
/// ```swift
/// Text("NEW").padding(.horizontal, 8).background(Capsule().fill(.red))
/// ```
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
    public typealias AnimatableData = EmptyAnimatableData
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
