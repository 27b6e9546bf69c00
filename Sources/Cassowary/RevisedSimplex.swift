/// Placeholder while the engine is written.
struct RevisedSimplex {
    var program: LinearProgram
    var x: [Double]
    init(program: LinearProgram) {
        self.program = program
        x = [Double](repeating: 0, count: program.columnCount)
    }
    mutating func solve() -> Bool { true }
    mutating func setRightHandSide(row: Int, to value: Double) { program.rhs[row] = value }
    mutating func resolve() {}
    func value(ofColumn j: Int) -> Double { x[j] }
    func conflictCandidates() -> [Int] { [] }
}

struct ConflictFinder {
    let records: [ConstraintRecord]
    let variableCount: Int
    let candidates: [Int]
    func minimalConflict() -> [Constraint] { [] }
}
