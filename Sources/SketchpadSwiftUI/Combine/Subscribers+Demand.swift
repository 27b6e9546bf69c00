extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// nil: unlimited.
        let count: Int?

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(count: nil)
        /// A request for no elements from the publisher.
        public static let none = Demand(count: 0)
        /// Creates a demand for the given maximum number of elements (not negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(count: value)
        }
        /// The number of requested values, or nil if unlimited.
        public var max: Int? { count }

        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case let (l?, r?): return l < r
            }
        }
        /// Adds two demands (unlimited absorbs).
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count, let r = rhs.count else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(count: sum)
        }
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds a number of elements to a demand.
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Subtracts a number of elements (unlimited stays unlimited; never below none).
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            return Demand(count: Swift.max(0, l - rhs))
        }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    }
}
