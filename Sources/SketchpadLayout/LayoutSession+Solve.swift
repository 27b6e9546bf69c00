import Cassowary

extension LayoutSession {
    /// Solves this pass's entries (minus the ones already broken). Inconsistent required
    /// constraints are broken one at a time (Auto Layout style) and reported with their whole
    /// conflicting set. A variable that nothing determines keeps the solver's starting value, 0.
    ///
    /// `replacements`, if given, holds one solver row per entry to solve instead of the entry's own
    /// (the ambiguity check's shifted copies); errors still point at the entries.
    func solve(reversed: Bool = false, replacements: ConstraintRows? = nil) -> Solver {
        let all = replacements ?? rows
        for _ in 0...entries.count {
            let solver = Solver()
            // The batch as it is (shared, not copied) in the usual case; else the rows of the
            // entries not broken, with the entry of each (row k of the batch is entry `order[k]`).
            let batch: ConstraintRows
            var order: [Int]?
            if broken.isEmpty && !reversed {
                batch = all
            } else {
                var kept: [Int] = []
                kept.reserveCapacity(entries.count)
                for i in entries.indices where !broken.contains(i) { kept.append(i) }
                if reversed { kept.reverse() }
                batch = all.rows(at: kept)
                order = kept
            }
            func entryIndex(ofRow row: Int) -> Int { order?[row] ?? row }
            do {
                try solver.addRows(batch)
                solver.updateVariables()
                return solver
            } catch {
                switch error {
                case let .unsatisfiable(culprit, conflicts):
                    var members = conflicts.map(entryIndex(ofRow:))
                    if members.isEmpty { members = [entryIndex(ofRow: culprit)] }
                    members = Array(Set(members)).sorted()
                    guard let victim = chooseVictim(members) else {
                        return fallback(solver, .unsatisfiableConstraint(batch.constraint(ofRow: culprit),
                                                                         conflicts: conflicts.map { batch.constraint(ofRow: $0) }))
                    }
                    broken.insert(victim)
                    reportConflict(members, victim: victim)
                case let .invalidNumber(row, number):
                    let i = entryIndex(ofRow: row)
                    guard !broken.contains(i) else {
                        return fallback(solver, .invalidNumber(InvalidNumber(
                            place: number.place, problem: number.problem, value: number.value,
                            constraint: batch.constraint(ofRow: row), variable: number.variable)))
                    }
                    broken.insert(i)
                    let ignored = note(forEntry: i)
                    // The number as the user wrote it (`0.000000001`), not as the solver holds it
                    // after moving every term to one side (`-1e-09`).
                    let written = ignored.constraint.flatMap { $0.writtenNumber(equalTo: abs(number.value)) } ?? formatNumber(abs(number.value))
                    let what = number.place == .coefficient ? "the multiplier" : "the \(number.place.rawValue)"
                    diagnostics.append(LayoutDiagnostic(
                        severity: .error, kind: .invalidConstraint,
                        message: "ignored a constraint with an unusable number: \(what) \(written) is \(number.problem.rawValue)"
                            + (number.problem == .negligible ? " (remove the term, or use a multiplier of at least 0.00000001)" : ""),
                        items: items(of: entries[i].source), notes: [ignored], ignored: ignored))
                }
            }
        }
        return Solver()
    }

    private func fallback(_ solver: Solver, _ error: SolverError) -> Solver {
        diagnostics.append(LayoutDiagnostic(
            severity: .error, kind: .inconsistent,
            message: "the solver refused the layout (\(error.kind)); frames are not meaningful: \(error)"))
        let empty = Solver()
        return empty
    }

    /// The constraint to break among conflicting ones: user-written before stack-generated before
    /// engine-made, and among those the one added last (Auto Layout breaks the latest addition).
    private func chooseVictim(_ members: [Int]) -> Int? {
        members.filter { !broken.contains($0) }.max { a, b in
            let ra = breakRank(entries[a].source), rb = breakRank(entries[b].source)
            return ra != rb ? ra < rb : a < b
        }
    }

    private func breakRank(_ source: EntrySource) -> Int {
        switch source {
        case let .constraint(c): return c.object.origin == .stackView ? 2 : 3
        case .stack: return 2
        case let .generated(_, _, rank): return rank
        case .content, .contentSize: return 3
        case .internalPull: return 4
        }
    }

    private func reportConflict(_ members: [Int], victim: Int) {
        let notes = members.map { note(forEntry: $0) }
        let victimNote = note(forEntry: victim)
        var items: [any LayoutItem] = []
        var seen = Set<ObjectIdentifier>()
        for i in members {
            for item in self.items(of: entries[i].source) where seen.insert(ObjectIdentifier(item)).inserted {
                items.append(item)
            }
        }
        let count = members.count
        let head = count == 1
            ? "a required constraint cannot hold"
            : "these \(count) required constraints cannot all hold"
        let at = victimNote.location.map { " (\($0))" } ?? ""
        diagnostics.append(LayoutDiagnostic(
            severity: .error, kind: .inconsistent,
            message: "\(head); ignored '\(victimNote.message)'\(at) to lay out the rest. Remove one of them or lower its priority below 1000",
            items: items, notes: notes, ignored: victimNote))
    }

    /// The note that names entry `i` in a diagnostic.
    func note(forEntry i: Int) -> LayoutDiagnostic.Note {
        func note(_ c: Constraint) -> LayoutDiagnostic.Note {
            let suffix = c.origin == .anchors ? "" : " (\(c.origin))"
            return LayoutDiagnostic.Note(location: c.location, message: c.description + suffix, constraint: c)
        }
        switch entries[i].source {
        case let .constraint(c):
            return note(c.object)
        case .stack:
            return note(constraint(ofStackEntry: i)!)
        case let .generated(text, location, _):
            return LayoutDiagnostic.Note(location: location, message: text)
        case let .content(held, axis, isCompression, intrinsic, priority):
            let view = held.object
            let dimension = axis == .horizontal ? "width" : "height"
            let kind = isCompression ? "compression resistance" : "content hugging"
            return LayoutDiagnostic.Note(
                location: nil,
                message: "\(view.debugName).\(dimension) \(isCompression ? ">=" : "<=") \(formatNumber(intrinsic)) @\(priority) (\(kind) of its intrinsic size)")
        case let .contentSize(held, axis, intrinsic, hugging, compression):
            let view = held.object
            let dimension = axis == .horizontal ? "width" : "height"
            return LayoutDiagnostic.Note(
                location: nil,
                message: "\(view.debugName).\(dimension) >= \(formatNumber(intrinsic)) @\(compression) and <= \(formatNumber(intrinsic)) @\(hugging) (compression resistance and content hugging of its intrinsic size)")
        case .internalPull:
            return LayoutDiagnostic.Note(location: nil, message: "an internal tie-break")
        }
    }

    func items(of source: EntrySource) -> [any LayoutItem] {
        switch source {
        case let .constraint(held): let c = held.object; return [c.firstItem] + (c.secondItem.map { [$0] } ?? [])
        case let .stack(row): return [records[Int(row.first)].item] + (row.second < 0 ? [] : [records[Int(row.second)].item])
        case let .content(view, _, _, _, _), let .contentSize(view, _, _, _, _): return [view.object]
        case .generated, .internalPull: return []
        }
    }
}

extension Constraint.Origin {
    /// Generated by a ``StackView``.
    public static let stackView = Constraint.Origin("stack view")
}

extension EntrySource {
    /// The view, axis and intrinsic size of a content-size entry (either form), else nil.
    var contentSize: (view: View, axis: Axis, intrinsic: Double)? {
        switch self {
        case let .content(view, axis, _, intrinsic, _), let .contentSize(view, axis, intrinsic, _, _): return (view.object, axis, intrinsic)
        default: return nil
        }
    }
}
