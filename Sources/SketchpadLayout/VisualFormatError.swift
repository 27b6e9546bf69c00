/// A malformed visual-format string, with the column (1-based, in characters) where parsing failed.
///
/// Its description shows the format with a caret under the problem:
///
/// ```text
/// visual format error at column 8: expected ']' after the view name 'left'
///   H:|-[left-[right]-|
///          ^
/// ```
public struct VisualFormatError: Error, CustomStringConvertible, Hashable, Sendable {
    public let format: String
    /// 1-based column of the offending character (format length + 1 for "at the end").
    public let column: Int
    public let message: String

    public init(format: String, column: Int, message: String) {
        self.format = format
        self.column = column
        self.message = message
    }

    public var description: String {
        "visual format error at column \(column): \(message)\n  \(format)\n  \(String(repeating: " ", count: max(0, column - 1)))^"
    }
}
