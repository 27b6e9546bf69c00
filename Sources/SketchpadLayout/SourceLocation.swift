/// Where a constraint (or a stack, or a template node) was written: a Swift file ID and line, or a
/// template's path, line and column.
///
/// Every factory that creates a ``Constraint`` takes `file: StaticString = #fileID, line: UInt = #line,
/// column: UInt = #column` and records them here, so diagnostics can point at the line to fix.
///
/// ```swift
/// let here = SourceLocation()                                   // this file and line
/// let there = SourceLocation(file: "Templates/login.yaml", line: 12, column: 7)
/// print(there)                                                  // Templates/login.yaml:12:7
/// ```
public struct SourceLocation: Hashable, Sendable {
    public var file: String
    public var line: Int
    /// 1-based; 0 when unknown.
    public var column: Int

    public init(file: String, line: Int, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The location of the caller (or of the given `#fileID`/`#line`/`#column`).
    public init(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        self.init(file: "\(fileID)", line: Int(line), column: Int(column))
    }
}

extension SourceLocation: CustomStringConvertible {
    public var description: String { column > 0 ? "\(file):\(line):\(column)" : "\(file):\(line)" }
}
