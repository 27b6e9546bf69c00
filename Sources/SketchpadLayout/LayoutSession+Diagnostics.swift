import Cassowary

extension LayoutSession {
    private var tolerance: Double { engine.options.tolerance }
    private static let reportLimit = 50

    // MARK: Ambiguity

    /// Solves the same layout again with every variable's origin shifted far away (each variable
    /// `v` replaced by `shift + v′`, which only changes each constraint's constant by
    /// `shift × Σ coefficients`). Determined values do not depend on where variables start; a
    /// variable that nothing determines keeps its starting value, 0 in the first solve and the
    /// shift in the second. An item whose size, or whose position relative to its superview (or
    /// owning view), differs between the two is ambiguous. The second solve also adds the
    /// constraints in the reverse order, so that a tie between equally strong optional constraints
    /// (which the solver breaks by order) is broken the other way and shows up too. It has the
    /// same structure as the first, so it costs about the same.
    func diagnoseAmbiguity(frames: [Rect]) {
        let shift = InternalStrength.ambiguityShift
        // Each row as `Constraint(expression, relation, strength:)` copied it before rows: a
        // content size's weight below zero is its weight above in this solve.
        var shifted = rows
        for i in entries.indices {
            var sum = 0.0
            for k in rows.terms(ofRow: i) { sum += rows.coefficient(at: k) }
            shifted.setConstant(rows.rows[i].constant + shift * sum, strengthBelow: nil, ofRow: i)
        }
        // Optional layout constraints a solve left unmet, judged on `solved` (one per entry) at the
        // variables' current values: read after the first solve, before the second overwrites the
        // values, and after the second; together they name ties (see `fight(among:)`). Stack-generated
        // rows are left out: only the constraints written for the tree (``constraints``) are looked up here.
        func unmetLayoutConstraints(_ solved: ConstraintRows) -> Set<ObjectIdentifier> {
            var unmet = Set<ObjectIdentifier>()
            for i in entries.indices where !entries[i].isRequired && !broken.contains(i) {
                if entries[i].relation.violation(at: solved.value(ofRow: i)) > tolerance, case let .constraint(c) = entries[i].source { unmet.insert(ObjectIdentifier(c.object)) }
            }
            return unmet
        }
        let unmetFirst = unmetLayoutConstraints(rows)
        _ = solve(reversed: true, replacements: shifted)
        let unmet = unmetFirst.union(unmetLayoutConstraints(shifted))
        // Every frame component is a variable plus constants (coefficient 1), so each moves by the shift.
        let far = records.map { rec -> Rect in
            let f = rec.frame
            return Rect(x: f.minX + shift, y: f.minY + shift, width: f.width + shift, height: f.height + shift)
        }
        var involving: [[Constraint]]?
        for rec in records where !rec.hidden && rec.ownsVariables {
            let a = frames[rec.index], b = far[rec.index]
            let pa = rec.parent.map { frames[$0] } ?? .zero, pb = rec.parent.map { far[$0] } ?? .zero
            var horizontal: [LayoutAttribute] = [], vertical: [LayoutAttribute] = []
            if abs((a.minX - pa.minX) - (b.minX - pb.minX)) > tolerance { horizontal.append(.left) }
            if abs(a.width - b.width) > tolerance { horizontal.append(.width) }
            if abs((a.minY - pa.minY) - (b.minY - pb.minY)) > tolerance { vertical.append(.top) }
            if abs(a.height - b.height) > tolerance { vertical.append(.height) }
            if horizontal.isEmpty && vertical.isEmpty { continue }
            if involving == nil { involving = constraintsByItem() }
            let related = involving![rec.index]
            for (axis, attributes) in [(Axis.horizontal, horizontal), (.vertical, vertical)] where !attributes.isEmpty {
                let position = axis == .horizontal ? "horizontal position" : "vertical position"
                let size = axis == .horizontal ? "width" : "height"
                let what = attributes.count == 2 ? "\(position) and \(size)" : (attributes[0] == .width || attributes[0] == .height ? size : position)
                let hint = axis == .horizontal
                    ? "constrain its leading, trailing or centerX edge and its width (or both edges)"
                    : "constrain its top, bottom, centerY or baseline and its height (or both edges)"
                let positionInvolved = attributes.contains(.left) || attributes.contains(.top)
                let relative = positionInvolved ? (rec.parent.map { " (relative to \(records[$0].item.debugName))" } ?? "") : ""
                let fighting = fight(among: related, axis: axis, unmet: unmet)
                let message: String
                if fighting.isEmpty {
                    message = "ambiguous layout: the \(what) of \(rec.item.debugName)\(relative) is not determined by its constraints; \(hint)"
                } else {
                    // As written: a template's equation (its identifier), else the constraint itself.
                    let names = fighting.map { "'\($0.identifier ?? $0.description)'" }.joined(separator: " and ")
                    message = "ambiguous layout: the \(what) of \(rec.item.debugName)\(relative) is not determined: \(names) have the same priority (\(fighting[0].priority)) and cannot all hold, so either may win; give one of them a higher priority"
                }
                let noted = fighting + related.filter { c in !fighting.contains { $0 === c } }
                // A warning, as Auto Layout draws an ambiguous layout too (`--strict` makes it an error).
                diagnostics.append(LayoutDiagnostic(
                    severity: .warning, kind: .ambiguous,
                    message: message,
                    items: [rec.item], attributes: attributes,
                    notes: noted.prefix(12).map { LayoutDiagnostic.Note(location: $0.location, message: $0.description, constraint: $0) }))
            }
        }
    }

    // MARK: Negative sizes

    /// Visible views and custom guides whose width or height came out negative: one error per axis,
    /// with the constraints that mention the item on that axis (where the fix is).
    func diagnoseNegativeSizes(frames: [Rect]) {
        var involving: [[Constraint]]?
        for i in summaries.indices where summaries[i].isVisibleOwner && (frames[i].width < -tolerance || frames[i].height < -tolerance) {
            let rec = records[i], f = frames[i]
            for (axis, size) in [(Axis.horizontal, f.width), (.vertical, f.height)] where size < -tolerance {
                if involving == nil { involving = constraintsByItem() }
                let related = involving![rec.index].filter { $0.firstAttribute.axis == axis }
                let dimension = axis == .horizontal ? "width" : "height"
                let edges = axis == .horizontal ? "leading and trailing (or left and right)" : "top and bottom"
                diagnostics.append(LayoutDiagnostic(
                    severity: .error, kind: .negativeSize,
                    message: "the \(dimension) of \(rec.item.debugName) comes out as \(formatNumber(size)): its constraints put one edge past the other; check their constants and which of its \(edges) edges they pin",
                    items: [rec.item], attributes: [axis == .horizontal ? .width : .height],
                    notes: related.prefix(12).map { LayoutDiagnostic.Note(location: $0.location, message: $0.description, constraint: $0) }))
            }
        }
    }

    /// Among the layout constraints `related` to an ambiguous item on `axis`: optional ones of one
    /// priority that the two solves did not all meet, when there are at least two: a tie that the
    /// solver broke one way in the first solve and maybe the other way in the second. Empty if
    /// there is none (the item is simply under-constrained).
    private func fight(among related: [Constraint], axis: Axis, unmet: Set<ObjectIdentifier>) -> [Constraint] {
        let candidates = related.filter { c in
            !c.priority.isRequired && c.firstAttribute.axis == axis && unmet.contains(ObjectIdentifier(c))
        }
        // The strongest priority with two or more unmet constraints: that is the tie that matters.
        var groups: [LayoutPriority: [Constraint]] = [:]
        for c in candidates { groups[c.priority, default: []].append(c) }
        guard let priority = groups.filter({ $0.value.count >= 2 }).keys.max() else { return [] }
        return candidates.filter { $0.priority == priority }
    }

    /// For each record, the valid constraints that mention its item.
    private func constraintsByItem() -> [[Constraint]] {
        var result = [[Constraint]](repeating: [], count: records.count)
        for c in constraints {
            if let r = record(of: c.firstItem) { result[r.index].append(c) }
            if let second = c.secondItem, let r = record(of: second), second !== c.firstItem { result[r.index].append(c) }
        }
        return result
    }

    // MARK: Unmet optional constraints

    /// Optional constraints (and compression resistance) that the solution violates, worst first:
    /// highest priority, then largest violation, then order of writing.
    func diagnoseUnmetOptionals(_ solver: Solver) {
        var unmet: [(index: Int, priority: LayoutPriority, violation: Double)] = []
        // An optional entry whose value misses its relation: reported if its source asks for it.
        // Only these are looked at (most optional constraints hold), so the entries, and the views
        // and constraints their sources hold, are visited for a handful of misses, not all of them.
        func consider(_ i: Int, value: Double) {
            let violation = entries[i].relation.violation(at: value)
            switch entries[i].source {
            case let .constraint(c):
                unmet.append((i, c.object.priority, violation))
            case let .stack(row):
                unmet.append((i, row.priority, violation))
            case let .content(_, _, isCompression, _, priority) where isCompression:
                unmet.append((i, priority, violation))
            case let .contentSize(_, _, _, _, compression):
                // Only a miss below (compressed) is reported; growing past the intrinsic size is fine.
                if -value > tolerance { unmet.append((i, compression, -value)) }
            default:
                break
            }
        }
        if solver.constraintCount == entries.count - broken.count {
            // The solver holds every entry that is not broken, in order, and finds the misses in
            // its own arrays, read in storage order.
            let misses = solver.unmetOptionalValues(beyond: tolerance)
            if broken.isEmpty {
                for miss in misses { consider(miss.position, value: miss.value) }
            } else {
                let kept = entries.indices.filter { !broken.contains($0) }
                for miss in misses { consider(kept[miss.position], value: miss.value) }
            }
        } else {
            // A solver that refused the layout holds none: each entry's row is asked.
            for i in entries.indices where !entries[i].isRequired && !broken.contains(i) {
                let value = rows.value(ofRow: i)
                if entries[i].relation.violation(at: value) > tolerance { consider(i, value: value) }
            }
        }
        unmet.sort { a, b in
            if a.priority != b.priority { return a.priority > b.priority }
            if a.violation != b.violation { return a.violation > b.violation }
            return a.index < b.index
        }
        for u in unmet {
            let entry = entries[u.index]
            let note = self.note(forEntry: u.index)
            let message: String
            let severity: LayoutDiagnostic.Severity
            if let (view, axis, intrinsic) = entry.source.contentSize {
                let dimension = axis == .horizontal ? "width" : "height"
                let actual = intrinsic - u.violation
                message = "\(view.debugName) is compressed to a \(dimension) of \(formatNumber(actual)), below its intrinsic \(formatNumber(intrinsic)); its content may be cut off"
                severity = .warning
            } else {
                message = "optional constraint not met (off by \(formatNumber(u.violation))): \(note.message)"
                severity = u.priority >= .defaultHigh ? .warning : .info
            }
            diagnostics.append(LayoutDiagnostic(severity: severity, kind: .unmetOptional, message: message,
                                                items: items(of: entry.source), notes: [note]))
        }
    }

    // MARK: Overlap and overflow

    /// Visible siblings whose frames overlap by more than the tolerance on both axes, unless either
    /// allows overlap. A sweep over siblings sorted along one axis keeps this near-linear for rows and columns.
    func diagnoseOverlaps(frames: [Rect]) {
        var reported = 0, suppressed = 0
        // The visible views of each view that take part, in subview order: records list siblings
        // in subview order, and each knows its parent and its opt-out.
        // Grouped by parent in one array (a counting sort, stable): `members[start[p]..<start[p + 1]]`
        // are p's. An array per parent was an allocation per view that holds others.
        var start = [Int](repeating: 0, count: records.count + 1)
        var taking: [(index: Int, parent: Int)] = []
        for (i, s) in summaries.enumerated() where s.isVisibleView && !s.flags.contains(.allowsOverlap) && s.parent >= 0 {
            let parent = Int(s.parent)
            let f = frames[i]
            if f.width > tolerance && f.height > tolerance {
                taking.append((i, parent))
                start[parent + 1] += 1
            }
        }
        for p in records.indices { start[p + 1] += start[p] }
        var members = [Int](repeating: 0, count: taking.count)
        var next = start
        for (i, parent) in taking {
            members[next[parent]] = i
            next[parent] += 1
        }
        var children: [(frame: Rect, order: Int)] = []
        var pairs: [(Int, Int)] = []
        for p in records.indices where start[p + 1] - start[p] > 1 {
            // By record (the order among siblings too): views are fetched only for a reported pair.
            children.removeAll(keepingCapacity: true)
            pairs.removeAll(keepingCapacity: true)
            for i in members[start[p]..<start[p + 1]] { children.append((frames[i], i)) }
            // Sweep along the axis where the children are spread out most (a column of rows overlaps
            // entirely in x, so it is swept in y).
            var lowX = Double.infinity, highX = -Double.infinity, lowY = Double.infinity, highY = -Double.infinity
            var sumWidth = 0.0, sumHeight = 0.0
            for c in children {
                lowX = min(lowX, c.frame.minX); highX = max(highX, c.frame.maxX); sumWidth += c.frame.width
                lowY = min(lowY, c.frame.minY); highY = max(highY, c.frame.maxY); sumHeight += c.frame.height
            }
            let sweepY = sumHeight / max(highY - lowY, tolerance) < sumWidth / max(highX - lowX, tolerance)
            func low(_ r: Rect) -> Double { sweepY ? r.minY : r.minX }
            func high(_ r: Rect) -> Double { sweepY ? r.maxY : r.maxX }
            children.sort { low($0.frame) != low($1.frame) ? low($0.frame) < low($1.frame) : $0.order < $1.order }
            for i in children.indices {
                var j = i + 1
                while j < children.count && low(children[j].frame) < high(children[i].frame) - tolerance {
                    let a = children[i].frame, b = children[j].frame
                    let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                    let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    if w > tolerance && h > tolerance {
                        pairs.append(children[i].order < children[j].order ? (i, j) : (j, i))
                    }
                    j += 1
                }
            }
            pairs.sort { children[$0.0].order != children[$1.0].order ? children[$0.0].order < children[$1.0].order : children[$0.1].order < children[$1.1].order }
            for (i, j) in pairs {
                if reported >= Self.reportLimit { suppressed += 1; continue }
                reported += 1
                let a = children[i], b = children[j]
                let overlap = a.frame.intersection(b.frame) ?? .zero
                let viewA = records[a.order].view!, viewB = records[b.order].view!, parent = records[p].view!
                diagnostics.append(LayoutDiagnostic(
                    severity: .warning, kind: .overlapping,
                    message: "\(viewA.debugName) \(a.frame) and \(viewB.debugName) \(b.frame) overlap by \(overlap.size) in \(parent.debugName); set allowsOverlap on one of them if this is intended",
                    items: [viewA, viewB]))
            }
        }
        if suppressed > 0 {
            diagnostics.append(LayoutDiagnostic(severity: .warning, kind: .overlapping,
                                                message: "\(suppressed) more overlapping pairs not listed"))
        }
    }

    /// Visible views that extend outside their superview, unless they allow it or the superview clips.
    func diagnoseOverflow(frames: [Rect]) {
        var reported = 0, suppressed = 0
        for (i, s) in summaries.enumerated() where s.isVisibleView && s.parent >= 0 && s.flags.isDisjoint(with: [.allowsOverflow, .superviewClips]) {
            let parentIndex = Int(s.parent)
            let f = frames[i], p = frames[parentIndex]
            guard f.width > tolerance || f.height > tolerance, !p.contains(f, tolerance: tolerance) else { continue }
            let view = records[i].view!, parent = records[parentIndex].view!
            if reported >= Self.reportLimit { suppressed += 1; continue }
            reported += 1
            var sides: [String] = []
            if f.minX < p.minX - tolerance { sides.append("left by \(formatNumber(p.minX - f.minX))") }
            if f.maxX > p.maxX + tolerance { sides.append("right by \(formatNumber(f.maxX - p.maxX))") }
            if f.minY < p.minY - tolerance { sides.append("top by \(formatNumber(p.minY - f.minY))") }
            if f.maxY > p.maxY + tolerance { sides.append("bottom by \(formatNumber(f.maxY - p.maxY))") }
            diagnostics.append(LayoutDiagnostic(
                severity: .warning, kind: .overflowing,
                message: "\(view.debugName) \(f) extends outside its superview \(parent.debugName) \(p) on the \(sides.joined(separator: ", ")); set allowsOverflow (or clipsToBounds on the superview) if this is intended",
                items: [view, parent]))
        }
        if suppressed > 0 {
            diagnostics.append(LayoutDiagnostic(severity: .warning, kind: .overflowing,
                                                message: "\(suppressed) more overflowing views not listed"))
        }
    }
}
