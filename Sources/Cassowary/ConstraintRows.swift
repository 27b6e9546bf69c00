/// Many constraints as rows of a few flat arrays, for a client that adds thousands at once (a
/// layout) with `Solver.addRows(_:)`: no ``Constraint`` object and no terms array per row.
///
/// A layout of 10,000 views adds some 50,000 constraints. As objects each is two heap blocks (the
/// constraint and its terms) that live as long as the layout and are freed, scattered over the
/// whole heap, when it ends: at that size most of them are a cache miss to free. Here a batch is
/// three arrays whatever its size, and freeing it touches nothing else: the terms hold their
/// variables *unretained*, so whoever builds the rows keeps every variable alive as long as the
/// rows (and the solver's answers about them) are in use.
///
/// A row is `Σ coefficient·variable + constant OP 0`, as ``Constraint/expression``; its terms
/// may repeat a variable and hold zeros (the solver reduces them as it does a constraint's).
///
/// ```swift
/// var rows = ConstraintRows()
/// rows.appendTerm(x, 1)
/// rows.endRow(constant: -10, relation: .greaterThanOrEqual, strength: .required)   // x >= 10
/// try solver.addRows(rows)
/// ```
package struct ConstraintRows {
    package struct Row {
        /// The end of the row's terms (its start is the previous row's end).
        package let termEnd: Int
        package var constant: Double
        package let relation: RelationalOperator
        package let strength: Strength
        /// The weight of a miss below zero of an equality weighted by side, else nil.
        package var strengthBelow: Strength?

        package var isRequired: Bool { strength.isRequired }
    }

    private(set) var variables: [Unmanaged<Variable>] = []
    private(set) var coefficients: [Double] = []
    package private(set) var rows: [Row] = []

    package init() {}

    package var count: Int { rows.count }
    /// The number of terms of all rows.
    package var termCount: Int { variables.count }
    package var isEmpty: Bool { rows.isEmpty }

    /// How many distinct variables the rows are expected to mention (0: not known): a solver that
    /// takes the batch sizes its table of variables for them once, instead of doubling it as they
    /// come (at 10,000 views, 12 rehashes of a table that ends at 1 MB, a cache miss per key moved).
    package private(set) var expectedVariableCount = 0

    /// Reserves room for `rowCount` rows of `termCount` terms in all, mentioning about
    /// `variableCount` distinct variables (see ``expectedVariableCount``).
    package mutating func reserveCapacity(rows rowCount: Int, terms termCount: Int, variables variableCount: Int = 0) {
        expectedVariableCount = variableCount
        rows.reserveCapacity(rowCount)
        variables.reserveCapacity(termCount)
        coefficients.reserveCapacity(termCount)
    }

    /// Appends a term to the row being built (ended by `endRow(constant:relation:strength:strengthBelow:)`).
    @inline(__always)
    package mutating func appendTerm(_ variable: Variable, _ coefficient: Double) {
        variables.append(Unmanaged.passUnretained(variable))
        coefficients.append(coefficient)
    }

    /// Ends the row whose terms were appended since the last one ended.
    package mutating func endRow(constant: Double, relation: RelationalOperator, strength: Strength,
                                 strengthBelow: Strength? = nil) {
        rows.append(Row(termEnd: variables.count, constant: constant, relation: relation,
                        strength: strength, strengthBelow: strengthBelow))
    }

    /// Appends `constraint` as a row (the object is not kept).
    package mutating func append(_ constraint: Constraint) {
        constraint.expression.terms.withUnsafeBufferPointer { terms in
            for term in terms { appendTerm(term.variable, term.coefficient) }
        }
        endRow(constant: constraint.expression.constant, relation: constraint.relation,
               strength: constraint.strength, strengthBelow: constraint.strengthBelow)
    }

    /// Where row `i`'s terms are in `variable(at:)` and `coefficient(at:)`.
    @inline(__always)
    package func terms(ofRow i: Int) -> Range<Int> {
        (i == 0 ? 0 : rows[i - 1].termEnd)..<rows[i].termEnd
    }

    @inline(__always)
    package func coefficient(at k: Int) -> Double { coefficients[k] }

    @inline(__always)
    package func variable(at k: Int) -> Variable { variables[k].takeUnretainedValue() }

    /// Term `k`'s variable, unretained.
    @inline(__always)
    func unmanagedVariable(at k: Int) -> Unmanaged<Variable> { variables[k] }

    /// The identity of term `k`'s variable, read without touching the variable.
    @inline(__always)
    func variableIdentifier(at k: Int) -> ObjectIdentifier {
        variables[k]._withUnsafeGuaranteedRef { ObjectIdentifier($0) }
    }

    /// Replaces row `i`'s constant and its weight below zero (nil: a miss either side weighs its
    /// `strength`).
    package mutating func setConstant(_ constant: Double, strengthBelow: Strength?, ofRow i: Int) {
        rows[i].constant = constant
        rows[i].strengthBelow = strengthBelow
    }

    /// The value of row `i`'s expression at the variables' current ``Variable/value``s, summed in
    /// the order of its terms (as ``Expression/value``).
    package func value(ofRow i: Int) -> Double {
        var sum = rows[i].constant
        for k in terms(ofRow: i) { sum += coefficients[k] * variables[k]._withUnsafeGuaranteedRef { $0.value } }
        return sum
    }

    /// The rows at `indices`, in that order.
    package func rows(at indices: [Int]) -> ConstraintRows {
        var picked = ConstraintRows()
        picked.expectedVariableCount = expectedVariableCount
        picked.rows.reserveCapacity(indices.count)
        for i in indices {
            let range = terms(ofRow: i)
            picked.variables.append(contentsOf: variables[range])
            picked.coefficients.append(contentsOf: coefficients[range])
            let r = rows[i]
            picked.endRow(constant: r.constant, relation: r.relation, strength: r.strength, strengthBelow: r.strengthBelow)
        }
        return picked
    }

    /// Row `i` as a constraint object (for error messages that name it).
    package func constraint(ofRow i: Int) -> Constraint {
        let range = terms(ofRow: i)
        let expression = Expression(range.map { Term(variable(at: $0), coefficients[$0]) }, constant: rows[i].constant)
        let r = rows[i]
        if let below = r.strengthBelow { return Constraint(expression, equalWithStrengthAbove: r.strength, below: below) }
        return Constraint(expression, r.relation, strength: r.strength)
    }
}
