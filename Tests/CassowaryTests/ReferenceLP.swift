import Cassowary

/// An independent, deliberately naive solver for the Cassowary objective, used as a test oracle.
///
/// It shares no code with the engine: variables are split into non-negative halves
/// (x = x⁺ − x⁻), rows are made to have non-negative right-hand sides, and a dense two-phase
/// simplex with Bland's rule (slow, but it always terminates) minimises Σ strength·|error|.
/// Alternative optima are common, so tests compare objective values and feasibility, not values.
struct ReferenceLP {
    enum Outcome: Equatable {
        case infeasible
        case optimal(objective: Double)
    }

    static func solve(_ constraints: [Constraint]) -> Outcome {
        var variables: [ObjectIdentifier] = []
        var index: [ObjectIdentifier: Int] = [:]
        for c in constraints {
            for t in c.expression.terms where index[ObjectIdentifier(t.variable)] == nil {
                index[ObjectIdentifier(t.variable)] = variables.count
                variables.append(ObjectIdentifier(t.variable))
            }
        }
        let n = variables.count
        // Columns: x⁺ (n), x⁻ (n), then per-constraint auxiliaries.
        var columnCost = [Double](repeating: 0, count: 2 * n)
        var rows: [[Double]] = []
        var rhs: [Double] = []
        var auxiliaries: [[(row: Int, value: Double, cost: Double)]] = []
        for (r, c) in constraints.enumerated() {
            let sign: Double = c.relation == .lessThanOrEqual ? -1 : 1
            var row = [Double](repeating: 0, count: 2 * n)
            for t in c.expression.terms {
                let j = index[ObjectIdentifier(t.variable)]!
                row[j] += sign * t.coefficient
                row[n + j] -= sign * t.coefficient
            }
            rows.append(row)
            rhs.append(-sign * c.expression.constant)
            let w = c.strength.value
            switch (c.relation == .equal, c.isRequired) {
            case (true, true): auxiliaries.append([])
            case (false, true): auxiliaries.append([(r, -1, 0)])
            case (true, false): auxiliaries.append([(r, -1, w), (r, 1, w)])
            case (false, false): auxiliaries.append([(r, -1, 0), (r, 1, w)])
            }
        }
        for aux in auxiliaries {
            for a in aux {
                for i in rows.indices { rows[i].append(i == a.row ? a.value : 0) }
                columnCost.append(a.cost)
            }
        }
        return twoPhase(rows: rows, rhs: rhs, cost: columnCost)
    }

    /// min cᵀz, A z = b, z ≥ 0.
    static func twoPhase(rows a: [[Double]], rhs b: [Double], cost c: [Double]) -> Outcome {
        let m = a.count, n = c.count
        guard m > 0 else { return .optimal(objective: 0) }
        // Tableau with artificials; last column is the right-hand side.
        var t = [[Double]](repeating: [Double](repeating: 0, count: n + m + 1), count: m)
        for i in 0..<m {
            let s: Double = b[i] < 0 ? -1 : 1
            for j in 0..<n { t[i][j] = s * a[i][j] }
            t[i][n + i] = 1
            t[i][n + m] = s * b[i]
        }
        var basis = (0..<m).map { n + $0 }
        let eps = 1e-9

        func pivot(row: Int, column: Int) {
            let p = t[row][column]
            for k in 0...(n + m) { t[row][k] /= p }
            for i in 0..<m where i != row && t[i][column] != 0 {
                let f = t[i][column]
                for k in 0...(n + m) { t[i][k] -= f * t[row][k] }
            }
            basis[row] = column
        }

        func run(_ cost: [Double], allowed: Int) -> Bool {
            // With non-negative costs the objective cannot fall forever: a column that finds no
            // pivot row only has entries lost in rounding, so it is set aside, not taken as
            // proof of unboundedness (which once ended phase 2 early, away from the optimum).
            var setAside = Set<Int>()
            for _ in 0..<50_000 {
                // Reduced costs d_j = c_j − c_Bᵀ column j.
                var entering = -1
                for j in 0..<allowed where !basis.contains(j) && !setAside.contains(j) {
                    var d = cost[j]
                    for i in 0..<m { d -= cost[basis[i]] * t[i][j] }
                    if d < -eps * max(1, abs(cost[j])) { entering = j; break }   // Bland: first improving
                }
                if entering < 0 { return true }
                var leave = -1
                var best = Double.infinity
                for i in 0..<m where t[i][entering] > eps {
                    let ratio = t[i][n + m] / t[i][entering]
                    if ratio < best - 1e-12 || (leave >= 0 && abs(ratio - best) <= 1e-12 && basis[i] < basis[leave]) {
                        best = ratio
                        leave = i
                    }
                }
                if leave < 0 {
                    setAside.insert(entering)
                    continue
                }
                setAside.removeAll()
                pivot(row: leave, column: entering)
            }
            return false
        }

        var phase1 = [Double](repeating: 0, count: n + m)
        for i in 0..<m { phase1[n + i] = 1 }
        _ = run(phase1, allowed: n + m)
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= n { infeasibility += t[i][n + m] }
        let scale = 1 + b.reduce(0) { max($0, abs($1)) }
        if infeasibility > 1e-7 * scale { return .infeasible }
        // Drive remaining (zero) artificials out where possible, then optimise without them.
        for i in 0..<m where basis[i] >= n {
            if let j = (0..<n).first(where: { !basis.contains($0) && abs(t[i][$0]) > eps }) {
                pivot(row: i, column: j)
            }
        }
        var phase2 = c + [Double](repeating: 0, count: m)
        for i in 0..<m where basis[i] >= n { phase2[basis[i]] = 0 }
        _ = run(phase2, allowed: n)
        var objective = 0.0
        for i in 0..<m where basis[i] < n { objective += c[basis[i]] * t[i][n + m] }
        return .optimal(objective: objective)
    }
}

/// Σ strength × violation over the optional constraints, at the variables' current values.
func weightedError(_ constraints: [Constraint]) -> Double {
    constraints.filter { !$0.isRequired }.reduce(0) { $0 + $1.strength.value * $1.violation }
}

/// How far our weighted error may lie from the reference optimum and still be that optimum:
/// relative 1e-6, plus each optional residual's rounding floor. A residual computed at values of
/// size `scale` is exact only to about 1e-13 × scale, and its strength weighs that too (a strong
/// equality missed by 1e-12 at values in the hundreds adds 1e-6 to the error).
func objectiveTolerance(_ constraints: [Constraint], reference: Double) -> Double {
    let roundingFloor = constraints.filter { !$0.isRequired }.reduce(0.0) { sum, c in
        sum + c.strength.value * 1e-13 * (1 + abs(c.expression.constant)
            + c.expression.terms.reduce(0) { $0 + abs($1.coefficient) * (1 + abs($1.variable.value)) })
    }
    return 1e-6 * (1 + abs(reference)) + roundingFloor
}

/// A small deterministic generator (SplitMix64), so a failing seed reproduces anywhere.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// A random system of constraints over a few variables: sparse terms, small integer-ish numbers,
/// every strength, every relation; about a third required.
func randomSystem(seed: Int, variableCount: Int = 5, constraintCount: Int = 10) -> (variables: [Variable], constraints: [Constraint]) {
    var rng = SplitMix64(state: UInt64(seed))
    let variables = (0..<variableCount).map { Variable("v\($0)") }
    var constraints: [Constraint] = []
    let strengths: [Strength] = [.required, .required, .required, .strong, .medium, .weak, Strength(7), Strength(2.5)]
    let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 1, 2, 3]
    for _ in 0..<constraintCount {
        var e = Expression(constant: Double(rng.int(-40...40)))
        for _ in 0..<rng.int(1...3) { e.terms.append(Term(rng.pick(variables), rng.pick(coefficients))) }
        let relation = rng.pick([RelationalOperator.equal, .lessThanOrEqual, .greaterThanOrEqual])
        constraints.append(Constraint(e, relation, strength: rng.pick(strengths)))
    }
    return (variables, constraints)
}
