import Foundation
import Testing
@testable import SketchpadSwiftUI

/// `@Published` sending its object's `objectWillChange`, and the operators view models chain:
/// `filter`, `compactMap`, `removeDuplicates`, `Future` — with Combine's semantics and demand.
@MainActor @Suite struct CombineOperatorsTests {
    final class Model: ObservableObject {
        @Published var count = 1
        @Published var name = "Ada"
    }

    final class Plain { @Published var value = 0 }

    final class Custom: ObservableObject {
        let objectWillChange = ObservableObjectPublisher()
        @Published var value = 0
    }

    /// Takes `limit` values, then asks for nothing more (to check the demand operators pass on).
    final class Limited<Input>: Subscriber {
        typealias Failure = Never
        let limit: Int
        var received: [Input] = []
        var finished = false
        init(_ limit: Int) { self.limit = limit }
        func receive(subscription: any Subscription) { subscription.request(.max(limit)) }
        func receive(_ input: Input) -> Subscribers.Demand { received.append(input); return .none }
        func receive(completion: Subscribers.Completion<Never>) { finished = true }
    }

    @Test func settingAPublishedPropertySendsObjectWillChangeBeforeTheValueChanges() {
        let model = Model()
        var seen: [Int] = []
        let cancellable = model.objectWillChange.sink { [unowned model] in seen.append(model.count) }
        model.count = 5
        model.name = "Grace"
        model.count = 7
        // Sent in willSet: the sink still reads the old value, once per set.
        #expect(seen == [1, 5, 5])
        #expect(model.count == 7 && model.name == "Grace")
        cancellable.cancel()
        model.count = 8
        #expect(seen.count == 3)
    }

    @Test func objectWillChangeComesBeforeThePropertysOwnPublisher() {
        let model = Model()
        var events: [String] = []
        let a = model.objectWillChange.sink { events.append("objectWillChange") }
        let b = model.$count.dropFirstValue { events.append("$count \($0)") }
        model.count = 2
        #expect(events == ["objectWillChange", "$count 2"])
        _ = (a, b)
    }

    @Test func publishedWorksInAClassThatIsNotObservableAndLeavesACustomObjectWillChangeAlone() {
        let plain = Plain()
        var values: [Int] = []
        let a = plain.$value.sink { values.append($0) }
        plain.value = 3
        #expect(values == [0, 3] && plain.value == 3)

        let custom = Custom()
        var sends = 0
        let b = custom.objectWillChange.sink { sends += 1 }
        custom.value = 1
        #expect(sends == 0)   // a declared objectWillChange is the object's to send
        custom.objectWillChange.send()
        #expect(sends == 1)
        _ = (a, b)
    }

    @Test func filterRepublishesMatchingElementsAndAsksAgainForDroppedOnes() {
        let subject = PassthroughSubject<Int, Never>()
        let limited = Limited<Int>(2)
        subject.filter { $0.isMultiple(of: 2) }.subscribe(limited)
        for value in 1...6 { subject.send(value) }
        #expect(limited.received == [2, 4])   // 1 and 3 did not use up the demand of 2
        var all: [Int] = []
        let c = subject.filter { $0 > 10 }.sink { all.append($0) }
        subject.send(5); subject.send(11)
        #expect(all == [11])
        _ = c
    }

    @Test func compactMapPublishesTheNonNilResults() {
        let subject = PassthroughSubject<String, Never>()
        let limited = Limited<Int>(2)
        subject.compactMap { Int($0) }.subscribe(limited)
        for text in ["1", "x", "", "2", "3"] { subject.send(text) }
        #expect(limited.received == [1, 2])
    }

    @Test func removeDuplicatesDropsRepeatsOfThePreviousElementPerSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var a: [Int] = []
        var b: [Int] = []
        let ca = subject.removeDuplicates().sink { a.append($0) }
        for value in [1, 1, 2, 2, 1, 3, 3] { subject.send(value) }
        let cb = subject.removeDuplicates(by: { abs($0 - $1) < 2 }).sink { b.append($0) }
        for value in [3, 4, 6, 7, 9] { subject.send(value) }
        #expect(a == [1, 2, 1, 3, 4, 6, 7, 9])
        #expect(b == [3, 6, 9])
        let limited = Limited<Int>(2)
        subject.removeDuplicates().subscribe(limited)
        for value in [5, 5, 5, 6, 7] { subject.send(value) }
        #expect(limited.received == [5, 6])
        _ = (ca, cb)
    }

    @Test func aFutureRunsOnceAndGivesItsFirstResultToEverySubscriber() {
        var runs = 0
        var promise: Future<Int, Never>.Promise?
        let future = Future<Int, Never> { runs += 1; promise = $0 }
        #expect(runs == 1)
        var early: [Int] = []
        var earlyFinished = false
        let a = future.sink(receiveCompletion: { _ in earlyFinished = true }, receiveValue: { early.append($0) })
        #expect(early.isEmpty && !earlyFinished)
        promise?(.success(42))
        promise?(.success(43))
        #expect(early == [42] && earlyFinished)
        var late: [Int] = []
        let b = future.sink { late.append($0) }
        #expect(late == [42] && runs == 1)
        _ = (a, b)
    }

    @Test func aFailedFutureFinishesWithItsError() {
        struct Oops: Error, Equatable {}
        let future = Future<Int, Oops> { $0(.failure(Oops())) }
        var completion: Subscribers.Completion<Oops>?
        var values: [Int] = []
        let c = future.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        #expect(values.isEmpty)
        guard case .failure(let error) = completion else { Issue.record("no failure"); return }
        #expect(error == Oops())
        _ = c
    }
}

private extension Publisher where Failure == Never {
    /// A sink that skips the value a current-value publisher gives at subscription.
    func dropFirstValue(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        var first = true
        return sink { if first { first = false } else { receive($0) } }
    }
}
