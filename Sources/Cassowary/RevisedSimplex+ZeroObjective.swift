/// A solve from scratch whose feasible point already meets every optional constraint stops there.
///
/// Every cost is a strength (≥ 0) on an error column (≥ 0), so the weighted error is never below
/// 0: a feasible point where every error is 0 is optimal, whatever its basis. Phase 2 would still
/// price that basis and, at a degenerate point, pivot until pricing agrees. On a grid of cells
/// with equal widths (grid-10) the crash holds every preference, but in each row of the grid one
/// preference depends on the others and keeps its error basic at 0, all on the same side: the
/// multipliers then add up over the shared first width, some errors price as improving, and phase
/// 2 spent eight pivots of length 0 (a third of the build) turning the basis into one that shows
/// what the zero objective already proves.
///
/// So phase 2 is skipped there and the basis is left unpriced (``optimumByZeroObjective``). What
/// relies on a dual feasible basis prices it first, and pivots only if it must: the warm adds
/// (their dual simplex starts from the kept reduced costs), the uniqueness proof, and a suggestion
/// that moves an error off 0 or a value out of its bounds. A suggestion that keeps every error at 0
/// (dragging a grid's width) needs none of it, and neither does a removal, which moves no value
/// (see ``releaseWarm(rows:)``).
extension RevisedSimplex {
    /// Whether every column with a cost (an error) is 0 within its row's tolerance.
    func errorsAreZero() -> Bool {
        let lower = program.lower, cost = program.cost
        for j in 0..<program.columnCount where cost[j] > 0 && x[j] > lower[j] + boundTolerance[j] { return false }
        return true
    }

    /// Makes an unpriced optimum (see ``optimumByZeroObjective``) a priced one: one BTRAN and one
    /// pricing pass, then phase 2's pivots if some column prices as improving (they move no value
    /// beyond rounding: every error is already 0).
    ///
    /// Returns whether the basis is priced now (false only if rounding on the new basis made the
    /// point stop holding: everything is then as before, still unpriced, and the caller solves
    /// the full way), the work done, and the reduced costs when the basis priced optimal as it
    /// stood (for ``isUniqueOptimum(priced:)``: the uniqueness proof need not price it again).
    /// `unpriced`: what the pricing changed, for a refused warm add to put back (nil if the basis
    /// was priced already).
    mutating func priceUnpricedOptimum() -> (priced: Bool, work: SolverStatistics, reducedCosts: [Double]?,
                                             unpriced: UnpricedOptimum?) {
        guard optimumByZeroObjective else { return (true, SolverStatistics(), nil, nil) }
        let y = multipliers(.optimality)!
        let d = reducedCosts(.optimality, y)
        if chooseEntering(d, phase: .optimality, bland: false, excluded: []) == nil {
            // Priced optimal as it stands: these are the multipliers and reduced costs the warm
            // calls keep (`computeDuals()` would compute the same, the same way).
            let unpriced = UnpricedOptimum(y: self.y, d: self.d, dualsValid: dualsValid, basis: nil)
            optimumByZeroObjective = false
            self.y = y
            self.d = d
            for j in basis { self.d[j] = 0 }
            dualsValid = true
            return (true, SolverStatistics(), d, unpriced)
        }
        let start = self
        statistics = SolverStatistics()
        optimumByZeroObjective = false
        guard optimize(feasible: true) else {
            self = start
            return (false, SolverStatistics(), nil, nil)
        }
        let work = statistics
        statistics = start.statistics
        // Its arrays are those the pivots just copied: keeping them copies nothing more.
        let unpriced = UnpricedOptimum(y: start.y, d: start.d, dualsValid: start.dualsValid,
                                       basis: (start.x, start.basis, start.positionOf, start.factor,
                                               start.boundTolerance, start.factorsFromCrash))
        return (true, work, nil, unpriced)
    }

    /// What pricing an unpriced optimum changes, kept by a warm add so that a refused one puts it
    /// back bit for bit (see ``rollBackJournal()``): the multipliers and reduced costs it replaces
    /// and, when it must pivot, the basis, values and factors before its pivots. Those pivots end
    /// with values recomputed from the new factors, which moves them by rounding; kept after a
    /// refused add, −5002505 came back as −5002504.999999988 (found by fuzzing, crash-21b63f48).
    struct UnpricedOptimum {
        let y: [Double]
        let d: [Double]
        let dualsValid: Bool
        /// The basis before pricing pivoted; nil if pricing found it optimal as it stood.
        let basis: (x: [Double], basis: [Int], positionOf: [Int], factor: BasisFactorization?,
                    boundTolerance: [Double], factorsFromCrash: Bool)?
    }

    /// Puts back what pricing changed (``UnpricedOptimum``): the basis is unpriced again.
    mutating func putBack(_ unpriced: UnpricedOptimum) {
        y = unpriced.y
        d = unpriced.d
        dualsValid = unpriced.dualsValid
        optimumByZeroObjective = true
        if let before = unpriced.basis {
            x = before.x
            basis = before.basis
            positionOf = before.positionOf
            factor = before.factor
            boundTolerance = before.boundTolerance
            factorsFromCrash = before.factorsFromCrash
        }
    }
}
