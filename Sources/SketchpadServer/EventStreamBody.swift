import FlyingFox
import FlyingSocks
import Foundation

/// The bytes of a streamed response (server-sent events, the gallery's pictures): each message
/// of the stream as it comes, so the server writes it at once (as one chunk of a chunked
/// response) and the page sees it.
struct EventStreamBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let messages: AsyncStream<String>

    func makeAsyncIterator() -> Iterator { Iterator(messages: messages.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<String>.AsyncIterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = Array(message.utf8)
            }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            guard let message = await messages.next() else { return nil }
            return Array(message.utf8)
        }
    }
}
