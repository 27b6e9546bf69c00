/// An incremental Cassowary constraint solver.
///
/// Add required and optional constraints, make variables editable, suggest values, and read the
/// solution with ``updateVariables()``:
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraints([
///     left == 20,
///     left + width <= 300,
///     (width == 400).withStrength(.strong),
/// ])
/// solver.updateVariables()   // left = 20, width = 280
/// ```
///
/// **Semantics.** Required constraints always hold; the solver minimises the weighted sum
/// `Σ strength × |error|` of the optional ones (see ``Strength``).
///
/// **Transactional.** A call that throws leaves the solver exactly as it was: the same values,
/// and later calls behave bit for bit as if the failed call never happened.
///
/// **Deterministic.** The same sequence of calls gives bit-identical values in every process (no
/// hashing decides anything). Each call starts from the solution and basis the previous calls
/// left, so where the optimum is not unique the solution depends on that history (as kiwi's
/// does); where it is unique (see ``hasUniqueSolution``), adding constraints one by one or in one
/// batch gives the same values. Required constraints always hold after a call: when they
/// contradict each other by less than their tolerance at the size values had, and a removal (or
/// a change of edit variables) leaves them unable to hold from scratch, the solve keeps the
/// previous solution, which still holds them.
///
/// **Incremental.** Internally this is a revised simplex over a sparse LU factorisation of the
/// basis. An empty solver given a batch starts from a basis that already satisfies the layout's
/// equalities (see `RevisedSimplex`), so long chains of views stay linear where a textbook
/// tableau fills up. After that, every call starts from the current basis and costs what it
/// touches: each new row of ``addConstraint(_:)`` (and of ``addEditVariable(_:strength:)``) brings
/// one costless basic variable and borders the factorisation, and the dual simplex restores
/// feasibility from there, as kiwi's `dualOptimize` does; ``removeConstraint(_:)`` (and
/// ``removeEditVariable(_:)``) releases its row, and the primal simplex prices only the columns
/// whose reduced cost changed (see `RevisedSimplex+Increment.swift` and
/// `RevisedSimplex+WarmPivots.swift`). ``suggestValue(_:_:)`` moves the values along the edit
/// row's column of `B⁻¹` and pivots only if a value leaves its bounds. A warm call that would
/// touch more than a few passes over the program, meets rounding it does not judge, or finds the
/// new rows infeasible is undone exactly and solved from scratch instead (which finds and explains
/// conflicts). ``addConstraints(_:)`` into an empty solver, or with more constraints than it holds,
/// solves from scratch.
public final class Solver {
    // The tables every term and constraint of a batch goes through are marked
    // `@exclusivity(unchecked)`: the solver is a single-threaded class whose methods never hold
    // two accesses to one of them at once, and the runtime's check of each access (a call, a
    // thread-local access set) cost more than the work it guarded (9% of a 10,000-view layout).
    // Variables in order of first use; their index is their column in the linear program. Held
    // unretained: those of constraint objects and edits are retained in `ownedVariables`, those
    // of rows (`addRows`) by whoever made the rows. At 10,000 views retaining each row variable,
    // and releasing it when the solver goes, touched 40,000 scattered objects twice; now the
    // solver reads a row variable's identity only, and frees its table in one piece.
    @exclusivity(unchecked) var variables: [Unmanaged<Variable>] = []
    // The variables of constraint objects and edits, in order of first use: they keep them alive.
    @exclusivity(unchecked) var ownedVariables: [Variable] = []
    @exclusivity(unchecked) var variableIndex = IdentityIndex()
    // Constraints (including edit constraints) in order of addition, and all their terms.
    @exclusivity(unchecked) var records: [ConstraintRecord] = []
    @exclusivity(unchecked) var terms = TermStore()
    // Each constraint's position in `records`, built on first use (see `recordPosition(of:)`):
    // a layout adds all its constraints in one batch and never asks, and at 10,000 views the
    // table costs more than the batch's checks.
    @exclusivity(unchecked) var recordIndexCache: [ObjectIdentifier: Int]?
    // Edit variables, in order of addition.
    var edits: [EditRecord] = []
    var editIndex: [ObjectIdentifier: Int] = [:]
    // The solved program, or nil while the solver is empty. Its rows are the records' (each
    // record's `row`) and the rows of removed records, released until the next solve from scratch.
    var engine: RevisedSimplex?
    // Terms of removed records still in `terms` (compacted once they outnumber the rest).
    var garbageTermCount = 0
    // Rows of removed records still in the engine, released (see `removeRecords`).
    var releasedRowCount = 0
    // Whether record i sits on the engine's row i (after a solve from scratch, and as long as adds
    // append and removals take the last record); else each record's `row` says (see `row(ofRecord:)`).
    var rowsFollowRecords = true

    public init() {}

    // MARK: Constraints

    /// Adds one required or optional constraint and re-solves from the current basis.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidNumber(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicts:)`` with a minimal conflicting set.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try addConstraints([constraint])
    }

    /// Adds several constraints at once, all or none, and solves once.
    ///
    /// Into an empty solver (a layout) a batch is solved from a crash basis, faster than growing
    /// the solution one row at a time. If any constraint is invalid, a duplicate, or makes the
    /// required constraints unsatisfiable, none is added and the first problem is thrown.
    public func addConstraints(_ constraints: [Constraint]) throws(SolverError) {
        if constraints.isEmpty { return }
        if constraints.count == 1 {
            // One add at a time (kiwi's way, or a check after every line): no set to build.
            if !records.isEmpty && recordPosition(of: constraints[0]) != nil { throw .duplicateConstraint(constraints[0]) }
        } else {
            var seen = IdentityIndex(minimumCapacity: constraints.count)
            for constraint in constraints {
                let key = ObjectIdentifier(constraint)
                if seen[key] != nil || (!records.isEmpty && recordPosition(of: constraint) != nil) {
                    throw .duplicateConstraint(constraint)
                }
                seen[key] = 0
            }
        }
        let saved = snapshot()
        // Reserved only for a batch that outgrows the arrays: reserving the exact count on every
        // add would defeat geometric growth and copy every record each time.
        if records.count + constraints.count > records.capacity {
            records.reserveCapacity(max(records.count + constraints.count, 2 * records.count))
            recordIndexCache?.reserveCapacity(max(records.count + constraints.count, 2 * records.count))
        }
        // Validated and recorded in one pass (each constraint object is read once: at 10,000 views
        // a second pass would find them out of cache); an invalid one puts everything back.
        for constraint in constraints {
            let expression = constraint.expression.isReduced ? constraint.expression : constraint.expression.reduced()
            do throws(SolverError) {
                try Self.validate(constraint, reduced: expression)
            } catch {
                restore(saved)
                throw error
            }
            appendRecord(ConstraintRecord(constraint: constraint, terms: registerTerms(of: expression),
                                          constant: expression.constant, edit: nil))
        }
        if let conflictRecords = solveAdded(from: saved.recordCount) {
            let conflicts = conflictRecords.compactMap { records[$0].constraint }
            restore(saved)
            let culprit = constraints.first { c in conflicts.contains { $0 === c } } ?? constraints[0]
            throw .unsatisfiableConstraint(culprit, conflicts: conflicts)
        }
    }

    /// Removes a constraint and re-solves from the current basis.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the constraint is not in the solver,
    ///   including the constraint an edit variable owns (remove the edit variable instead).
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try removeConstraints([constraint])
    }

    /// Removes several constraints, all or none, and re-solves once.
    public func removeConstraints(_ constraints: [Constraint]) throws(SolverError) {
        if constraints.count == 1 {
            // One by one (the common case): no set of positions to hash, allocate and sort.
            guard let i = recordPosition(of: constraints[0]), records[i].edit == nil else {
                throw .unknownConstraint(constraints[0])
            }
            removeRecords([i])
            return
        }
        var doomed = Set<Int>()
        for constraint in constraints {
            guard let i = recordPosition(of: constraint), records[i].edit == nil,
                  doomed.insert(i).inserted else {
                throw .unknownConstraint(constraint)
            }
        }
        if doomed.isEmpty { return }
        removeRecords(doomed.sorted())
    }

    /// Whether this constraint object is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        guard let i = recordPosition(of: constraint) else { return false }
        return records[i].edit == nil
    }

    /// The constraints in the solver, in the order they were added (edit constraints excluded).
    public var constraints: [Constraint] {
        records.compactMap { $0.edit == nil ? $0.constraint : nil }
    }

    // MARK: Edit variables

    /// Makes `variable` editable: ``suggestValue(_:_:)`` then pulls it towards a value with
    /// `strength`.
    ///
    /// Until the first suggestion the edit asks for the variable's current solved value (0 if
    /// the solver does not hold it yet), so making a variable editable moves nothing. (kiwi asks
    /// for 0 instead, which drags the layout towards the origin until the first suggestion;
    /// values after a suggestion are the same either way.)
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength(_:)``,
    ///   ``SolverError/invalidNumber(_:)`` for a NaN, infinite or negative strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if editIndex[key] != nil { throw .duplicateEditVariable(variable) }
        if !strength.value.isFinite || strength.value < 0 {
            throw .invalidNumber(InvalidNumber(place: .strength, problem: strength.value.isFinite ? .negative : .notFinite,
                                               value: strength.value, constraint: nil, variable: variable))
        }
        if strength.isRequired { throw .badRequiredStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        let current = value(of: variable) ?? 0
        editIndex[key] = edits.count
        edits.append(EditRecord(variable: variable, constraint: constraint, suggestedValue: current))
        appendRecord(ConstraintRecord(constraint: constraint, terms: registerTerms(of: constraint.expression),
                                      constant: -current, edit: edits.count - 1))
        // From the current basis like any add: the edit holds as it is made (it asks for the current
        // value), so it costs a border; the first suggestion that moves the variable pivots the
        // edit's error in, a dual simplex step. An optional constraint never makes the system
        // unsatisfiable; should the warm path fail through rounding, the solve from scratch falls
        // back to the values that held.
        _ = solveAdded(from: records.count - 1, cannotBeRefused: true)
    }

    /// Stops editing `variable` and removes its edit constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let e = editIndex[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        let r = recordPosition(of: edits[e].constraint)!
        edits.remove(at: e)
        editIndex = [:]
        for (i, edit) in edits.enumerated() { editIndex[ObjectIdentifier(edit.variable)] = i }
        for i in records.indices {
            if let old = records[i].edit, old > e { records[i].edit = old - 1 }
        }
        removeRecords([r])
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        editIndex[ObjectIdentifier(variable)] != nil
    }

    /// Pulls an edit variable towards `value` and re-solves from the current solution.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or ``SolverError/invalidNumber(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let e = editIndex[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else {
            throw .invalidNumber(InvalidNumber(place: .suggestion, problem: .notFinite, value: value,
                                               constraint: edits[e].constraint, variable: variable))
        }
        let r = recordPosition(of: edits[e].constraint)!
        records[r].constant = -value
        edits[e].suggestedValue = value
        engine?.setRightHandSide(row: row(ofRecord: r), to: value)
    }

    // MARK: Results

    /// Writes the current solution into every variable's ``Variable/value``.
    public func updateVariables() {
        guard let engine else {
            for v in variables { v._withUnsafeGuaranteedRef { $0.value = 0 } }
            return
        }
        if engine.program.variableCount == engine.program.baseVariableCount {
            engine.x.withUnsafeBufferPointer { x in
                for (i, v) in variables.enumerated() { v._withUnsafeGuaranteedRef { $0.value = x[i] } }
            }
        } else {
            for (i, v) in variables.enumerated() { v._withUnsafeGuaranteedRef { $0.value = engine.value(ofVariable: i) } }
        }
    }

    /// How many variables the solver holds: those its constraints and edits mention, each once.
    package var variableCount: Int { variables.count }

    /// The solved value of `variable` without writing it back, or nil if the solver does not hold it.
    public func value(of variable: Variable) -> Double? {
        guard let i = variableIndex[ObjectIdentifier(variable)] else { return nil }
        return engine?.value(ofVariable: i) ?? 0
    }

    /// Whether the current solution is provably the only optimal one, so that no variable is
    /// ambiguous: every other assignment either breaks a required constraint or misses the
    /// optional ones by more. `false` means "not proved", not "ambiguous": look further (for
    /// instance by solving again from elsewhere) before reporting ambiguity.
    ///
    /// ```swift
    /// try solver.addConstraints([x >= 0, x <= 10])   // any x in 0…10 is optimal
    /// solver.hasUniqueSolution                        // false
    /// try solver.addConstraint((x == 4).withStrength(.weak))
    /// solver.hasUniqueSolution                        // true
    /// ```
    public var hasUniqueSolution: Bool {
        guard var priced = engine else { return variables.isEmpty }
        // A solve that stopped at a zero objective left its basis unpriced: price it (and pivot if
        // it must) before proving anything from it. A query moves nothing: pricing's pivots end
        // with values recomputed from new factors, which rounds them, so a copy is priced and kept
        // only where pricing changed the multipliers and reduced costs alone.
        let pricing = priced.priceUnpricedOptimum()
        if let unpriced = pricing.unpriced, unpriced.basis == nil { engine = priced }
        return pricing.priced && priced.isUniqueOptimum(priced: pricing.reducedCosts)
    }

    /// The work of the last solve: the last add, remove, edit or suggestion. An add the current
    /// solution absorbs shows no pivot and no factorisation.
    public var lastSolveStatistics: SolverStatistics {
        engine?.statistics ?? SolverStatistics()
    }

    /// Forgets every constraint, edit variable and variable.
    public func reset() {
        variables = []
        ownedVariables = []
        variableIndex = IdentityIndex()
        records = []
        terms = TermStore()
        recordIndexCache = nil
        edits = []
        editIndex = [:]
        engine = nil
        garbageTermCount = 0
        releasedRowCount = 0
        rowsFollowRecords = true
    }
}

/// A constraint as the solver holds it: where its terms are in the solver's ``TermStore``, and
/// its current constant (which suggestions change for edit constraints).
struct ConstraintRecord {
    /// nil for a row added with `addRows(_:)`, which has no object.
    let constraint: Constraint?
    var terms: Range<Int>
    var constant: Double
    var edit: Int?
    /// The record's row in the solver's engine, while the solver's `rowsFollowRecords` is false.
    var row = -1
    /// The constraint's relation and strength, copied so that building the linear program reads
    /// only this array and never goes back to the (scattered) constraint objects.
    let relation: RelationalOperator
    let strength: Double
    let isRequired: Bool
    /// The weight of a miss below zero: `strength` unless the constraint weighs its sides apart.
    let strengthBelow: Double

    init(constraint: Constraint, terms: Range<Int>, constant: Double, edit: Int?) {
        self.init(constraint: constraint, terms: terms, constant: constant, edit: edit, relation: constraint.relation,
                  strength: constraint.strength, strengthBelow: constraint.strengthBelow)
    }

    init(constraint: Constraint?, terms: Range<Int>, constant: Double, edit: Int?, relation: RelationalOperator,
         strength: Strength, strengthBelow: Strength?) {
        self.constraint = constraint
        self.terms = terms
        self.constant = constant
        self.edit = edit
        self.relation = relation
        self.strength = strength.value
        isRequired = strength.isRequired
        self.strengthBelow = strengthBelow?.value ?? strength.value
    }
}

struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    var suggestedValue: Double = 0
}
