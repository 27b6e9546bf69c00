extension Constraint {
    /// Apple's visual format language: constraints for a row (`H:`, the default) or a column (`V:`)
    /// of views, written as ASCII art. The constraints are returned, not activated.
    ///
    /// - `|` is the superview (of the view next to it); `-` alone is the standard spacing (8, also
    ///   to the superview's edge); `-20-`, `-(>=8@750)-`, `-metric-` are explicit spacings; views
    ///   written next to each other (`[a][b]`) touch.
    /// - `[a(==100)]`, `[a(>=50,<=200@750)]`, `[a(==b)]` constrain a view's width (`H:`) or height (`V:`).
    /// - `options` aligns every view with the previous one across the axis (e.g. `.alignAllBottom`
    ///   in an `H:` format) and chooses the direction of `H:` formats (leading-to-trailing by default).
    ///
    /// Constraints are `later.leading REL earlier.trailing + spacing` and
    /// `superview.trailing REL last.trailing + spacing` (top/bottom for `V:`), as in UIKit.
    ///
    /// ```swift
    /// let cs = try Constraint.constraints(withVisualFormat: "H:|-[left]-[right(==left)]-|",
    ///                                     options: .alignAllBottom, views: ["left": left, "right": right])
    /// Constraint.activate(cs)
    /// ```
    /// - Throws: ``VisualFormatError`` with the column of the problem.
    public static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                                   metrics: [String: Double] = [:], views: [String: View],
                                   file: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
        throws(VisualFormatError) -> [Constraint] {
        let location = SourceLocation(fileID: file, line: line, column: column)
        return try constraints(withVisualFormat: format, options: options, metrics: metrics, views: views, location: location)
    }

    /// The same, with an explicit location (for templates: the string's own file, line and column).
    public static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                                   metrics: [String: Double] = [:], views: [String: View],
                                   location: SourceLocation) throws(VisualFormatError) -> [Constraint] {
        try constraints(withVisualFormat: format, options: options, metrics: metrics, views: views, location: location,
                        standardSpaceToSuperviewUsesMargins: false)
    }

    /// The same; with `standardSpaceToSuperviewUsesMargins`, a standard space next to `|`
    /// (`|-[a]`, `[a]-|`) puts the view on the superview's layout margins (UIKit's rule) instead
    /// of the standard spacing from its edge.
    package static func constraints(withVisualFormat format: String, options: VisualFormatOptions = [],
                                    metrics: [String: Double] = [:], views: [String: View], location: SourceLocation,
                                    standardSpaceToSuperviewUsesMargins: Bool) throws(VisualFormatError) -> [Constraint] {
        let parsed = try VisualFormatParser(format, metrics: metrics)
        func fail(_ message: String, _ column: Int) -> VisualFormatError {
            VisualFormatError(format: format, column: column + 1, message: message)
        }
        func view(_ name: String, _ column: Int) throws(VisualFormatError) -> View {
            guard let v = views[name] else {
                let known = views.keys.sorted().joined(separator: ", ")
                throw fail("unknown view '\(name)'" + (known.isEmpty ? "" : " (views: \(known))"), column)
            }
            return v
        }

        let horizontal = parsed.orientation == .horizontal
        var lead: LayoutAttribute = horizontal ? .leading : .top
        var trail: LayoutAttribute = horizontal ? .trailing : .bottom
        var reversed = false
        if horizontal && options.contains(.directionLeftToRight) { lead = .left; trail = .right }
        if horizontal && options.contains(.directionRightToLeft) { lead = .right; trail = .left; reversed = true }
        let length: LayoutAttribute = horizontal ? .width : .height

        var alignAttributes: [LayoutAttribute] = []
        for (option, attribute) in VisualFormatOptions.alignments where options.contains(option) {
            if attribute.axis == (horizontal ? .horizontal : .vertical) {
                throw fail("the option to align all on \(attribute) is along the format's own axis; use an attribute across it", 0)
            }
            alignAttributes.append(attribute)
        }

        var result: [Constraint] = []
        func make(_ a: any LayoutItem, _ aAttr: LayoutAttribute, _ relation: LayoutRelation, _ b: (any LayoutItem)?,
                  _ bAttr: LayoutAttribute, _ constant: Double, _ priority: LayoutPriority) {
            result.append(Constraint(item: a, attribute: aAttr, relatedBy: relation, toItem: b, attribute: bAttr,
                                     constant: constant, priority: priority, origin: .visualFormat, location: location))
        }
        /// `later.lead REL earlier.trail + c` (mirrored for right-to-left formats).
        func spacing(_ earlier: any LayoutItem, _ earlierAttr: LayoutAttribute, _ later: any LayoutItem,
                     _ laterAttr: LayoutAttribute, _ connection: VisualFormatParser.Connection) {
            for p in connection.predicates {
                if reversed {
                    make(earlier, earlierAttr, p.relation, later, laterAttr, p.constant, p.priority)
                } else {
                    make(later, laterAttr, p.relation, earlier, earlierAttr, p.constant, p.priority)
                }
            }
        }

        let elements = try parsed.views.map { e throws(VisualFormatError) in (element: e, view: try view(e.name, e.column)) }
        // Leading superview.
        if let (connection, column) = parsed.leadingSuperview {
            let first = elements[0].view
            guard let superview = first.superview else {
                throw fail("'\(elements[0].element.name)' has no superview for '|' to refer to", column)
            }
            if standardSpaceToSuperviewUsesMargins && connection.isStandard {
                spacing(superview, lead.withMargin, first, lead, VisualFormatParser.Connection(
                    predicates: connection.predicates.map { var p = $0; p.constant = 0; return p }, column: connection.column))
            } else {
                spacing(superview, lead, first, lead, connection)
            }
        }
        // Views: their own predicates, then the connection to the next.
        for (i, pair) in elements.enumerated() {
            for p in pair.element.predicates {
                if let other = p.view {
                    let otherView = try view(other, p.column)
                    make(pair.view, length, p.relation, otherView, length, 0, p.priority)
                } else {
                    make(pair.view, length, p.relation, nil, .notAnAttribute, p.constant, p.priority)
                }
            }
            if i + 1 < elements.count {
                spacing(pair.view, trail, elements[i + 1].view, lead, parsed.connections[i])
                for attribute in alignAttributes {
                    make(elements[i + 1].view, attribute, .equal, pair.view, attribute, 0, .required)
                }
            }
        }
        // Trailing superview: `superview.trail REL last.trail + c`.
        if let (connection, column) = parsed.trailingSuperview {
            let last = elements[elements.count - 1].view
            guard let superview = last.superview else {
                throw fail("'\(elements[elements.count - 1].element.name)' has no superview for '|' to refer to", column)
            }
            if standardSpaceToSuperviewUsesMargins && connection.isStandard {
                spacing(last, trail, superview, trail.withMargin, VisualFormatParser.Connection(
                    predicates: connection.predicates.map { var p = $0; p.constant = 0; return p }, column: connection.column))
            } else {
                spacing(last, trail, superview, trail, connection)
            }
        }
        return result
    }
}

extension View {
    /// Parses a visual-format string and activates its constraints (see
    /// ``Constraint/constraints(withVisualFormat:options:metrics:views:file:line:column:)``).
    ///
    /// ```swift
    /// try root.addConstraints(visualFormat: "H:|-[left]-[right(==left)]-|", options: .alignAllBottom,
    ///                         views: ["left": left, "right": right])
    /// ```
    @discardableResult
    public func addConstraints(visualFormat format: String, options: VisualFormatOptions = [],
                               metrics: [String: Double] = [:], views: [String: View],
                               file: StaticString = #fileID, line: UInt = #line, column: UInt = #column)
        throws(VisualFormatError) -> [Constraint] {
        let cs = try Constraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views,
                                            file: file, line: line, column: column)
        Constraint.activate(cs)
        return cs
    }
}

private extension LayoutAttribute {
    /// The margin attribute of an edge (`leading` → `leadingMargin`); others unchanged.
    var withMargin: LayoutAttribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        default: return self
        }
    }
}
