import SketchpadLayout
import SketchpadWidgets

extension NSLayoutConstraint {
    /// Options of the visual format language: align every view on one attribute, and the
    /// direction `H:` formats run in (UIKit's raw values).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Stored: spacing is always edge to edge here.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)

        var visualFormatOptions: VisualFormatOptions {
            let pairs: [(FormatOptions, VisualFormatOptions)] = [
                (.alignAllLeft, .alignAllLeft), (.alignAllRight, .alignAllRight), (.alignAllTop, .alignAllTop),
                (.alignAllBottom, .alignAllBottom), (.alignAllLeading, .alignAllLeading), (.alignAllTrailing, .alignAllTrailing),
                (.alignAllCenterX, .alignAllCenterX), (.alignAllCenterY, .alignAllCenterY),
                (.alignAllLastBaseline, .alignAllLastBaseline), (.alignAllFirstBaseline, .alignAllFirstBaseline),
            ]
            var result: VisualFormatOptions = []
            for (ours, theirs) in pairs where contains(ours) { result.insert(theirs) }
            switch intersection(.directionMask) {
            case .directionLeftToRight: result.insert(.directionLeftToRight)
            case .directionRightToLeft: result.insert(.directionRightToLeft)
            default: break
            }
            return result
        }
    }

    /// The constraints a visual format string describes (Auto Layout's visual format language),
    /// not yet active. A standard space next to the superview (`|-[a]-|`) puts the view on the
    /// superview's layout margins, as UIKit does (`a.leading == superview.leadingMargin`); a
    /// standard space between views is 8 points. `views` maps names to `UIView`s, `metrics` names to numbers. A string that
    /// does not parse (UIKit raises an exception) is a ``UIKitLayoutIssue`` on the first view,
    /// naming the column, and gives no constraints.
    ///
    /// ```swift
    /// let cs = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[name]-8-[value(>=60)]-|",
    ///                                         options: .alignAllCenterY, metrics: nil,
    ///                                         views: ["name": name, "value": value])
    /// NSLayoutConstraint.activate(cs)
    /// ```
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var nodes: [String: View] = [:]
        var owners: [ObjectIdentifier: UIView] = [:]
        let firstView = views.keys.sorted().compactMap { views[$0] as? UIView }.first
        func fail(_ message: String) -> [NSLayoutConstraint] {
            UIKitLayoutIssue(kind: .visualFormat, message: "unable to parse the visual format \"\(format)\": \(message)").report(on: firstView)
            return []
        }
        for name in views.keys.sorted() {
            guard let view = views[name] as? UIView else {
                return fail("'\(name)' is a \(type(of: views[name]!)), not a UIView")
            }
            nodes[name] = view.node
            owners[ObjectIdentifier(view.node)] = view
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let v as CGFloat: numbers[name] = Double(v)
            case let v as Double: numbers[name] = v
            case let v as Float: numbers[name] = Double(v)
            case let v as Int: numbers[name] = Double(v)
            case let v as NSNumber: numbers[name] = v.doubleValue
            default: return fail("the metric '\(name)' is a \(type(of: value)), not a number")
            }
        }
        let parsed: [Constraint]
        do {
            parsed = try Constraint.constraints(withVisualFormat: format, options: opts.visualFormatOptions, metrics: numbers,
                                                views: nodes, location: SourceLocation(file: "visual format", line: 1),
                                                standardSpaceToSuperviewUsesMargins: true)
        } catch {
            return fail(error.message + " (column \(error.column))")
        }
        func owner(_ item: (any LayoutItem)?) -> UIView? {
            guard let view = item as? View else { return nil }
            return owners[ObjectIdentifier(view)] ?? (view as? UIKitNode)?.owner
        }
        return parsed.map { c in
            let first = owner(c.firstItem), second = owner(c.secondItem)
            let made = NSLayoutConstraint(
                first: AnchorTarget(item: first, attribute: Attribute(c.firstAttribute)), Attribute(c.firstAttribute),
                Relation(c.relation),
                second: second.map { AnchorTarget(item: $0, attribute: Attribute(c.secondAttribute)) },
                second == nil ? .notAnAttribute : Attribute(c.secondAttribute),
                multiplier: CGFloat(c.multiplier), constant: CGFloat(c.constant))
            made.priority = UILayoutPriority(layout: c.priority)
            return made
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute the engine's `attribute` stands for.
    init(_ attribute: LayoutAttribute) {
        self = Self.all.first { $0.layoutAttribute == attribute } ?? .notAnAttribute
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation the engine's `relation` stands for.
    init(_ relation: LayoutRelation) {
        self = Self.all.first { $0.layoutRelation == relation } ?? .equal
    }
}
