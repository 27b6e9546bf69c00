import Foundation

/// The text of a `.dump` snapshot: each value on a line (`▿` when it has children, `-` when not),
/// children indented by two spaces under it, `name: ` before named children. Unordered
/// collections, structs and classes list their children sorted by their text; an object seen
/// again further down is marked as a circular reference; pointers are removed from
/// descriptions. It is swift-snapshot-testing's format, byte for byte, so its references match.
///
/// ```swift
/// SnapshotDump.text(of: [2, 1])   // "▿ 2 elements\n  - 2\n  - 1\n"
/// ```
enum SnapshotDump {
    static func text<T>(of value: T) -> String { snap(value) }

    private static func snap<T>(
        _ value: T,
        name: String? = nil,
        indent: Int = 0,
        visitedValues: Set<ObjectIdentifier> = .init()
    ) -> String {
        let indentation = String(repeating: " ", count: indent)
        let mirror = Mirror(reflecting: value)
        var children = mirror.children
        let count = children.count
        let bullet = count == 0 ? "-" : "▿"
        var visitedValues = visitedValues

        func typeName() -> String {
            String(describing: mirror.subjectType).replacingOccurrences(of: " #\\d+", with: "", options: .regularExpression)
        }

        let description: String
        switch (value, mirror.displayStyle) {
        case (_, .collection?):
            description = count == 1 ? "1 element" : "\(count) elements"
        case (_, .dictionary?):
            description = count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
            children = sort(children, visitedValues: visitedValues)
        case (_, .set?):
            description = count == 1 ? "1 member" : "\(count) members"
            children = sort(children, visitedValues: visitedValues)
        case (_, .tuple?):
            description = count == 1 ? "(1 element)" : "(\(count) elements)"
        case (_, .optional?):
            description = count == 0 ? "\(typeName()).none" : typeName()
        case (let value as AnySnapshotStringConvertible, _) where type(of: value).renderChildren:
            description = value.snapshotDescription
        case (let value as AnySnapshotStringConvertible, _):
            return "\(indentation)- \(name.map { "\($0): " } ?? "")\(value.snapshotDescription)\n"
        case (let value as CustomStringConvertible, _):
            description = value.description
        case let (value as AnyObject, .class?):
            let objectID = ObjectIdentifier(value)
            if visitedValues.contains(objectID) {
                return "\(indentation)\(bullet) \(name ?? "value") (circular reference detected)\n"
            }
            visitedValues.insert(objectID)
            description = typeName()
            children = sort(children, visitedValues: visitedValues)
        case (_, .struct?):
            description = typeName()
            children = sort(children, visitedValues: visitedValues)
        case (_, .enum?):
            description = count == 0 ? "\(typeName()).\(value)" : typeName()
        case (let value, _):
            description = String(describing: value)
        }

        let lines = ["\(indentation)\(bullet) \(name.map { "\($0): " } ?? "")\(description)\n"]
            + children.map { snap($1, name: $0, indent: indent + 2, visitedValues: visitedValues) }
        return lines.joined()
    }

    private static func sort(_ children: Mirror.Children, visitedValues: Set<ObjectIdentifier>) -> Mirror.Children {
        .init(
            children
                .map { (child: $0, snap: snap($0, visitedValues: visitedValues)) }
                .sorted { $0.snap < $1.snap }
                .map { $0.child })
    }

    /// Dates as ISO 8601 in UTC, whatever the machine's time zone and locale.
    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZZZZZ"
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(abbreviation: "UTC")
        return formatter
    }()

    /// Removes memory addresses (`0x7f…`) from a description.
    static func purgePointers(_ string: String) -> String {
        string.replacingOccurrences(of: ":?\\s*0x[\\da-f]+(\\s*)", with: "$1", options: .regularExpression)
    }
}
