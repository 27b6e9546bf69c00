// libFuzzer target for the template loader (SketchpadTemplates: Yams composition, limits, includes,
// components, variants, equations, visual formats). The input bytes are a template file's text
// (invalid UTF-8 becomes U+FFFD), loaded as `Templates/fuzz.yaml` so includes of
// `_components/*.yaml` resolve (run from the repository's root, as Fuzz/run.sh does).
// After every load it checks, and traps if not:
// - loading is deterministic: a second load gives the same errors, or the same variants;
// - every error has a message and a line inside the file (0 for the whole file, else 1…lines+1,
//   counting lines as YAML does), with a column no further than just past the line's end;
// - every variant (the first four) instantiates, and the view tree lays out
//   (FixedAdvanceTextMeasurer, so no Pango) without a crash, twice with bit-identical frames.
// Build and run with Fuzz/run.sh template [seconds].
import SketchpadLayout
import SketchpadTemplates

let path = "Templates/fuzz.yaml"

func describe(_ result: Result<Template, TemplateErrors>) -> String {
    switch result {
    case .failure(let e): return "errors:\n" + e.description
    case .success(let t): return "variants: " + t.variants.map { "\($0)" }.joined(separator: "; ")
    }
}

func fuzzOne(_ text: String) {
    let loader = TemplateLoader(root: "Templates")
    let first = Result { () throws(TemplateErrors) in try loader.load(text: text, path: path) }
    let second = Result { () throws(TemplateErrors) in try loader.load(text: text, path: path) }
    guard describe(first) == describe(second) else {
        fatalError("two loads of \(String(reflecting: text)) differ:\n\(describe(first))\n---\n\(describe(second))")
    }
    switch first {
    case .failure(let errors):
        guard !errors.errors.isEmpty else { fatalError("an empty error list for \(String(reflecting: text))") }
        let lines = yamlLines(text)
        for e in errors.errors where e.file == path {
            guard !e.message.isEmpty else { fatalError("an error without a message: \(e)") }
            guard e.line >= 0 && e.line <= lines.count + 1 else {
                fatalError("error line \(e.line) outside 0…\(lines.count + 1) in \(String(reflecting: text)): \(e)")
            }
            if e.line >= 1 && e.line <= lines.count {
                let length = lines[e.line - 1]
                guard e.column >= 0 && e.column <= length + 2 else {
                    fatalError("error column \(e.column) outside line \(e.line) (\(length) characters) in \(String(reflecting: text)): \(e)")
                }
            }
        }
    case .success(let template):
        guard !template.variants.isEmpty else { fatalError("no variants for \(String(reflecting: text))") }
        for variant in template.variants.prefix(4) {
            let a = instantiateAndLayOut(template, variant, text)
            let b = instantiateAndLayOut(template, variant, text)
            guard a.count == b.count else { fatalError("two layouts differ in size for \(String(reflecting: text))") }
            for (x, y) in zip(a, b) where x.bitPattern != y.bitPattern {
                fatalError("two layouts differ (\(x) vs \(y)) for \(String(reflecting: text))")
            }
        }
    }
}

/// The length (in Unicode scalars) of each line as YAML counts lines: CR LF, CR, LF, NEL, LS and PS
/// all end one.
func yamlLines(_ text: String) -> [Int] {
    var lengths = [0]
    var previous: Unicode.Scalar?
    for s in text.unicodeScalars {
        switch s {
        case "\n" where previous == "\r": break
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": lengths.append(0)
        default: lengths[lengths.count - 1] += 1
        }
        previous = s
    }
    return lengths
}

/// Every frame's numbers, in entry order.
func instantiateAndLayOut(_ template: Template, _ variant: TemplateVariant, _ text: String) -> [Double] {
    let instance: TemplateInstance
    do { instance = try template.instantiate(variant) } catch {
        // The default variant was built by the loader; another variant (another device, text
        // size) may still fail, but only with errors, never a trap.
        return []
    }
    var size = Size(width: 393, height: 852)
    if case .size(let s) = template.canvas { size = s }
    let result = LayoutEngine(canvasSize: size, layoutDirection: variant.direction).layout(instance.root)
    return result.entries.flatMap { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzOne(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}
