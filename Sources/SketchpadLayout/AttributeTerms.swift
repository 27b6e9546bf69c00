import Cassowary

/// An attribute of an item as the solver sees it, without a heap block: `origin + k × length +
/// constant`, or one variable plus a constant, or only a constant (an attribute with no variable).
///
/// Every constraint of a layout is built from two of these; as ``Expression``s each was a terms
/// array, some 7 allocations per view at 10,000 views, all written once into the session's rows
/// and freed.
struct AttributeTerms {
    /// At most two terms: the origin (coefficient 1) and the length (coefficient `k`).
    ///
    /// Held unretained: the session's records own every variable for the whole layout, and these
    /// terms live only while one row is written. A retain and a release per term were a write to
    /// each variable object that nothing else touches while rows are built: at 10,000 views a
    /// cache miss per term.
    unowned(unsafe) let origin: Variable?
    unowned(unsafe) let length: Variable?
    let k: Double
    let constant: Double

    /// `origin + k × length (+ extra)`: an edge or centre along one axis.
    init(edge origin: FrameComponent, plus length: FrameComponent, times k: Double, extra: Double = 0) {
        self.origin = origin.variable
        self.length = length.variable
        self.k = k
        // The same sum, in the same order, as the expression this replaces.
        constant = origin.offset + k * length.offset + extra
    }

    /// One frame component: its variable plus its offset.
    init(_ component: FrameComponent) {
        origin = component.variable
        length = nil
        k = 0
        constant = component.offset
    }

    /// No variable, constant 0 (``LayoutAttribute/notAnAttribute``).
    init() {
        origin = nil
        length = nil
        k = 0
        constant = 0
    }

    /// Appends the terms, each coefficient passed through `scale`, to the row `rows` is building.
    @inline(__always)
    func appendTerms(to rows: inout ConstraintRows, _ scale: (Double) -> Double) {
        if let origin { rows.appendTerm(origin, scale(1)) }
        if let length { rows.appendTerm(length, scale(k)) }
    }

    var expression: Expression {
        var terms: [Term] = []
        if let origin { terms.append(Term(origin)) }
        if let length { terms.append(Term(length, k)) }
        return Expression(terms, constant: constant)
    }
}
