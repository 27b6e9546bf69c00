import Testing
@testable import SketchpadTemplates

/// Names the user misspells that are not keys: YAML aliases and priority names (issue 17).
extension TemplateErrorTests {
    @Test func anUndefinedAliasNamesItselfAndTheNearestAnchor() {
        let yaml = "views:\n  - &card {id: a}\n  - &header {id: b}\n  - *cadr\n"
        #expect(errors(yaml) == ["t.yaml:4:5: error: undefined alias '*cadr' (did you mean '*card'? The anchor '&card' is at line 2, column 5)"])
    }

    @Test func anAliasBeforeItsAnchorIsSaidToBe() {
        #expect(errors("views:\n  - *x\n  - &x {id: b}\n")
                == ["t.yaml:2:5: error: undefined alias '*x' (the anchor '&x' is at line 3, column 5, after the alias; an alias names an anchor written before it)"])
    }

    @Test func anAliasWithNoAnchorNearItListsTheAnchors() {
        #expect(errors("views:\n  - *zzzzzz\n") == ["t.yaml:2:5: error: undefined alias '*zzzzzz' (no anchor is defined in this file; an alias names an anchor written before it)"])
        #expect(errors("a: &one 1\nviews:\n  - [*zzzzzz]\n")
                == ["t.yaml:3:6: error: undefined alias '*zzzzzz' (anchors in this file: '&one')"])
    }

    @Test func anUnknownPriorityNameSuggestsTheNearest() {
        let yaml = """
        canvas: {width: 100, height: 100}
        views:
          - {id: a, type: label, text: A, hugging: hihg}
        constraints:
          - "a.leading == root.leading @hihg"
          - "a.top == root.top @zzzzzz"
        """
        let names = "(a number 1…1000, or: required, high, low, defaultHigh, defaultLow, fittingSizeLevel, fitting)"
        #expect(errors(yaml) == [
            "t.yaml:3:44: error: unknown priority 'hihg' \(names) (did you mean 'high'?)",
            "t.yaml:5:33: error: bad equation: unknown priority 'hihg' \(names) (did you mean 'high'?)",
            "t.yaml:6:25: error: bad equation: unknown priority 'zzzzzz' \(names)",
        ])
    }
}
