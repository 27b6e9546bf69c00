// libFuzzer target for the equation parser (SketchpadTemplates/EquationParser.swift): the input
// bytes are an equation string (invalid UTF-8 becomes U+FFFD). After every parse it checks, and
// traps if not:
// - parsing is deterministic: a second parse gives the same equation or the same error;
// - an error's column lies inside the string (1…count+1, in characters) and it has a message;
// - a parsed equation has finite numbers, a non-zero multiplier, a priority in 1…1000, and each
//   anchor's column points at the anchor's first name in the string.
// Build and run with Fuzz/run.sh equation [seconds].
import SketchpadLayout
import SketchpadTemplates

func fuzzOne(_ text: String) {
    let first = Result { () throws(EquationError) in try EquationParser.parse(text) }
    let second = Result { () throws(EquationError) in try EquationParser.parse(text) }
    guard first == second else { fatalError("two parses of \(debugQuoted(text)) differ: \(first) vs \(second)") }
    let chars = Array(text)
    switch first {
    case .failure(let error):
        guard (1...chars.count + 1).contains(error.column) else {
            fatalError("error column \(error.column) outside 1…\(chars.count + 1) for \(debugQuoted(text)): \(error.message)")
        }
        guard !error.message.isEmpty else { fatalError("empty error message for \(debugQuoted(text))") }
    case .success(let e):
        guard e.multiplier.isFinite, e.constant.isFinite else {
            fatalError("non-finite numbers parsed from \(debugQuoted(text)): multiplier \(e.multiplier), constant \(e.constant)")
        }
        guard e.multiplier != 0 else { fatalError("zero multiplier from \(debugQuoted(text))") }
        if let p = e.priority, !(1...1000).contains(p.rawValue) { fatalError("priority \(p.rawValue) from \(debugQuoted(text))") }
        for anchor in [e.first] + (e.second.map { [$0] } ?? []) {
            let name = Array(anchor.path.first ?? anchor.attribute.rawValue)
            let at = anchor.column - 1
            guard at >= 0, at + name.count <= chars.count, Array(chars[at..<at + name.count]) == name else {
                fatalError("anchor '\(anchor.description)' at column \(anchor.column) is not there in \(debugQuoted(text))")
            }
        }
    }
}

func debugQuoted(_ s: String) -> String { String(reflecting: s) }

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzOne(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}
