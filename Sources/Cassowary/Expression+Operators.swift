// Operators that build expressions and constraints, kiwi style:
//
//     let c = x + 2 == y * 3          // required
//     let d = (x >= 10).withStrength(.weak)
//
// Generated as explicit overloads over Variable, Term, Expression and Double: generic operators
// make the type checker slow on long layout equations.

extension Expression {
    static func sum(_ a: Expression, _ b: Expression) -> Expression {
        Expression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    static func scaled(_ a: Expression, _ k: Double) -> Expression {
        Expression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
}

public prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }
public prefix func - (t: Term) -> Term { Term(t.variable, -t.coefficient) }
public prefix func - (e: Expression) -> Expression { Expression.scaled(e, -1) }

public func * (v: Variable, k: Double) -> Term { Term(v, k) }
public func * (k: Double, v: Variable) -> Term { Term(v, k) }
public func / (v: Variable, k: Double) -> Term { Term(v, 1 / k) }
public func * (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient * k) }
public func * (k: Double, t: Term) -> Term { Term(t.variable, t.coefficient * k) }
public func / (t: Term, k: Double) -> Term { Term(t.variable, t.coefficient / k) }
public func * (e: Expression, k: Double) -> Expression { Expression.scaled(e, k) }
public func * (k: Double, e: Expression) -> Expression { Expression.scaled(e, k) }
public func / (e: Expression, k: Double) -> Expression { Expression.scaled(e, 1 / k) }

public func + (a: Variable, b: Variable) -> Expression { Expression.sum(Expression(a), Expression(b)) }
public func - (a: Variable, b: Variable) -> Expression { Expression.sum(Expression(a), -Expression(b)) }
public func + (a: Variable, b: Term) -> Expression { Expression.sum(Expression(a), Expression([b])) }
public func - (a: Variable, b: Term) -> Expression { Expression.sum(Expression(a), -Expression([b])) }
public func + (a: Variable, b: Expression) -> Expression { Expression.sum(Expression(a), b) }
public func - (a: Variable, b: Expression) -> Expression { Expression.sum(Expression(a), -b) }
public func + (a: Variable, b: Double) -> Expression { Expression.sum(Expression(a), Expression(constant: b)) }
public func - (a: Variable, b: Double) -> Expression { Expression.sum(Expression(a), -Expression(constant: b)) }
public func + (a: Term, b: Variable) -> Expression { Expression.sum(Expression([a]), Expression(b)) }
public func - (a: Term, b: Variable) -> Expression { Expression.sum(Expression([a]), -Expression(b)) }
public func + (a: Term, b: Term) -> Expression { Expression.sum(Expression([a]), Expression([b])) }
public func - (a: Term, b: Term) -> Expression { Expression.sum(Expression([a]), -Expression([b])) }
public func + (a: Term, b: Expression) -> Expression { Expression.sum(Expression([a]), b) }
public func - (a: Term, b: Expression) -> Expression { Expression.sum(Expression([a]), -b) }
public func + (a: Term, b: Double) -> Expression { Expression.sum(Expression([a]), Expression(constant: b)) }
public func - (a: Term, b: Double) -> Expression { Expression.sum(Expression([a]), -Expression(constant: b)) }
public func + (a: Expression, b: Variable) -> Expression { Expression.sum(a, Expression(b)) }
public func - (a: Expression, b: Variable) -> Expression { Expression.sum(a, -Expression(b)) }
public func + (a: Expression, b: Term) -> Expression { Expression.sum(a, Expression([b])) }
public func - (a: Expression, b: Term) -> Expression { Expression.sum(a, -Expression([b])) }
public func + (a: Expression, b: Expression) -> Expression { Expression.sum(a, b) }
public func - (a: Expression, b: Expression) -> Expression { Expression.sum(a, -b) }
public func + (a: Expression, b: Double) -> Expression { Expression.sum(a, Expression(constant: b)) }
public func - (a: Expression, b: Double) -> Expression { Expression.sum(a, -Expression(constant: b)) }
public func + (a: Double, b: Variable) -> Expression { Expression.sum(Expression(constant: a), Expression(b)) }
public func - (a: Double, b: Variable) -> Expression { Expression.sum(Expression(constant: a), -Expression(b)) }
public func + (a: Double, b: Term) -> Expression { Expression.sum(Expression(constant: a), Expression([b])) }
public func - (a: Double, b: Term) -> Expression { Expression.sum(Expression(constant: a), -Expression([b])) }
public func + (a: Double, b: Expression) -> Expression { Expression.sum(Expression(constant: a), b) }
public func - (a: Double, b: Expression) -> Expression { Expression.sum(Expression(constant: a), -b) }

public func == (a: Variable, b: Variable) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression(b)), .equal) }
public func <= (a: Variable, b: Variable) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression(b)), .lessThanOrEqual) }
public func >= (a: Variable, b: Variable) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression(b)), .greaterThanOrEqual) }
public func == (a: Variable, b: Term) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression([b])), .equal) }
public func <= (a: Variable, b: Term) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression([b])), .lessThanOrEqual) }
public func >= (a: Variable, b: Term) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression([b])), .greaterThanOrEqual) }
public func == (a: Variable, b: Expression) -> Constraint { Constraint(Expression.sum(Expression(a), -b), .equal) }
public func <= (a: Variable, b: Expression) -> Constraint { Constraint(Expression.sum(Expression(a), -b), .lessThanOrEqual) }
public func >= (a: Variable, b: Expression) -> Constraint { Constraint(Expression.sum(Expression(a), -b), .greaterThanOrEqual) }
public func == (a: Variable, b: Double) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression(constant: b)), .equal) }
public func <= (a: Variable, b: Double) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression(constant: b)), .lessThanOrEqual) }
public func >= (a: Variable, b: Double) -> Constraint { Constraint(Expression.sum(Expression(a), -Expression(constant: b)), .greaterThanOrEqual) }
public func == (a: Term, b: Variable) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression(b)), .equal) }
public func <= (a: Term, b: Variable) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression(b)), .lessThanOrEqual) }
public func >= (a: Term, b: Variable) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression(b)), .greaterThanOrEqual) }
public func == (a: Term, b: Term) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression([b])), .equal) }
public func <= (a: Term, b: Term) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression([b])), .lessThanOrEqual) }
public func >= (a: Term, b: Term) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression([b])), .greaterThanOrEqual) }
public func == (a: Term, b: Expression) -> Constraint { Constraint(Expression.sum(Expression([a]), -b), .equal) }
public func <= (a: Term, b: Expression) -> Constraint { Constraint(Expression.sum(Expression([a]), -b), .lessThanOrEqual) }
public func >= (a: Term, b: Expression) -> Constraint { Constraint(Expression.sum(Expression([a]), -b), .greaterThanOrEqual) }
public func == (a: Term, b: Double) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression(constant: b)), .equal) }
public func <= (a: Term, b: Double) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression(constant: b)), .lessThanOrEqual) }
public func >= (a: Term, b: Double) -> Constraint { Constraint(Expression.sum(Expression([a]), -Expression(constant: b)), .greaterThanOrEqual) }
public func == (a: Expression, b: Variable) -> Constraint { Constraint(Expression.sum(a, -Expression(b)), .equal) }
public func <= (a: Expression, b: Variable) -> Constraint { Constraint(Expression.sum(a, -Expression(b)), .lessThanOrEqual) }
public func >= (a: Expression, b: Variable) -> Constraint { Constraint(Expression.sum(a, -Expression(b)), .greaterThanOrEqual) }
public func == (a: Expression, b: Term) -> Constraint { Constraint(Expression.sum(a, -Expression([b])), .equal) }
public func <= (a: Expression, b: Term) -> Constraint { Constraint(Expression.sum(a, -Expression([b])), .lessThanOrEqual) }
public func >= (a: Expression, b: Term) -> Constraint { Constraint(Expression.sum(a, -Expression([b])), .greaterThanOrEqual) }
public func == (a: Expression, b: Expression) -> Constraint { Constraint(Expression.sum(a, -b), .equal) }
public func <= (a: Expression, b: Expression) -> Constraint { Constraint(Expression.sum(a, -b), .lessThanOrEqual) }
public func >= (a: Expression, b: Expression) -> Constraint { Constraint(Expression.sum(a, -b), .greaterThanOrEqual) }
public func == (a: Expression, b: Double) -> Constraint { Constraint(Expression.sum(a, -Expression(constant: b)), .equal) }
public func <= (a: Expression, b: Double) -> Constraint { Constraint(Expression.sum(a, -Expression(constant: b)), .lessThanOrEqual) }
public func >= (a: Expression, b: Double) -> Constraint { Constraint(Expression.sum(a, -Expression(constant: b)), .greaterThanOrEqual) }
public func == (a: Double, b: Variable) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -Expression(b)), .equal) }
public func <= (a: Double, b: Variable) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -Expression(b)), .lessThanOrEqual) }
public func >= (a: Double, b: Variable) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -Expression(b)), .greaterThanOrEqual) }
public func == (a: Double, b: Term) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -Expression([b])), .equal) }
public func <= (a: Double, b: Term) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -Expression([b])), .lessThanOrEqual) }
public func >= (a: Double, b: Term) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -Expression([b])), .greaterThanOrEqual) }
public func == (a: Double, b: Expression) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -b), .equal) }
public func <= (a: Double, b: Expression) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -b), .lessThanOrEqual) }
public func >= (a: Double, b: Expression) -> Constraint { Constraint(Expression.sum(Expression(constant: a), -b), .greaterThanOrEqual) }
