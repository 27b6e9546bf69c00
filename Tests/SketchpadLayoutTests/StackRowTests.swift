import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// A stack's generated constraints reach the solver as rows (``StackRow``), without a
/// ``Constraint`` object each; the object is made, once per entry, only for a diagnostic that
/// names it, with what the stack used to make.
@Suite struct StackRowTests {
    /// A session over `root` (320 × 200), run to the end.
    func run(_ root: View) -> LayoutSession {
        let engine = LayoutEngine(canvasSize: Size(width: 320, height: 200))
        let session = LayoutSession(engine: engine, root: root, location: SourceLocation(file: "StackRowTests", line: 1))
        _ = session.run()
        return session
    }

    @Test func aStackAddsRowsWithoutConstraintObjects() {
        let root = View(id: "root")
        let a = Label("a", id: "a"), b = Label("b", id: "b")
        let stack = StackView(axis: .horizontal, distribution: .fillEqually, alignment: .center, spacing: 8,
                              arrangedSubviews: [a, b], id: "stack")
        root.addSubview(stack)
        Constraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                             stack.topAnchor.constraint(equalTo: root.topAnchor),
                             stack.widthAnchor.constraint(equalToConstant: 200)])
        let session = run(root)
        var stackRows: [StackRow] = [], generatedObjects = 0
        for entry in session.entries {
            switch entry.source {
            case let .stack(row): stackRows.append(row)
            case let .constraint(c) where c.object.origin == .stackView: generatedObjects += 1
            default: break
            }
        }
        #expect(generatedObjects == 0)
        // Two ends, one spacing, one equal width, two non-negative widths, three per view across
        // the axis (centre, and within both edges).
        #expect(stackRows.count == 2 + 1 + 1 + 2 + 2 * 3)
        #expect(stackRows.map(\.kind.rawValue).filter { $0 == "stack-alignment" }.count == 2)
        // No diagnostic named one: no object was made.
        #expect(session.stackConstraints.isEmpty)
        // The frames are those the rules give: equal widths (200 − 8) / 2, one after the other.
        #expect(stack.arrangedSubviews.map(\.frame.width) == [96, 96])
        #expect(b.frame.minX == 104)
    }

    @Test func aDiagnosticNamesTheConstraintTheStackUsedToMake() throws {
        let root = View(id: "root")
        let a = View(id: "a")
        let stack = StackView(axis: .horizontal, arrangedSubviews: [a], id: "stack")
        root.addSubview(stack)
        // The stack stretches `a` to its own width (100), which `a` refuses (50): a conflict whose
        // set holds the stack's two ends.
        Constraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                             stack.topAnchor.constraint(equalTo: root.topAnchor),
                             stack.widthAnchor.constraint(equalToConstant: 100),
                             stack.heightAnchor.constraint(equalToConstant: 20),
                             a.widthAnchor.constraint(equalToConstant: 50)])
        let session = run(root)
        let conflict = try #require(session.diagnostics.first { $0.kind == .inconsistent })
        let ends = conflict.notes.filter { $0.constraint?.origin == .stackView }
        #expect(ends.count == 2)
        for note in ends {
            let c = try #require(note.constraint)
            #expect(c.identifier == "stack-canvas")
            #expect(c.firstItem === a && c.secondItem === stack)
            #expect(c.relation == .equal && c.multiplier == 1 && c.constant == 0 && c.priority == .required)
            #expect(note.location == stack.location)
            #expect(note.message == c.description + " (stack view)")
        }
        #expect(Set(ends.map { $0.constraint!.firstAttribute }) == [.leading, .trailing])
        // Each entry's object is made once: a second note names the same one.
        let i = try #require(session.entries.indices.first { if case .stack = session.entries[$0].source { true } else { false } })
        #expect(session.note(forEntry: i).constraint === session.note(forEntry: i).constraint)
    }

    /// Entries hold the session's constraints and the measured views unretained (the session's
    /// constraints and records keep them): building them writes nothing into those objects.
    @Test func entriesDoNotRetainTheirConstraintsOrViews() {
        let root = View(id: "root")
        let label = Label("text", id: "label")
        root.addSubview(label)
        let pin = label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
        Constraint.activate([pin, label.topAnchor.constraint(equalTo: root.topAnchor)])
        let engine = LayoutEngine(canvasSize: Size(width: 320, height: 200))
        let session = LayoutSession(engine: engine, root: root, location: SourceLocation(file: "StackRowTests", line: 1))
        session.collectItems()
        session.collectConstraints()
        let constraintCount = _getRetainCount(pin), viewCount = _getRetainCount(label)
        session.buildEntries()
        var constraintEntries = 0, contentEntries = 0
        for entry in session.entries {
            switch entry.source {
            case let .constraint(c) where c.object === pin: constraintEntries += 1
            case let .contentSize(v, _, _, _, _) where v.object === label: contentEntries += 1
            default: break
            }
        }
        #expect(constraintEntries == 1 && contentEntries == 2)
        #expect(_getRetainCount(pin) == constraintCount)
        #expect(_getRetainCount(label) == viewCount)
    }
}
