// libFuzzer target for the Cassowary solver: the input bytes are a program of solver calls on a
// few variables (adds, batches, removes, edits, suggestions, including NaN, infinities and
// negligible coefficients). After every call it checks what Solver promises and traps if not:
// - every required constraint held by the solver holds within tolerance; no value is NaN/∞;
// - a call that throws leaves every value exactly as it was, and the constraint set unchanged.
// Build and run with Fuzz/run.sh solver [seconds].
#if canImport(Glibc)
import Glibc
#endif
#if canImport(Cassowary)
import Cassowary   // when built against the library; run.sh compiles the sources into one module
#endif

struct ByteReader {
    var bytes: [UInt8]
    var at = 0
    var isAtEnd: Bool { at >= bytes.count }
    mutating func next() -> UInt8 {
        defer { at += 1 }
        return at < bytes.count ? bytes[at] : 0
    }
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next()) % items.count] }
}

let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 1e-3, 1e3, 0, 1e-12, .nan, .infinity]
let constants: [Double] = [0, 1, -1, 10, -10, 100, -100, 8, 20, 1e6, -1e6, 0.1, .nan, -.infinity]
let strengths: [Strength] = [.required, .required, .required, .strong, .medium, .weak, Strength(3), Strength(0), Strength(-1), Strength(.nan)]
let suggestions: [Double] = [0, 5, -5, 50, 100, 1e5, -1e5, 0.25, .nan, .infinity]
let sided = getenv("SKETCHPAD_FUZZ_SIDED") != nil
/// With SKETCHPAD_FUZZ_ROWS set, batches go in as rows (`Solver.addRows`, the layout's way) instead
/// of objects; the same bytes, so every input means the same calls either way.
let asRows = getenv("SKETCHPAD_FUZZ_ROWS") != nil

func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var input = ByteReader(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let variables = (0..<5).map { Variable("v\($0)") }
    let solver = Solver()
    var made: [Constraint] = []

    func makeConstraint() -> Constraint {
        var e = Expression(constant: input.pick(constants))
        for _ in 0..<(1 + Int(input.next() % 3)) { e.terms.append(Term(input.pick(variables), input.pick(coefficients))) }
        let relation = input.pick([RelationalOperator.equal, .lessThanOrEqual, .greaterThanOrEqual])
        let strength = input.pick(strengths)
        // With SKETCHPAD_FUZZ_SIDED set, equalities may weigh their sides apart (one more byte; off
        // by default so that the inputs in regressions/ keep meaning what they meant).
        let c = sided && relation == .equal && input.next() % 2 == 1
            ? Constraint(e, equalWithStrengthAbove: strength, below: input.pick(strengths))
            : Constraint(e, relation, strength: strength)
        made.append(c)
        return c
    }

    func values() -> [Double] {
        solver.updateVariables()
        return variables.map(\.value)
    }

    func check(after call: String) {
        #if !canImport(Cassowary)
        // Built into one module with the engine (run.sh): the solved program must always describe
        // the solver's current constraints, or a later suggestion edits the wrong row. Removed
        // constraints' rows stay in the engine, released, until the next solve from scratch; so
        // each record must own a distinct live row, with the record's relation, and every other
        // row must be released.
        if let engine = solver.engine {
            var owner = [Int](repeating: -1, count: engine.program.rowCount)
            for (i, record) in solver.records.enumerated() {
                let r = solver.row(ofRecord: i)
                guard r >= 0 && r < owner.count, owner[r] < 0 else {
                    fatalError("\(call): constraint \(i) has row \(r), out of range or shared\n\(solver.dump())")
                }
                owner[r] = i
                let kind = engine.program.rowKind[r]
                if kind == .removed || kind.isRequired != record.isRequired || kind.isEquality != (record.relation == .equal) {
                    fatalError("\(call): constraint \(i) (\(record.constraint)) sits on a \(kind) row \(r)")
                }
            }
            for r in owner.indices where owner[r] < 0 && engine.program.rowKind[r] != .removed {
                fatalError("\(call): row \(r) belongs to no constraint but is not released")
            }
        }
        #endif
        let now = values()
        for v in now where !v.isFinite { fatalError("\(call): non-finite value\n\(solver.dump())") }
        #if !canImport(Cassowary)
        // Rows have no object (so `constraints` below does not list them): each required one holds,
        // judged as a constraint is, at the values just written.
        for record in solver.records where record.constraint == nil && record.isRequired {
            let miss = record.relation.violation(at: solver.value(of: record))
            var scale = 1 + abs(record.constant)
            for k in record.terms { scale += abs(solver.terms.coefficients[k] * solver.variables[solver.terms.variables[k]].takeUnretainedValue().value) }
            if miss > 1e-8 * scale { fatalError("\(call): a required row misses by \(miss)\n\(solver.dump())") }
        }
        // The optional misses the solver reports are those among its constraint values, each value
        // that of its record (the report skips required records by the engine's row kinds, which
        // must therefore agree with the records).
        let plain = solver.records.filter { $0.edit == nil }
        let constraintValues = solver.constraintValues
        for (p, record) in plain.enumerated() where constraintValues[p].bitPattern != solver.value(of: record).bitPattern {
            fatalError("\(call): constraint value \(p) is \(constraintValues[p]), its record's \(solver.value(of: record))\n\(solver.dump())")
        }
        let unmet = solver.unmetOptionalValues(beyond: 1e-6)
        let expected = plain.indices.filter { !plain[$0].isRequired && plain[$0].relation.violation(at: constraintValues[$0]) > 1e-6 }
        if unmet.map(\.position) != expected || unmet.map(\.value.bitPattern) != expected.map({ constraintValues[$0].bitPattern }) {
            fatalError("\(call): unmet optionals \(unmet), expected at \(expected)\n\(solver.dump())")
        }
        #endif
        for c in solver.constraints where c.isRequired {
            let e = c.expression
            var scale = 1 + abs(e.constant)
            for t in e.terms { scale += abs(t.coefficient * t.variable.value) }
            if c.violation > 1e-8 * scale { fatalError("\(call): required \(c) misses by \(c.violation)\n\(solver.dump())") }
        }
    }

    while !input.isAtEnd {
        let before = values()
        let held = solver.constraints.map(ObjectIdentifier.init)
        #if !canImport(Cassowary)
        let heldRecords = solver.records.count
        #endif
        var call = ""
        do throws(SolverError) {
            switch input.next() % 8 {
            case 0, 1:
                let c = input.next() % 4 == 0 && !made.isEmpty ? input.pick(made) : makeConstraint()
                call = "add \(c)"
                try solver.addConstraint(c)
            case 2:
                let batch = (0..<(1 + Int(input.next() % 4))).map { _ in makeConstraint() }
                call = "batch of \(batch.count)\(asRows ? " rows" : ""): " + batch.map { "[\($0)]" }.joined(separator: " ")
                if asRows {
                    var rows = ConstraintRows()
                    for c in batch { rows.append(c) }
                    do throws(ConstraintRowsError) {
                        try solver.addRows(rows)
                    } catch {
                        switch error {
                        case let .unsatisfiable(culprit, conflicts):
                            throw SolverError.unsatisfiableConstraint(batch[culprit], conflicts: conflicts.map { batch[$0] })
                        case let .invalidNumber(_, number):
                            throw SolverError.invalidNumber(number)
                        }
                    }
                } else {
                    try solver.addConstraints(batch)
                }
            case 3:
                let c = !made.isEmpty ? input.pick(made) : makeConstraint()
                call = "remove \(c)"
                try solver.removeConstraint(c)
            case 4:
                let v = input.pick(variables)
                let strength = input.pick(strengths)
                call = "edit \(v) \(strength)"
                try solver.addEditVariable(v, strength: strength)
            case 5, 6:
                let v = input.pick(variables)
                let value = input.pick(suggestions)
                call = "suggest \(v) \(value)"
                try solver.suggestValue(v, value)
            default:
                let v = input.pick(variables)
                call = "unedit \(v)"
                try solver.removeEditVariable(v)
            }
            #if REPLAY
            print("ok   \(call)")
            #endif
        } catch {
            #if REPLAY
            print("fail \(call): \(error.kind)")
            #endif
            // A refused call changes nothing.
            let after = values()
            if after != before && !(after.contains { $0.isNaN }) {
                fatalError("\(call) threw \(error.kind) but values moved: \(before) -> \(after)")
            }
            if solver.constraints.map(ObjectIdentifier.init) != held { fatalError("\(call) threw but the constraints changed") }
            #if !canImport(Cassowary)
            if solver.records.count != heldRecords { fatalError("\(call) threw but the rows changed") }
            #endif
        }
        check(after: call)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzOne(data, size)
    return 0
}

#if REPLAY
// `swiftc -D REPLAY …` builds a plain executable that replays crash files, for debugging.
@main struct Replay {
    static func main() {
        setvbuf(stdout, nil, _IONBF, 0)   // show every call before a trap ends the process
        for path in CommandLine.arguments.dropFirst() {
            guard let file = fopen(path, "rb") else { continue }
            var bytes: [UInt8] = []
            while true {
                let c = fgetc(file)
                if c == EOF { break }
                bytes.append(UInt8(c))
            }
            fclose(file)
            print("replaying \(path) (\(bytes.count) bytes)")
            bytes.withUnsafeBufferPointer { fuzzOne($0.baseAddress!, $0.count) }
        }
    }
}
#endif
