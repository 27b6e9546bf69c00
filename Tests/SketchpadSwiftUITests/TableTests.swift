import Foundation
import SketchpadSwiftUI
import Testing

/// `Table` and its columns. Apple's documentation: "In a compact horizontal size class environment,
/// a table shows only its first column" (an iPhone, laid out as a plain list); in a regular one
/// (an iPad) it shows the column headers and every column.
@MainActor @Suite struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let givenName: String
        let familyName: String
        let age: Int
    }

    static let people = [
        Person(id: 1, givenName: "Juan", familyName: "Chavez", age: 34),
        Person(id: 2, givenName: "Mei", familyName: "Chen", age: 28),
        Person(id: 3, givenName: "Tom", familyName: "Clark", age: 51),
    ]

    static var table: some View {
        Table(people) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
            TableColumn("Age") { (person: Person) in Text("\(person.age)").accessibilityIdentifier("age-\(person.id)") }.width(60)
        }
    }

    static let phone = CGSize(width: 390, height: 400), pad = CGSize(width: 820, height: 400)

    @Test func aCompactTableShowsOnlyItsFirstColumnAsAPlainList() throws {
        let sketch = try Sketch(Self.table, size: Self.phone)
        #expect(sketch.still.root.texts == ["Juan", "Mei", "Tom"], "no headers, no other columns")
        let list = try Sketch(List(Self.people) { Text($0.givenName) }.listStyle(.plain), size: Self.phone)
        #expect(try sketch.data() == list.data(), "the same picture as a plain list of the first column")
    }

    @Test func aRegularTableShowsTheHeadersAndEveryColumn() throws {
        let sketch = try Sketch(Self.table, size: Self.pad)
        #expect(sketch.still.root.texts == ["Given Name", "Family Name", "Age", "Juan", "Chavez", "34", "Mei", "Chen", "28", "Tom", "Clark", "51"])
    }

    @Test func columnsLineUpUnderTheirHeadersAndKeepTheirWidths() throws {
        let table = Table(Self.people) {
            TableColumn("Given Name") { (person: Person) in Text(person.givenName).accessibilityIdentifier("given-\(person.id)") }
            TableColumn("Family Name") { (person: Person) in Text(person.familyName).accessibilityIdentifier("family-\(person.id)") }
            TableColumn("Age") { (person: Person) in Color.clear.accessibilityIdentifier("age-\(person.id)") }.width(60)
        }
        let sketch = try Sketch(table, size: Self.pad)
        let given = try #require(sketch.frame(ofID: "given-1")), family = try #require(sketch.frame(ofID: "family-1"))
        let age = try #require(sketch.frame(ofID: "age-1")), age3 = try #require(sketch.frame(ofID: "age-3"))
        #expect(abs(age.width - 60) <= 0.5, "a fixed width: \(age)")
        #expect(age.minX == age3.minX && age.minY < age3.minY, "the same column in each row, rows top to bottom")
        let familyShift = try #require(sketch.frame(ofID: "family-2")).minX
        #expect(family.minX == familyShift && given.minX < family.minX && family.maxX < age.minX)
        // The two flexible columns share what the fixed one leaves: the second starts half way along it.
        let flexibleStart = given.minX, flexibleEnd = age.minX - 8
        #expect(abs(family.minX - (flexibleStart + (flexibleEnd - flexibleStart - 8) / 2 + 8)) <= 1, "\(given) \(family) \(age)")
    }

    @Test func tableOfRowsTakesTableRowsAndForEach() throws {
        var sortOrder = [KeyPathComparator(\Person.givenName)]
        let binding = Binding(get: { sortOrder }, set: { sortOrder = $0 })
        let table = Table(of: Person.self, sortOrder: binding) {
            TableColumn("Given Name", value: \.givenName)
            TableColumn("Family Name", value: \.familyName)
        } rows: {
            TableRow(Self.people[2])
            ForEach(Self.people.prefix(2)) { TableRow($0) }
        }
        let sketch = try Sketch(table.tableStyle(.inset), size: Self.phone)
        #expect(sketch.still.root.texts == ["Tom", "Juan", "Mei"], "rows in the order given: a still never sorts")
        var selection: Set<Int> = []
        let selecting = Table(Self.people, selection: Binding(get: { selection }, set: { selection = $0 })) {
            TableColumn("Family Name", value: \.familyName)
        }
        let selectingSketch = try Sketch(selecting.tableStyle(.automatic), size: Self.phone)
        #expect(selectingSketch.still.root.texts == ["Chavez", "Chen", "Clark"])
    }

    @Test func rendersAreTheSameBytesEachTime() throws {
        for size in [Self.phone, Self.pad] {
            let first = try Sketch(Self.table, size: size).data(), second = try Sketch(Self.table, size: size).data()
            #expect(!first.isEmpty && first == second)
            if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_TABLE_RENDERS"] {
                try Data(first).write(to: URL(fileURLWithPath: "\(folder)/table-\(Int(size.width)).png"))
            }
        }
    }
}
