// Layout benchmark: a generated list of rows (labels, a stack, anchors) with about 1,000 and
// 10,000 views, laid out in a release build. Prints the time per view and the 10k/1k ratio.
//
//     swift run -c release --scratch-path .build-layout sketchpad-layout-bench [--no-ambiguity] [--system-allocator] [--curve]
import CProcessMemory
import BenchmarkLists
import SketchpadLayout
import SketchpadWidgets
#if canImport(Glibc)
import Glibc
#endif

nonisolated(unsafe) var lastStatistics = ""
nonisolated(unsafe) var lastTimings = LayoutTimings()

func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Minor page faults of this process so far: a fault is a page touched for the first time since
/// the allocator got it from the kernel.
func pageFaults() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_minflt
}
nonisolated(unsafe) var lastFaults = 0

func measure(views: Int, runs: Int, options: LayoutEngine.Options) -> (seconds: Double, views: Int, diagnostics: Int) {
    var best = Double.infinity
    var count = 0, diagnostics = 0
    for _ in 0..<runs {
        let (root, size) = makeList(views: views)
        let engine = LayoutEngine(canvasSize: size, options: options)
        var result: LayoutResult?
        // CPU time of this (single-threaded) process: unlike wall-clock time it does not count the
        // time other processes on a shared machine take from us.
        let faults = pageFaults()
        let start = cpuSeconds()
        result = engine.layout(root)
        let seconds = cpuSeconds() - start
        if seconds < best { lastTimings = result!.timings; lastFaults = pageFaults() - faults }
        best = min(best, seconds)
        count = viewCount(of: result!)
        lastStatistics = "\(result!.solverStatistics), \(result!.textPasses) pass(es), \(lastFaults) page faults\n    \(result!.timings)"
        diagnostics = result!.diagnostics.filter { $0.severity >= .warning }.count
        if diagnostics > 0 { print(result!.diagnostics.prefix(3).map(\.description).joined(separator: "\n")) }
    }
    return (best, count, diagnostics)
}

// The allocator setting of the command line, which lays out scene after scene: freed memory is
// kept for reuse. With glibc's defaults a 10k-view layout's memory (~90 MB) is unmapped when it is
// freed and faulted in again by the next layout, while a 1k-view layout's stays mapped; that
// asymmetry, not the layout, then dominates the ratio. `--system-allocator` measures it.
let systemAllocator = CommandLine.arguments.contains("--system-allocator")
if !systemAllocator, sketchpad_retain_freed_memory(256 << 20) == 0 { print("(the allocator did not take the settings)") }
var options = LayoutEngine.Options()
if CommandLine.arguments.contains("--no-ambiguity") { options.detectsAmbiguity = false }
/// Experiments: a column of N plain boxes (required constraints only) or N labels (intrinsic sizes).
if let i = CommandLine.arguments.firstIndex(of: "--column"), i + 2 < CommandLine.arguments.count,
   let n = Int(CommandLine.arguments[i + 2]) {
    let labels = CommandLine.arguments[i + 1] == "labels"
    let root = View(id: "root")
    var previous: View?
    for k in 0..<n {
        let v: View = labels ? Label("label \(k)") : View()
        root.addSubview(v)
        var cs = [v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                  v.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor)]
        if !labels { cs += [v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 20)] }
        Constraint.activate(cs)
        previous = v
    }
    let clock = ContinuousClock()
    let engine = LayoutEngine(canvasSize: Size(width: 390, height: Double(n) * 21), options: options)
    var result: LayoutResult?
    let elapsed = clock.measure { result = engine.layout(root) }
    print("  column of \(n) \(labels ? "labels" : "boxes"): \(elapsed), \(result!.solverStatistics)")
    exit(0)
}
if let i = CommandLine.arguments.firstIndex(of: "--views"), i + 1 < CommandLine.arguments.count,
   let n = Int(CommandLine.arguments[i + 1]) {
    // `--repeat K` lays the list out K times (for profilers); the best run is reported.
    var runs = 1
    if let r = CommandLine.arguments.firstIndex(of: "--repeat"), r + 1 < CommandLine.arguments.count { runs = Int(CommandLine.arguments[r + 1]) ?? 1 }
    let r = measure(views: n, runs: runs, options: options)
    print("  \(r.views) views: \(r.seconds * 1000) ms, \(r.seconds * 1000 / Double(r.views)) ms/view; \(lastStatistics)")
    exit(0)
}
// `--curve`: the time per view over a range of sizes (1k to 20k views), interleaved, best of 5
// each: linear cost shows as a flat column.
if CommandLine.arguments.contains("--curve") {
    let sizes = [1_000, 2_000, 5_000, 10_000, 20_000]
    var best = [Double](repeating: .infinity, count: sizes.count)
    var counts = [Int](repeating: 0, count: sizes.count)
    for _ in 0..<5 {
        for (i, n) in sizes.enumerated() {
            let r = measure(views: n, runs: 1, options: options)
            best[i] = min(best[i], r.seconds)
            counts[i] = r.views
        }
    }
    func column(_ x: Double, _ width: Int) -> String {
        let text = "\((x * 100).rounded() / 100)"
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
    print("   views  ms/layout  µs/view  × 1k's time  × 1k's views")
    for i in sizes.indices {
        let perView = best[i] * 1e6 / Double(counts[i])
        let views = "\(counts[i])"
        print(String(repeating: " ", count: 8 - views.count) + views + column(best[i] * 1000, 11) + column(perView, 9)
              + column(best[i] / best[0], 13) + column(Double(counts[i]) / Double(counts[0]), 13))
    }
    exit(0)
}
print("layout benchmark, CPU time (ambiguity detection \(options.detectsAmbiguity ? "on" : "off"), \(systemAllocator ? "glibc's default allocator settings" : "freed memory kept for reuse, as the command line does"))")
// Interleaved runs, best of each: the machine may be shared, and the best run is the least disturbed.
var small = (seconds: Double.infinity, views: 0, diagnostics: 0)
var large = small
var smallStatistics = ""
var smallTimings = LayoutTimings(), largeTimings = LayoutTimings()
for _ in 0..<5 {
    let s = measure(views: 1_000, runs: 1, options: options)
    if s.seconds < small.seconds { small = s; smallStatistics = lastStatistics; smallTimings = lastTimings }
    let l = measure(views: 10_000, runs: 1, options: options)
    if l.seconds < large.seconds { large = l; largeTimings = lastTimings }
}
print("  \(small.views) views: \(small.seconds * 1000) ms, \(small.seconds * 1000 / Double(small.views)) ms/view, \(small.diagnostics) warnings; \(smallStatistics)")
print("  \(large.views) views: \(large.seconds * 1000) ms, \(large.seconds * 1000 / Double(large.views)) ms/view, \(large.diagnostics) warnings; \(lastStatistics)")
print("  ratio 10k/1k: \(large.seconds / small.seconds) (target <= 11, issue 26)")
// Per phase, from the best run of each size (wall-clock phase timings, so only indicative).
func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) * 1e-15 }
let phases: [(String, KeyPath<LayoutTimings, Duration>)] = [
    ("collecting", \.collecting), ("measuring", \.measuring), ("building", \.building), ("solving", \.solving), ("diagnosing", \.diagnosing)]
print("  per phase (best runs): " + phases.map { name, path in
    let a = ms(smallTimings[keyPath: path]), b = ms(largeTimings[keyPath: path])
    func r(_ x: Double) -> Double { (x * 10).rounded() / 10 }
    return "\(name) \(r(a)) -> \(r(b)) ms (x\(r(b / max(a, 1e-9))))"
}.joined(separator: ", "))
