import Cassowary

/// A script resolved to solver objects, ready to run on any number of fresh solvers: one
/// ``Variable`` per name, one ``Constraint`` object per `c` line — or per ID for `c#ID` lines,
/// so that `c#a` twice adds the *same* object (a duplicate) — and consecutive `c` lines
/// grouped into one batch.
///
/// Building the objects here, once, keeps their construction out of the benchmark's timings.
struct CompiledScript {
    enum Step {
        /// Consecutive `c` lines (`var` lines between them do not break a run).
        case add([(line: Int, constraint: Constraint)])
        case remove(line: Int, constraint: Constraint)
        case edit(line: Int, variable: Variable, strength: Strength)
        case unedit(line: Int, variable: Variable)
        case suggest(line: Int, variable: Variable, values: [Double])
        case check(line: Int, name: String, variable: Variable, expected: Double?)
    }

    let script: SolverScript
    let steps: [Step]
    /// Name → variable, for lookups only.
    let variables: [String: Variable]

    init(_ script: SolverScript) {
        self.script = script
        var variables: [String: Variable] = [:]
        for name in script.variableNames { variables[name] = Variable(name) }
        // An ID names one object, made from its first definition wherever that is in the file,
        // so that a `remove` before the definition still refers to it (and is unknown to the
        // solver). An ID that is never defined gets an object no solver will ever hold.
        var byID: [String: Constraint] = [:]
        func make(_ c: ScriptConstraint) -> Constraint {
            let terms = c.terms.map { Term(variables[$0.variable]!, $0.coefficient) }
            return Constraint(Expression(terms, constant: c.constant), c.relation, strength: c.strength)
        }
        for op in script.operations {
            if case .constraint(let c) = op.kind, let id = c.id, byID[id] == nil { byID[id] = make(c) }
        }
        func named(_ id: String) -> Constraint {
            if let c = byID[id] { return c }
            let placeholder = Constraint(Expression(), .equal)
            byID[id] = placeholder
            return placeholder
        }

        var steps: [Step] = []
        var batch: [(line: Int, constraint: Constraint)] = []
        func flush() {
            if !batch.isEmpty { steps.append(.add(batch)) }
            batch = []
        }
        for op in script.operations {
            switch op.kind {
            case .declare:
                continue // declares a name only; does not end a batch
            case .constraint(let c):
                batch.append((op.line, c.id.map(named) ?? make(c)))
                continue
            default:
                flush()
            }
            switch op.kind {
            case .declare, .constraint:
                break
            case .remove(let id):
                steps.append(.remove(line: op.line, constraint: named(id)))
            case .edit(let name, let strength):
                steps.append(.edit(line: op.line, variable: variables[name]!, strength: strength))
            case .unedit(let name):
                steps.append(.unedit(line: op.line, variable: variables[name]!))
            case .suggest(let name, let values):
                steps.append(.suggest(line: op.line, variable: variables[name]!, values: values))
            case .check(let name, let expected):
                steps.append(.check(line: op.line, name: name, variable: variables[name]!, expected: expected))
            }
        }
        flush()
        self.steps = steps
        self.variables = variables
    }

    /// Runs one step on `solver`, appending what it reports to `events`.
    ///
    /// **Batching.** A run of `c` lines goes in with one `addConstraints` call: into an empty
    /// solver a batch is solved from a crash basis, cheaper than growing the solution row by row.
    /// See ``add(_:to:events:)`` for what happens when the batch is refused.
    func execute(_ step: Step, on solver: Solver, events: inout [ScriptEvent]) {
        switch step {
        case .add(let batch):
            add(batch[...], to: solver, events: &events)
        case .remove(let line, let constraint):
            do throws(SolverError) { try solver.removeConstraint(constraint) } catch {
                events.append(.error(line: line, error))
            }
        case .edit(let line, let variable, let strength):
            do throws(SolverError) { try solver.addEditVariable(variable, strength: strength) } catch {
                events.append(.error(line: line, error))
            }
        case .unedit(let line, let variable):
            do throws(SolverError) { try solver.removeEditVariable(variable) } catch {
                events.append(.error(line: line, error))
            }
        case .suggest(let line, let variable, let values):
            for value in values {
                do throws(SolverError) { try solver.suggestValue(variable, value) } catch {
                    events.append(.error(line: line, error))
                }
            }
        case .check(let line, let name, let variable, let expected):
            // The one variable asked for (what updateVariables() would write into it): a check
            // after every line must not cost a pass over every variable.
            events.append(.check(line: line, variable: name, value: solver.value(of: variable) ?? 0, expected: expected))
        }
    }

    /// Adds a run of constraint lines with the same outcome as adding them one by one, in
    /// order (each line either added, or refused with `error LINE KIND` and the solver unchanged).
    ///
    /// The run goes in as one `addConstraints` batch, which is all-or-nothing and accepted exactly
    /// when every line would be accepted one by one (a subset of satisfiable, valid, distinct
    /// constraints is all of these too). When it is refused, the lines go in one by one: each add
    /// starts from the solver's current basis and costs about its own row, so a single
    /// conflicting line in a run of thousands costs one refused batch and one refused line.
    func add(_ batch: ArraySlice<(line: Int, constraint: Constraint)>, to solver: Solver,
             events: inout [ScriptEvent]) {
        if batch.isEmpty { return }
        do {
            try solver.addConstraints(batch.map(\.constraint))
            return
        } catch {
            if batch.count == 1 {
                events.append(.error(line: batch[batch.startIndex].line, error))
                return
            }
        }
        for (line, constraint) in batch {
            do throws(SolverError) { try solver.addConstraint(constraint) } catch {
                events.append(.error(line: line, error))
            }
        }
    }
}
