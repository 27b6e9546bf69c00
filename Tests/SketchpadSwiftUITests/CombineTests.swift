import Foundation
import Testing
@testable import SketchpadSwiftUI

/// Combine's names that SwiftUI view code uses, with Combine's semantics: subjects deliver
/// synchronously to subscribers with demand, `Just` and current values arrive at subscription,
/// cancelling (or dropping the `AnyCancellable`) ends delivery.
@MainActor @Suite struct CombineTests {
    final class Model: ObservableObject {
        @Published var count = 1
        var seenInSink: [Int] = []
    }

    @Test func aPassthroughSubjectDeliversSentValuesSynchronouslyUntilCancelled() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)   // before anything subscribes: lost
        var received: [Int] = []
        var finished = false
        let cancellable = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        subject.send(1)
        subject.send(2)
        #expect(received == [1, 2])
        cancellable.cancel()
        subject.send(3)
        #expect(received == [1, 2])
        #expect(!finished)
        var late: [Int] = []
        let other = subject.sink(receiveCompletion: { _ in finished = true }, receiveValue: { late.append($0) })
        subject.send(completion: .finished)
        subject.send(4)
        #expect(finished && late.isEmpty)
        _ = other
    }

    @Test func aCurrentValueSubjectGivesItsValueAtSubscriptionThenEachNewOne() {
        let subject = CurrentValueSubject<String, Never>("a")
        var received: [String] = []
        let cancellable = subject.sink { received.append($0) }
        #expect(received == ["a"])
        subject.value = "b"
        subject.send("c")
        #expect(received == ["a", "b", "c"])
        #expect(subject.value == "c")
        _ = cancellable
    }

    @Test func justDeliversItsValueAtSubscriptionAndFinishes() {
        var events: [String] = []
        let cancellable = Just(7).map { $0 * 2 }.eraseToAnyPublisher()
            .sink(receiveCompletion: { if case .finished = $0 { events.append("finished") } }, receiveValue: { events.append("\($0)") })
        #expect(events == ["14", "finished"])
        _ = cancellable
    }

    @Test func aPublishedPropertysPublisherEmitsBeforeTheValueChanges() {
        let model = Model()
        var received: [Int] = []
        let cancellable = model.$count.sink { [unowned model] in
            received.append($0)
            model.seenInSink.append(model.count)
        }
        model.count = 5
        #expect(received == [1, 5])
        // Published publishes in willSet: the property still has its old value in the sink.
        #expect(model.seenInSink == [1, 1])
        #expect(model.count == 5)
        _ = cancellable
    }

    @Test func assignWritesToAKeyPathAndToAPublishedProperty() {
        final class Target { var text = "" }
        let target = Target()
        let subject = PassthroughSubject<String, Never>()
        var cancellables = Set<AnyCancellable>()
        subject.assign(to: \.text, on: target).store(in: &cancellables)
        subject.send("hello")
        #expect(target.text == "hello")

        let model = Model()
        subject.map(\.count).assign(to: &model.$count)
        subject.send("four")
        #expect(model.count == 4 && target.text == "four")
        cancellables.removeAll()
        subject.send("seven!!")
        // The key-path assignment ended with its cancellable; the one to $count lives with the property.
        #expect(target.text == "four")
        #expect(model.count == 7)
    }

    @Test func droppingTheCancellableEndsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellables: [AnyCancellable] = []
        subject.sink { received.append($0) }.store(in: &cancellables)
        subject.send(1)
        cancellables = []
        subject.send(2)
        #expect(received == [1])
    }

    @Test func aSubscriberGetsNoMoreThanItDemands() {
        final class One: Subscriber {
            typealias Input = Int
            typealias Failure = Never
            var values: [Int] = []
            func receive(subscription: any Subscription) { subscription.request(.max(1)) }
            func receive(_ input: Int) -> Subscribers.Demand { values.append(input); return .none }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let one = One()
        let subject = PassthroughSubject<Int, Never>()
        subject.subscribe(one)
        subject.send(1)
        subject.send(2)
        #expect(one.values == [1])
        #expect(Subscribers.Demand.max(2) + 1 == .max(3))
        #expect(Subscribers.Demand.unlimited - 1 == .unlimited)
        #expect(Subscribers.Demand.none < .max(1) && .max(1_000) < .unlimited)
    }

    @Test func aNotificationCenterPublisherDeliversPostedNotifications() {
        let center = NotificationCenter()
        let name = Notification.Name("CombineTests.refresh")
        var received = 0
        let cancellable = center.publisher(for: name).sink { _ in received += 1 }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(received == 1)
        cancellable.cancel()
        center.post(name: name, object: nil)
        #expect(received == 1)
    }

    @Test func objectWillChangeIsOnePublisherPerObject() {
        let model = Model()
        var count = 0
        let cancellable = model.objectWillChange.sink { count += 1 }
        model.objectWillChange.send()
        #expect(count == 1)
        #expect(model.objectWillChange === model.objectWillChange)
        #expect(Model().objectWillChange !== model.objectWillChange)
        _ = cancellable
    }

    @Test func anAutoconnectedTimerNeverFiresInAStill() {
        let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
        var ticks = 0
        let cancellable = timer.sink { _ in ticks += 1 }
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        #expect(ticks == 0)
        #expect(timer.upstream.interval == 0.01)
        _ = cancellable
    }

    // MARK: onReceive in a render

    @Test func onReceiveOfJustAndCurrentValuesShowsWhatTheActionSets() throws {
        final class Store: ObservableObject { @Published var width = 30 }
        struct Bars: View {
            let store: Store
            let subject: CurrentValueSubject<Int, Never>
            @State private var a = 1
            @State private var b = 1
            @State private var c = 1
            var body: some View {
                VStack {
                    Color.red.frame(width: CGFloat(a), height: 10).accessibilityIdentifier("just")
                        .onReceive(Just(40)) { a = $0 }
                    Color.red.frame(width: CGFloat(b), height: 10).accessibilityIdentifier("published")
                        .onReceive(store.$width) { b = $0 }
                    Color.red.frame(width: CGFloat(c), height: 10).accessibilityIdentifier("subject")
                        .onReceive(subject) { c = $0 }
                }
            }
        }
        let sketch = try Sketch(Bars(store: Store(), subject: CurrentValueSubject(50)), size: CGSize(width: 200, height: 200))
        #expect(sketch.frame(ofID: "just")?.width == 40)
        #expect(sketch.frame(ofID: "published")?.width == 30)
        #expect(sketch.frame(ofID: "subject")?.width == 50)
    }

    @Test func aValueSentDuringTheRenderReachesOnReceiveAndTheSubscriptionEndsWithIt() throws {
        struct Screen: View {
            let events: PassthroughSubject<Int, Never>
            let ticks: Publishers.Autoconnect<Timer.TimerPublisher>
            let calls: Box
            @State private var width = 1
            @State private var ticked = 1
            var body: some View {
                VStack {
                    Color.red.frame(width: CGFloat(width), height: 10).accessibilityIdentifier("bar")
                        .onReceive(events) { calls.count += 1; width = $0 }
                    Color.blue.frame(width: CGFloat(ticked), height: 10).accessibilityIdentifier("timer")
                        .onReceive(ticks) { _ in ticked = 99 }
                    // Sent after the onReceive above subscribed (appear actions run in tree order).
                    Color.clear.frame(width: 1, height: 1).onAppear { events.send(60) }
                }
            }
        }
        final class Box { var count = 0 }
        let events = PassthroughSubject<Int, Never>()
        let calls = Box()
        let sketch = try Sketch(Screen(events: events, ticks: Timer.publish(every: 1, on: .main, in: .common).autoconnect(), calls: calls),
                                size: CGSize(width: 200, height: 200))
        #expect(sketch.frame(ofID: "bar")?.width == 60)
        #expect(sketch.frame(ofID: "timer")?.width == 1)
        #expect(calls.count == 1)
        events.send(70)
        #expect(calls.count == 1, "the render's subscription was cancelled when it ended")
    }
}
