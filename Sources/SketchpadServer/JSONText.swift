import Foundation

/// JSON as the page reads it: sorted keys (the same data gives the same bytes), no escaped slashes.
enum JSONText {
    static func encode(_ value: some Encodable) -> String {
        String(decoding: data(value), as: UTF8.self)
    }

    static func data(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("null".utf8)
    }
}
