/// Median, 95th percentile, minimum and maximum of timing samples — the same definitions as
/// `Benchmarks/kiwi_bench.py`, so the two tools' numbers compare.
///
/// ```swift
/// let s = SampleStatistics([3, 1, 2, 10])
/// s.median   // 2.5 (the mean of the two middle samples)
/// s.p95      // 10  (nearest rank: the smallest sample ≥ 95% of the samples)
/// ```
public struct SampleStatistics: Equatable {
    public var median: Double
    public var p95: Double
    public var min: Double
    public var max: Double

    /// - Precondition: `samples` is not empty.
    public init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let s = samples.sorted()
        let n = s.count
        median = n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
        // Nearest rank: ceil(0.95 n) - 1, computed in integers to avoid 0.95·n rounding.
        p95 = s[Swift.max(0, (95 * n + 99) / 100 - 1)]
        min = s[0]
        max = s[n - 1]
    }
}
