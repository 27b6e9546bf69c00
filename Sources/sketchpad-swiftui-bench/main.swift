// SwiftUI layout benchmark (issue 21): a text-free grid of shapes in stacks, and a list of rows
// with text like sketchpad-layout-bench's (title, detail, value and unit in stacks: 6 views a
// row), each with about 1,000 and 10,000 views, resolved and laid out (no drawing) in a release
// build. Text is measured by the same fixed-advance measurer as sketchpad-layout-bench's.
//
//     swift run -c release --scratch-path .build-bench sketchpad-swiftui-bench [--views N --kind grid|list]
//
// `--autolayout` compares the text list with the same screen built through the Auto Layout engine
// (sketchpad-layout-bench's list: the same rows, texts and measurer) and prints both costs per
// view and their ratio (issue 21's target: SwiftUI's at most half). `--autolayout --views N
// --engine swiftui|autolayout [--runs K]` lays out one of them only, for callgrind: the
// difference of two sizes' instruction counts is the cost of the views between them.
import BenchmarkLists
import CProcessMemory
import struct SketchpadLayout.FixedAdvanceTextMeasurer
import struct SketchpadLayout.LayoutEngine
import struct SketchpadLayout.Size
import SketchpadSwiftUI
import SwiftUIBenchmarkLists
#if canImport(Glibc)
import Glibc
#endif

func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// A grid of 10 shapes a row (each a rectangle in a fixed frame: 2 views), rows in a VStack.
struct ShapeGrid: View {
    let rows: Int
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<10, id: \.self) { column in
                        Rectangle().fill((row + column) % 2 == 0 ? Color.blue : Color.orange).frame(width: 20, height: 20)
                    }
                }
            }
        }
    }
}

/// Resolves and lays out `view` (best of `runs`): seconds and the number of laid-out nodes.
@MainActor func measure<V: View>(_ view: V, runs: Int) throws -> (seconds: Double, nodes: Int) {
    var best = Double.infinity
    var nodes = 0
    for _ in 0..<runs {
        var configuration = StillRender.Configuration()
        configuration.proposal = ProposedViewSize(width: 390, height: nil)
        let start = cpuSeconds()
        let still = try StillRender(view, configuration: configuration, measurer: FixedAdvanceTextMeasurer(), drawing: false)
        best = min(best, cpuSeconds() - start)
        nodes = 0
        still.root.forEachNode { _ in nodes += 1 }
    }
    return (best, nodes)
}

/// Lays out sketchpad-layout-bench's list of `rows` rows with the Auto Layout engine (best of
/// `runs`): seconds and the number of laid-out views (the root's children and theirs).
func measureAutoLayout(rows: Int, runs: Int) -> (seconds: Double, views: Int) {
    var best = Double.infinity
    var views = 0
    for _ in 0..<runs {
        let (root, size) = makeList(views: rows * 6 + 1)
        let start = cpuSeconds()
        let result = LayoutEngine(canvasSize: size).layout(root)
        best = min(best, cpuSeconds() - start)
        views = viewCount(of: result) - 1
    }
    return (best, views)
}

/// The text list in SwiftUI and through the Auto Layout engine: costs per view and their ratio.
@MainActor func compareWithAutoLayout(_ args: [String]) throws {
    let runs = args.firstIndex(of: "--runs").flatMap { $0 + 1 < args.count ? Int(args[$0 + 1]) : nil } ?? 1
    if let i = args.firstIndex(of: "--views"), i + 1 < args.count, let n = Int(args[i + 1]) {
        if args.contains("autolayout") {
            let r = measureAutoLayout(rows: n / 6, runs: runs)
            print("  Auto Layout list \(r.views) views: \(r.seconds * 1000) ms")
        } else {
            let r = try measure(TextList(rows: n / 6), runs: runs)
            print("  SwiftUI list \(n / 6 * 6) views: \(r.seconds * 1000) ms, \(r.nodes) nodes")
        }
        return
    }
    print("text list, SwiftUI vs the Auto Layout engine: CPU time of layout, best of 5 interleaved runs")
    for views in [1_000, 10_000] {
        let rows = views / 6
        var swiftUI = Double.infinity, autoLayout = Double.infinity
        var laidOut = 0
        for _ in 0..<5 {
            swiftUI = min(swiftUI, try measure(TextList(rows: rows), runs: 1).seconds)
            let r = measureAutoLayout(rows: rows, runs: 1)
            autoLayout = min(autoLayout, r.seconds)
            laidOut = r.views
        }
        let count = Double(rows * 6)
        precondition(laidOut == rows * 6, "the Auto Layout list has \(laidOut) views, not \(rows * 6)")
        print("  \(rows * 6) views: SwiftUI \(swiftUI * 1e6 / count) µs/view, Auto Layout \(autoLayout * 1e6 / count) µs/view, "
              + "ratio \(swiftUI / autoLayout) (target <= 0.5)")
    }
}

/// Resolve and layout timed apart (for finding where the time goes).
@MainActor func phases<V: View>(_ view: V) throws -> (resolve: Double, layout: Double) {
    let session = RenderSession(measurer: FixedAdvanceTextMeasurer(), canvas: CGRect(x: 0, y: 0, width: 390, height: 1000),
                                safeArea: CGRect(x: 0, y: 0, width: 390, height: 1000))
    let context = ResolveContext(environment: EnvironmentValues(), session: session)
    let t0 = cpuSeconds()
    let nodes = try context.resolve(view)
    let t1 = cpuSeconds()
    let size = nodes[0].sizeThatFits(ProposedViewSize(width: 390, height: nil))
    nodes[0].place(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(width: 390, height: nil))
    return (t1 - t0, cpuSeconds() - t1)
}

@MainActor func run() throws {
    if sketchpad_retain_freed_memory(256 << 20) == 0 { print("(the allocator did not take the settings)") }
    let args = CommandLine.arguments
    if args.contains("--autolayout") { return try compareWithAutoLayout(args) }
    if args.contains("--phases") {
        for _ in 0..<3 {
            let list = try phases(TextList(rows: 1000 / 6)), grid = try phases(ShapeGrid(rows: 1000 / 21))
            print("  list: resolve \(list.resolve * 1000) ms, layout \(list.layout * 1000) ms; grid: resolve \(grid.resolve * 1000) ms, layout \(grid.layout * 1000) ms")
        }
        return
    }
    if let i = args.firstIndex(of: "--views"), i + 1 < args.count, let n = Int(args[i + 1]) {
        let list = args.contains("list")
        let r = list ? try measure(TextList(rows: n / 6), runs: 3) : try measure(ShapeGrid(rows: n / 21), runs: 3)
        print("  \(list ? "list" : "grid") \(n) views: \(r.seconds * 1000) ms, \(r.nodes) nodes")
        return
    }
    print("SwiftUI layout benchmark, CPU time of resolve + layout, best of 5 interleaved runs")
    // Grid: 10 cells of 2 views (rectangle, frame) + 1 row stack = 21 views a row.
    // List: 6 views a row, as sketchpad-layout-bench counts them.
    for (name, perRow) in [("shape grid", 21), ("text list", 6)] {
        var best = [Double.infinity, Double.infinity]
        var nodes = [0, 0]
        for _ in 0..<5 {
            for (k, views) in [1_000, 10_000].enumerated() {
                let rows = views / perRow
                let r = name == "shape grid" ? try measure(ShapeGrid(rows: rows), runs: 1) : try measure(TextList(rows: rows), runs: 1)
                best[k] = min(best[k], r.seconds)
                nodes[k] = rows * perRow
            }
        }
        for k in 0..<2 {
            print("  \(name), \(nodes[k]) views: \(best[k] * 1000) ms, \(best[k] * 1e6 / Double(nodes[k])) µs/view")
        }
        print("  \(name) ratio 10k/1k: \(best[1] / best[0]) (target <= 11)")
    }
}

try MainActor.assumeIsolated { try run() }
