import Testing
@testable import SolverScripts

@Suite struct SampleStatisticsTests {
    @Test func oddCountMedianIsTheMiddleSample() {
        let s = SampleStatistics([5, 1, 3])
        #expect(s == SampleStatistics(median: 3, p95: 5, min: 1, max: 5))
    }

    @Test func evenCountMedianIsTheMeanOfTheMiddleTwo() {
        #expect(SampleStatistics([3, 1, 2, 10]).median == 2.5)
    }

    @Test func p95IsTheNearestRank() {
        // 100 samples 1…100: rank ceil(95) = 95. 101 samples: rank ceil(95.95) = 96. 20: rank 19.
        #expect(SampleStatistics((1...100).map(Double.init)).p95 == 95)
        #expect(SampleStatistics((1...101).map(Double.init)).p95 == 96)
        #expect(SampleStatistics((1...20).map(Double.init)).p95 == 19)
        #expect(SampleStatistics([7]).p95 == 7)
    }

    @Test func jsonNumbersAreRoundedAndStringsEscaped() {
        #expect(BenchmarkReport.number(1.234567, 3) == "1.235")
        #expect(BenchmarkReport.number(12, 4) == "12.0")
        #expect(BenchmarkReport.quoted("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
    }
}

extension SampleStatistics {
    init(median: Double, p95: Double, min: Double, max: Double) {
        self.init([0])
        self.median = median
        self.p95 = p95
        self.min = min
        self.max = max
    }
}
