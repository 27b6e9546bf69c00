// libFuzzer target for the visual-format parser (SketchpadLayout/VisualFormatParser.swift and
// Constraint+VisualFormat.swift). The first input byte picks options and metrics; the rest is the
// format string (invalid UTF-8 becomes U+FFFD), read against a fixed tree: root holding a, b, c,
// d (d inside c), a view `e` with no superview, and metrics that include zero, negatives, huge
// values and (when the first byte asks) NaN and ∞, as a caller of the Swift API may pass.
// After every call it checks, and traps if not:
// - parsing is deterministic: a second call gives the same constraints or the same error;
// - an error's column lies inside the string (1…count+1, in characters) and it has a message;
// - every constraint relates views of the tree with the format's attributes and a priority in 1…1000;
// - the constraints, installed on the tree, lay out (FixedAdvanceTextMeasurer) without a crash, and
//   a layout with finite metrics has finite frames.
// Build and run with Fuzz/run.sh vfl [seconds].
import SketchpadLayout

let optionChoices: [VisualFormatOptions] = [
    [], .alignAllTop, .alignAllLeading, .alignAllCenterY, .alignAllLastBaseline, .alignAllLeft,
    .directionLeftToRight, .directionRightToLeft, [.alignAllTop, .alignAllBottom], [.directionLeftToRight, .directionRightToLeft],
    [.alignAllLeading, .alignAllTrailing, .alignAllCenterX], .alignAllFirstBaseline,
]

func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let selector = bytes.first else { return }
    let format = String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst()), as: UTF8.self)
    let options = optionChoices[Int(selector & 0x0f) % optionChoices.count]
    var metrics: [String: Double] = ["m": 20, "pad": 8, "zero": 0, "neg": -5, "big": 1e300, "tiny": 1e-300, "p": 750]
    let nonFinite = selector & 0x10 != 0
    if nonFinite { metrics["nan"] = .nan; metrics["inf"] = .infinity }

    func tree() -> (root: View, views: [String: View]) {
        let root = View(id: "root")
        var views: [String: View] = [:]
        for name in ["a", "b", "c"] {
            let v = View(id: name)
            root.addSubview(v)
            views[name] = v
        }
        let d = Label("d", numberOfLines: 0)
        d.id = "d"
        views["c"]!.addSubview(d)
        views["d"] = d
        views["e"] = View(id: "e")
        return (root, views)
    }

    func attempt(_ views: [String: View]) -> Result<[Constraint], VisualFormatError> {
        Result { () throws(VisualFormatError) in
            try Constraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
    }

    let (root, views) = tree()
    let first = attempt(views)
    let second = attempt(views)
    let chars = Array(format)
    switch (first, second) {
    case (.failure(let e1), .failure(let e2)):
        guard e1 == e2 else { fatalError("two parses of \(String(reflecting: format)) fail differently: \(e1) / \(e2)") }
        guard (1...chars.count + 1).contains(e1.column) else {
            fatalError("error column \(e1.column) outside 1…\(chars.count + 1) for \(String(reflecting: format)): \(e1.message)")
        }
        guard !e1.message.isEmpty else { fatalError("empty message for \(String(reflecting: format))") }
        return
    case (.success(let cs1), .success(let cs2)):
        guard cs1.map(\.description) == cs2.map(\.description) else {
            fatalError("two parses of \(String(reflecting: format)) differ:\n\(cs1)\n\(cs2)")
        }
        let known = Set(views.values.map(ObjectIdentifier.init) + [ObjectIdentifier(root)])
        for c in cs1 {
            guard known.contains(ObjectIdentifier(c.firstItem)), c.secondItem.map({ known.contains(ObjectIdentifier($0)) }) ?? true else {
                fatalError("\(c) relates a view outside the tree, from \(String(reflecting: format))")
            }
            guard (1...1000).contains(c.priority.rawValue) else { fatalError("\(c): priority out of range") }
            guard c.multiplier == 1 else { fatalError("\(c): multiplier \(c.multiplier)") }
            if let problem = c.validationProblem, !nonFinite {
                fatalError("\(c) from \(String(reflecting: format)) is invalid: \(problem)")
            }
        }
        // Install on the tree and lay out: a format that parses must not crash the engine.
        Constraint.activate(cs1.filter { $0.firstItem !== views["e"]! && $0.secondItem !== views["e"]! })
        let result = LayoutEngine(canvasSize: Size(width: 400, height: 300)).layout(root)
        if cs1.allSatisfy({ abs($0.constant) <= 1e100 }) {
            for entry in result.entries {
                let f = entry.frame
                guard [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) else {
                    fatalError("non-finite frame \(f) for \(entry.item.debugName) from \(String(reflecting: format))")
                }
            }
        }
    default:
        fatalError("one parse of \(String(reflecting: format)) failed and the other did not: \(first) / \(second)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzOne(UnsafeBufferPointer(start: data, count: size))
    return 0
}
