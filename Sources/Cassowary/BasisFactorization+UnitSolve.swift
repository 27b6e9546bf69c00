/// `B⁻¹ e_row` by position, and the positions where it is not zero: how every basic value moves
/// per unit of row `row`'s right-hand side.
struct UnitSolve {
    let row: Int
    let z: [Double]
    let nonzeros: [Int]
}

extension BasisFactorization {
    /// Rows whose unit solves are kept at once: a drag moves one or two edit variables (x and y)
    /// frame after frame.
    static let keptUnitSolves = 4

    /// `B⁻¹ e_row`, solved once and kept while the factors stand (any eta, border or roll-back
    /// empties ``unitSolves``). A suggestion's increment is this times the change of the suggested
    /// value: a drag on an unchanged basis then costs a product per moved value instead of a
    /// solve through the whole LU and two allocations per frame.
    mutating func unitSolve(row: Int) -> UnitSolve {
        if let kept = unitSolves.first(where: { $0.row == row }) { return kept }
        var v = [Double](repeating: 0, count: size)
        v[row] = 1
        let z = ftran(&v)
        var nonzeros: [Int] = []
        for p in z.indices where z[p] != 0 { nonzeros.append(p) }
        let solved = UnitSolve(row: row, z: z, nonzeros: nonzeros)
        if unitSolves.count >= Self.keptUnitSolves { unitSolves.removeFirst() }
        unitSolves.append(solved)
        return solved
    }
}
