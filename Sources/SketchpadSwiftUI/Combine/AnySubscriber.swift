/// A type-erasing subscriber (Combine's).
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let receiveSubscription: ((any Subscription) -> Void)?
    private let receiveValue: ((Input) -> Subscribers.Demand)?
    private let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S>(_ s: S) where S: Subscriber, Input == S.Input, Failure == S.Failure {
        combineIdentifier = s.combineIdentifier
        receiveSubscription = s.receive(subscription:)
        receiveValue = s.receive(_:)
        receiveCompletion = s.receive(completion:)
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        self.receiveSubscription = receiveSubscription
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }

    public var description: String { "Anonymous AnySubscriber" }
    public func receive(subscription: any Subscription) { receiveSubscription?(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValue?(value) ?? .none }
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion?(completion) }
}
