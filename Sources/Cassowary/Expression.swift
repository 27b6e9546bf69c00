/// A linear expression `Σ coefficientᵢ·variableᵢ + constant`.
///
/// Build expressions with the arithmetic operators (`2 * x + y - 8`) or directly from terms.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The value of the expression at the variables' current ``Variable/value``s.
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.variable.value }
        return sum
    }

    /// Whether ``reduced()`` would return the expression unchanged: no variable appears twice and
    /// no coefficient is zero. Allocates nothing (the usual case, checked for every constraint a
    /// solver takes, should not cost an array).
    package var isReduced: Bool {
        let n = terms.count
        if n > 16 { return false }
        return terms.withUnsafeBufferPointer { t in
            for i in 0..<n {
                if t[i].coefficient == 0 { return false }
                let v = ObjectIdentifier(t[i].variable)
                for j in 0..<i where ObjectIdentifier(t[j].variable) == v { return false }
            }
            return true
        }
    }

    /// The same expression with the terms of each variable added together, zero terms dropped,
    /// in order of each variable's first appearance (so reduction never depends on hashing).
    public func reduced() -> Expression {
        // Most layout expressions have a handful of terms: a quadratic scan beats hashing there.
        if terms.count <= 16 {
            var combined: [Term] = []
            combined.reserveCapacity(terms.count)
            outer: for term in terms {
                for i in combined.indices where combined[i].variable === term.variable {
                    combined[i].coefficient += term.coefficient
                    continue outer
                }
                combined.append(term)
            }
            if combined.count == terms.count && !combined.contains(where: { $0.coefficient == 0 }) {
                return self
            }
            return Expression(combined.filter { $0.coefficient != 0 }, constant: constant)
        }
        var index: [ObjectIdentifier: Int] = [:]
        var combined: [Term] = []
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let i = index[key] {
                combined[i].coefficient += term.coefficient
            } else {
                index[key] = combined.count
                combined.append(term)
            }
        }
        return Expression(combined.filter { $0.coefficient != 0 }, constant: constant)
    }
}

extension Expression: CustomStringConvertible {
    public var description: String {
        var parts: [String] = []
        for term in terms {
            let c = term.coefficient
            let magnitude = c < 0 ? -c : c
            let body = magnitude == 1 ? "\(term.variable)" : "\(magnitude) * \(term.variable)"
            if parts.isEmpty {
                parts.append(c < 0 ? "-\(body)" : body)
            } else {
                parts.append(c < 0 ? "- \(body)" : "+ \(body)")
            }
        }
        if constant != 0 || parts.isEmpty {
            if parts.isEmpty {
                parts.append("\(constant)")
            } else {
                parts.append(constant < 0 ? "- \(-constant)" : "+ \(constant)")
            }
        }
        return parts.joined(separator: " ")
    }
}
