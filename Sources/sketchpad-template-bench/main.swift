// Template front-end benchmark: where the time of a large generated template goes, split into
// YAML parsing, decoding (the loader less the parse and its one checking build), building the
// views and constraints (`Template.instantiate`) and the layout itself, per view, in a release
// build. The list is the layout benchmark's (`sketchpad-layout-bench`): rows of a title, a detail
// and a stack of two labels, 6 views each, here written as a template.
//
//     swift run -c release --scratch-path .build-layout sketchpad-template-bench [--views N] [--runs K]
import Foundation
import SketchpadLayout
import SketchpadTemplates
import SketchpadWidgets
import Yams
#if canImport(Glibc)
import Glibc
#endif

/// A template of about `views` views (whole rows of 6), each row below the previous one.
func makeTemplate(views: Int) -> String {
    let rows = max(1, (views - 1) / 6)
    // The benchmark's engine gets the list's whole height; a template's canvas stops at 14,400.
    var yaml = "canvas: {width: 390, height: \(min(rows * 56, 14_400))}\nviews:\n"
    var constraints = "constraints:\n"
    for i in 0..<rows {
        yaml += """
          - id: row\(i)
            type: view
            views:
              - {id: title\(i), type: label, text: "Item number \(i)", font: 17}
              - {id: detail\(i), type: label, text: "Detail text for row \(i)", font: 13}
              - id: stack\(i)
                type: stack
                axis: horizontal
                alignment: firstBaseline
                spacing: 4
                views:
                  - {type: label, text: "\(i * 7 % 100)", font: 15}
                  - {type: label, text: pts, font: 13}

        """
        constraints += """
          - "row\(i).leading == root.leading"
          - "row\(i).trailing == root.trailing"
          - "row\(i).top == \(i == 0 ? "root.top" : "row\(i - 1).bottom")"
          - "title\(i).leading == row\(i).margins.leading"
          - "title\(i).top == row\(i).margins.top"
          - "detail\(i).leading == title\(i).leading"
          - "detail\(i).top == title\(i).bottom + 4"
          - "detail\(i).bottom == row\(i).margins.bottom"
          - "detail\(i).trailing <= row\(i).margins.trailing"
          - "stack\(i).trailing == row\(i).margins.trailing"
          - "stack\(i).centerY == row\(i).centerY"
          - "title\(i).trailing <= stack\(i).leading - 8"

        """
    }
    return yaml + constraints
}

func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// CPU seconds `body` takes (the process is single-threaded: other processes on a shared machine
/// do not count).
func timed<T>(_ body: () throws -> T) rethrows -> (T, Double) {
    let start = cpuSeconds()
    let value = try body()
    return (value, cpuSeconds() - start)
}

struct Split {
    var parse = 0.0, load = 0.0, build = 0.0, renderBuild = 0.0, layout = 0.0, views = 0
    /// The loader's own work: all of `load` less its parse and its one checking build.
    var decode: Double { load - parse - build }
    /// What a render pays before layout: the load and the tree it draws.
    var frontEnd: Double { load + renderBuild }
}

func measure(views: Int) throws -> Split {
    let text = makeTemplate(views: views)
    var limits = TemplateLimits()
    limits.maxViews = max(limits.maxViews, views + 10)
    limits.maxFileBytes = max(limits.maxFileBytes, text.utf8.count + 1)
    let loader = TemplateLoader(limits: limits)
    var split = Split()
    (_, split.parse) = try timed { try Yams.compose(yaml: text) }
    let template: Template
    (template, split.load) = try timed { try loader.load(text: text, path: "generated.yaml") }
    // What a render pays for its tree after loading (the loader's checking build is kept for it),
    // then what one build costs (a second build makes a new tree).
    let instance: TemplateInstance
    (instance, split.renderBuild) = try timed { try template.instantiate(template.defaultVariant) }
    (_, split.build) = try timed { try template.instantiate(template.defaultVariant) }
    let rows = max(1, (views - 1) / 6)
    let engine = LayoutEngine(canvasSize: Size(width: 390, height: Double(rows * 56)), layoutDirection: .leftToRight)
    let result: LayoutResult
    (result, split.layout) = timed { engine.layout(instance.root) }
    split.views = result.entries.filter { $0.item is View }.count
    let problems = result.diagnostics.filter { $0.severity >= .warning }
    if !problems.isEmpty { print("  (\(problems.count) layout warnings, e.g. \(problems[0]))") }
    return split
}

func option(_ name: String, _ fallback: Int) -> Int {
    guard let i = CommandLine.arguments.firstIndex(of: name), i + 1 < CommandLine.arguments.count else { return fallback }
    return Int(CommandLine.arguments[i + 1]) ?? fallback
}

let sizes = CommandLine.arguments.contains("--views") ? [option("--views", 1_000)] : [1_000, 5_000]
let runs = option("--runs", 5)
func µs(_ seconds: Double, _ views: Int) -> String { String(format: "%6.1f µs", seconds * 1e6 / Double(views)) }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
print("per view, median of \(runs) runs (CPU time):")
print("  views   parse     decode    build     front end  layout    front end / layout")
for n in sizes {
    var splits: [Split] = []
    for _ in 0..<runs {
        do { splits.append(try measure(views: n)) } catch {
            print("error: \(error)")
            exit(1)
        }
    }
    let v = splits[0].views
    let parse = median(splits.map(\.parse)), decode = median(splits.map(\.decode)), build = median(splits.map(\.build))
    let front = median(splits.map(\.frontEnd)), layout = median(splits.map(\.layout))
    print("  \(String(v).padding(toLength: 6, withPad: " ", startingAt: 0))  \(µs(parse, v))  \(µs(decode, v))  \(µs(build, v))  \(µs(front, v))  \(µs(layout, v))  \(String(format: "%.2f", front / layout))")
}
print("(front end = parse + decode + one build: what a render pays before layout, the loader's checking build kept for it)")
