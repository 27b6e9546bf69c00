#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import SolverScripts

/// `PrintfFormat.g` must print exactly what C's printf prints.
@Suite struct PrintfFormatTests {
    /// The C library's own `%.<p>g`, the reference.
    static func c(_ x: Double, precision: Int = 17) -> String {
        var buffer = [CChar](repeating: 0, count: 1100)
        let count = buffer.count
        _ = buffer.withUnsafeMutableBufferPointer { out in
            withVaList([x]) { vsnprintf(out.baseAddress, count, "%.\(precision)g", $0) }
        }
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    // Written as text: several are not exactly representable, which is the point.
    static let specialValues: [Double] = [
        "0", "-0", "1", "0.1", "0.2", "0.3", "92.08", "92.8", "907.2", "9907.92", "1000", "1e16", "1e17", "1e21",
        "123456789012345678", "1e-4", "1e-5", "0.0001234", "0.00001234", "0.3333333333333333", "100", "1e100",
        "1e-100", "1e308", "1.7976931348623157e308", "2.2250738585072014e-308", "5e-324", "1e-310",
        "0.5", "1.5", "2.5", "9.5", "99999999999999999", "9.9999999999999999e22", "12345678901234567890",
        "0.30000000000000004", "1000000000000000.3", "4503599627370496.5", "9007199254740993",
        "2.220446049250313e-16", "1.0000000000000002", "0.99999999999999989", "1000000000.0000025", "2.5e-6",
    ].map { Double($0)! }

    @Test func specialValuesMatchC() {
        for x in Self.specialValues + Self.specialValues.map({ -$0 }) {
            #expect(PrintfFormat.g(x) == Self.c(x), "value bits \(x.bitPattern)")
        }
    }

    @Test func nonFiniteValuesPrintLikeGlibc() {
        #expect(PrintfFormat.g(.infinity) == "inf")
        #expect(PrintfFormat.g(-.infinity) == "-inf")
        #expect(PrintfFormat.g(.nan) == "nan")
        #expect(PrintfFormat.g(-Double.nan) == "-nan")
    }

    @Test func documentedExamples() {
        #expect(PrintfFormat.g(92.08) == "92.079999999999998")
        #expect(PrintfFormat.g(1000) == "1000")
        #expect(PrintfFormat.g(1e-5) == "1.0000000000000001e-05")
        #expect(PrintfFormat.g(0.5, precision: 3) == "0.5")
    }

    @Test func everyPrecisionMatchesC() {
        let values: [Double] = [0.5, 1.5, 2.5, 3.5, 0.25, 0.125, 999.5, 9.5, 95, 0.00095, 123456.789, 1 / 7, 6.02214076e23]
        for p in 0...20 {
            for x in values {
                #expect(PrintfFormat.g(x, precision: p) == Self.c(x, precision: p), "%.\(p)g of \(x)")
            }
        }
    }

    @Test func randomBitPatternsMatchC() {
        var random = SplitMix64(state: 2026)
        var checked = 0
        while checked < 3000 {
            let x = Double(bitPattern: random.next())
            guard x.isFinite else { continue }
            checked += 1
            let expected = Self.c(x)
            if PrintfFormat.g(x) != expected {
                Issue.record("bits \(x.bitPattern): got \(PrintfFormat.g(x)), C prints \(expected)")
                return
            }
        }
    }

    @Test func randomLayoutSizedValuesMatchC() {
        // The values a layout produces: a few thousand points, with arbitrary fractions.
        var random = SplitMix64(state: 7)
        for _ in 0..<3000 {
            let x = Double(random.next() % 2_000_000) / Double(random.next() % 999 + 1) - 500
            #expect(PrintfFormat.g(x) == Self.c(x), "value bits \(x.bitPattern)")
        }
    }
}
