/// Declares that a type can transmit a sequence of values over time (Combine's `Publisher`,
/// which SwiftUI re-exports). Combine is not on Linux; the subset SwiftUI view code uses is
/// declared here with Combine's signatures (see SwiftUIOnLinux.md, "Combine").
///
/// ```swift
/// let cancellable = Just(3).map { $0 * 2 }.sink { print($0) }   // prints 6
/// ```
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error
    /// Attaches the specified subscriber to this publisher.
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }

    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    /// Transforms all elements from the upstream publisher with a provided closure.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
}

/// A namespace for types that serve as publishers.
public enum Publishers {}
