// Foundation's types are transferable as on Apple platforms (Core Transferable declares these
// conformances): a string as UTF-8 plain text, data as data, a URL as a URL.

extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data($0.utf8) } importing: { data in
            guard let string = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
            return string
        }
    }
}

extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data) { $0 } importing: { $0 }
    }
}

extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url) { Data($0.absoluteString.utf8) } importing: { data in
            guard let string = String(data: data, encoding: .utf8), let url = URL(string: string) else { throw CocoaError(.fileReadCorruptFile) }
            return url
        }
    }
}

extension AttributedString: Transferable {
    /// Its characters as UTF-8 plain text (Apple's also offers rich text, which needs UIKit's text system).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText) { Data(String($0.characters).utf8) } importing: { data in
            guard let string = String(data: data, encoding: .utf8) else { throw CocoaError(.fileReadInapplicableStringEncoding) }
            return AttributedString(string)
        }
    }
}
