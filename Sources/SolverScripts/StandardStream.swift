import Foundation

/// Standard output or standard error as a `TextOutputStream`, written through at once (so a
/// benchmark's JSON lines appear as each file finishes).
///
/// ```swift
/// var err = StandardStream.error
/// print("a.txt:3: error: bad number 'x'", to: &err)
/// ```
public struct StandardStream: TextOutputStream {
    private let handle: FileHandle

    public static var output: StandardStream { StandardStream(handle: .standardOutput) }
    public static var error: StandardStream { StandardStream(handle: .standardError) }

    public mutating func write(_ string: String) {
        if !string.isEmpty { handle.write(Data(string.utf8)) }
    }
}
