/// A `check VAR VALUE` whose solved value is off by more than `1e-6 · (1 + |VALUE|)`.
///
/// ```swift
/// CheckMismatch.agrees(expected: 92.8, actual: 92.80000000001)   // true
/// CheckMismatch.agrees(expected: 92.8, actual: 92.81)            // false
/// ```
public struct CheckMismatch: Equatable, CustomStringConvertible {
    public var line: Int
    public var variable: String
    public var expected: Double
    public var actual: Double

    public init(line: Int, variable: String, expected: Double, actual: Double) {
        self.line = line
        self.variable = variable
        self.expected = expected
        self.actual = actual
    }

    /// The relative tolerance of `check` lines: loose enough for any correct solver's rounding,
    /// far tighter than a layout ever notices.
    public static let relativeTolerance = 1e-6

    /// Whether `actual` meets `expected`. NaN expects NaN and an infinity expects itself, so
    /// scripts can state those too.
    public static func agrees(expected: Double, actual: Double) -> Bool {
        if expected.isNaN { return actual.isNaN }
        if expected.isInfinite { return actual == expected }
        let difference = actual - expected
        return difference.magnitude <= relativeTolerance * (1 + expected.magnitude)
    }

    /// `LINE: check VAR: expected E, got A` (prefix the file name for a diagnostic).
    public var description: String {
        "\(line): check \(variable): expected \(PrintfFormat.g(expected)), got \(PrintfFormat.g(actual))"
    }
}
