import Cassowary

extension StackView {
    /// Generates this pass's constraints for the stack (see ``StackView``, ``Distribution`` and
    /// ``Alignment`` for the rules). Constraints that fit the `a = m·b + c` form are added as
    /// ``StackRow``s, whose ``Constraint`` (origin ``Constraint/Origin/stackView``, the stack's
    /// creation location) is made only if a diagnostic names it.
    func generateConstraints(in session: LayoutSession) {
        // Each arranged view's record, looked up once (at 10,000 views each look-up is a cache miss).
        var views: [View] = [], recs: [ItemRecord] = []
        for view in visibleArrangedSubviews where view.superview === self {
            guard let rec = session.record(of: view) else { continue }
            views.append(view)
            recs.append(rec)
        }
        guard !views.isEmpty else { return }
        let selfRec = session.record(of: self)!
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let trail: LayoutAttribute = horizontal ? .trailing : .bottom
        let length: LayoutAttribute = horizontal ? .width : .height
        let boxLead: LayoutAttribute = horizontal ? (margins ? .leadingMargin : .leading) : (margins ? .topMargin : .top)
        let boxTrail: LayoutAttribute = horizontal ? (margins ? .trailingMargin : .trailing) : (margins ? .bottomMargin : .bottom)

        /// The constraint `a.aAttr relation b.bAttr × multiplier + constant` (`b` nil: none), by records.
        func add(_ a: ItemRecord, _ aAttr: LayoutAttribute, _ relation: LayoutRelation, _ b: ItemRecord?,
                 _ bAttr: LayoutAttribute = .notAnAttribute, multiplier: Double = 1, constant: Double = 0,
                 priority: LayoutPriority = .required, _ kind: StackRow.Kind) {
            session.addStackRow(StackRow(stack: selfRec.index, a.index, aAttr, relation, b?.index, bAttr,
                                         multiplier: multiplier, constant: constant, priority: priority, kind: kind))
        }

        // Along the axis: the ends touch the box, neighbours are spaced.
        add(recs[0], lead, .equal, selfRec, boxLead, .canvas)
        add(recs[views.count - 1], trail, .equal, selfRec, boxTrail, .canvas)
        for i in 1..<views.count {
            let gap = customSpacing(after: views[i - 1]) ?? spacing
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(recs[i], lead, .equal, recs[i - 1], trail, constant: gap, .spacing)
            case .equalSpacing, .equalCentering:
                add(recs[i], lead, .greaterThanOrEqual, recs[i - 1], trail, constant: gap, .spacing)
            }
        }
        // Only the stacks that generate text name themselves (a name is a string made per stack).
        var stackName: String { debugName }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for i in 1..<views.count { add(recs[i], length, .equal, recs[0], length, .fillEqually) }
        case .fillProportionally:
            let intrinsic = recs.map { $0.measurement.size[axis] }
            if let j0 = intrinsic.firstIndex(where: { $0 > 0 }) {
                for i in views.indices where i != j0 && intrinsic[i] > 0 {
                    add(recs[i], length, .equal, recs[j0], length, multiplier: intrinsic[i] / intrinsic[j0],
                        priority: 999, .fillProportionally)
                }
            }
        case .equalSpacing:
            func gap(_ i: Int) -> Expression {
                session.expression(recs[i], lead) - session.expression(recs[i - 1], trail)
            }
            for i in 2..<max(2, views.count) {
                session.addGenerated(gap(i) == gap(1), "\(stackName) equal spacing: gap \(i) == gap 1", at: location, breakRank: 2)
            }
        case .equalCentering:
            let center: LayoutAttribute = horizontal ? .centerX : .centerY
            func distance(_ i: Int) -> Expression {
                session.expression(recs[i], center) - session.expression(recs[i - 1], center)
            }
            for i in 2..<max(2, views.count) {
                session.addGenerated((distance(i) == distance(1)).withStrength(LayoutPriority(999).strength),
                                     "\(stackName) equal centering: centre distance \(i) == centre distance 1 @999",
                                     at: location, breakRank: 2)
            }
        }
        // Tie-break: earlier views hold their intrinsic length a little more firmly.
        if distribution != .fillEqually {
            for (i, rec) in recs.enumerated() {
                let k = rec.measurement.size[axis]
                guard k >= 0 else { continue }
                let dimension = horizontal ? rec.width : rec.height
                session.addInternal((dimension == k).withStrength(InternalStrength.tieBreak(i, of: recs.count)))
            }
        }
        for rec in recs { add(rec, length, .greaterThanOrEqual, nil, constant: 0, priority: 999, .nonnegative) }

        // Across the axis.
        let crossLead: LayoutAttribute = horizontal ? .top : .leading
        let crossTrail: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        let boxCrossLead: LayoutAttribute = horizontal ? (margins ? .topMargin : .top) : (margins ? .leadingMargin : .leading)
        let boxCrossTrail: LayoutAttribute = horizontal ? (margins ? .bottomMargin : .bottom) : (margins ? .trailingMargin : .trailing)
        let boxCrossCenter: LayoutAttribute = horizontal
            ? (margins ? .centerYWithinMargins : .centerY) : (margins ? .centerXWithinMargins : .centerX)

        // Fit: a pull of the stack's own size, far below any priority, towards the size its
        // arranged views need at their intrinsic sizes (the largest view across the axis, or the
        // largest extents above and below the shared baseline; along the axis for the equal
        // distributions: the intrinsic lengths plus the spacing). It never stretches an arranged
        // view (they are held by required constraints); when nothing else sizes the stack it makes
        // the stack hug its content. (Aiming at the estimate rather than at 0 lets the solver start
        // from the right answer instead of pivoting once per stack.)
        let boxCrossLeadAttribute: LayoutAttribute = horizontal ? (margins ? .topMargin : .top) : (margins ? .leadingMargin : .leading)
        let insets = isLayoutMarginsRelativeArrangement ? session.marginInsets(of: self) : EdgeInsets.zero
        let crossInsets = horizontal ? insets.top + insets.bottom : insets.left + insets.right
        if alignment != .fill {
            var across = 0.0, above = 0.0, below = 0.0
            var firstAbove: Double?
            for rec in recs {
                let k = rec.measurement.size[axis.perpendicular]
                guard k >= 0 else { continue }
                across = max(across, k)
                if horizontal {
                    var offset = k
                    if let b = rec.measurement.baselines {
                        offset = (k - b.contentHeight) / 2 + (alignment == .lastBaseline ? b.last : b.first)
                    }
                    if rec === recs[0] { firstAbove = offset }
                    above = max(above, offset)
                    below = max(below, k - offset)
                }
            }
            let baselineAligned = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
            let estimate = (baselineAligned ? above + below : across) + crossInsets
            let crossDimension = horizontal ? selfRec.height : selfRec.width
            session.addInternal((crossDimension == estimate).withStrength(InternalStrength.stackHug))
            // With baseline alignment only inequalities place the views across the axis: also aim the
            // first view where the estimate puts it.
            if baselineAligned, let firstAbove {
                let boxTop = session.expression(selfRec, boxCrossLeadAttribute)
                session.addInternal((recs[0].top == boxTop + (above - firstAbove)).withStrength(InternalStrength.stackHug))
            }
        }
        if distribution == .equalSpacing || distribution == .equalCentering {
            var estimate = horizontal ? insets.left + insets.right : insets.top + insets.bottom
            for (i, rec) in recs.enumerated() {
                estimate += max(0, rec.measurement.size[axis])
                if i > 0 { estimate += customSpacing(after: views[i - 1]) ?? spacing }
            }
            let mainDimension = horizontal ? selfRec.width : selfRec.height
            session.addInternal((mainDimension == estimate).withStrength(InternalStrength.stackHug))
        }

        var effective = alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) {
            effective = .leading
            if session.stackWarnings.insert(ObjectIdentifier(self)).inserted {
                session.diagnostics.append(LayoutDiagnostic(
                    severity: .warning, kind: .unsupported,
                    message: "\(stackName) is vertical: baseline alignment applies to horizontal stacks only; using leading",
                    items: [self], notes: [LayoutDiagnostic.Note(location: location, message: "the stack view is created here")]))
            }
        }
        for (i, rec) in recs.enumerated() {
            switch effective {
            case .fill:
                add(rec, crossLead, .equal, selfRec, boxCrossLead, .alignment)
                add(rec, crossTrail, .equal, selfRec, boxCrossTrail, .alignment)
            case .leading:
                add(rec, crossLead, .equal, selfRec, boxCrossLead, .alignment)
                add(rec, crossTrail, .lessThanOrEqual, selfRec, boxCrossTrail, .spanning)
            case .trailing:
                add(rec, crossTrail, .equal, selfRec, boxCrossTrail, .alignment)
                add(rec, crossLead, .greaterThanOrEqual, selfRec, boxCrossLead, .spanning)
            case .center:
                add(rec, crossCenter, .equal, selfRec, boxCrossCenter, .alignment)
                add(rec, crossLead, .greaterThanOrEqual, selfRec, boxCrossLead, .spanning)
                add(rec, crossTrail, .lessThanOrEqual, selfRec, boxCrossTrail, .spanning)
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = effective == .firstBaseline ? .firstBaseline : .lastBaseline
                if i > 0 { add(rec, baseline, .equal, recs[0], baseline, .baseline) }
                add(rec, crossLead, .greaterThanOrEqual, selfRec, boxCrossLead, .spanning)
                add(rec, crossTrail, .lessThanOrEqual, selfRec, boxCrossTrail, .spanning)
            }
        }
    }
}
