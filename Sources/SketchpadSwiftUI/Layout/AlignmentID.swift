/// A type that you use to create custom alignment guides.
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
public protocol AlignmentID {
    /// The value of the corresponding guide in `context`, when not otherwise set in `context`.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// How a container merges its subviews' explicit values of this guide (`n` values so far).
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The average of the subviews' values (SwiftUI's default for custom guides).
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if n == 0 {
            parentValue = childValue
        } else if let value = parentValue {
            parentValue = (value * CGFloat(n) + childValue) / CGFloat(n + 1)
        }
    }
}

/// One alignment guide along one axis: what both alignment types are made of.
package struct AlignmentKey: Hashable {
    package let id: any AlignmentID.Type
    package let axis: Axis

    package init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    /// Merges explicit values of subviews, in order, as the guide's type says.
    package func combine(_ values: [CGFloat?]) -> CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            id._combineExplicit(childValue: value, n, into: &result)
            n += 1
        }
        return result
    }
}

enum LeadingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = min(parentValue ?? childValue, childValue)
    }
}

enum HorizontalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = max(parentValue ?? childValue, childValue)
    }
}

enum TopAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = min(parentValue ?? childValue, childValue)
    }
}

enum VerticalCenterAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = max(parentValue ?? childValue, childValue)
    }
}

/// A view without text has its first baseline at its bottom; a container takes its first
/// subview's with a baseline.
enum FirstTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if n == 0 { parentValue = childValue }
    }
}

enum LastTextBaselineAlignmentID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = childValue
    }
}
