import Testing
import SketchpadLayout
import SketchpadWidgets
@testable import SketchpadTemplates

/// Every error names the file, line and column, with a hint where one helps.
@Suite struct TemplateErrorTests {
    func errors(_ yaml: String, path: String = "t.yaml", limits: TemplateLimits = TemplateLimits()) -> [String] {
        do {
            _ = try TemplateLoader(limits: limits).load(text: yaml, path: path)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func unknownKeySuggestsTheNearestKey() {
        let yaml = """
        views:
          - id: title
            type: label
            txt: Hello
        """
        #expect(errors(yaml) == ["t.yaml:4:5: error: unknown key 'txt' in a label (did you mean 'text'?)"])
    }

    @Test func unknownTopLevelKey() {
        #expect(errors("devise: iPhone 15\n") == ["t.yaml:1:1: error: unknown key 'devise' in the template (did you mean 'device'?)"])
    }

    @Test func unknownViewIDListsTheNearestIDs() {
        let yaml = """
        views:
          - {id: title, type: label, text: Hi}
          - {id: titles, type: label, text: Ho}
        constraints:
          - "titel.top == safeArea.top + 20 @750"
        """
        #expect(errors(yaml) == ["t.yaml:5:6: error: unknown view id 'titel' (nearest ids: title, titles)"])
    }

    @Test func badEquationPointsAtTheColumnOfTheBadToken() {
        let yaml = """
        views:
          - {id: left, type: view}
        constraints:
          - "left.width == 0.75 * root.width - 6 $"
          - left.leading == root.margins.leadng
          - "left.width = 100"
        """
        #expect(errors(yaml) == [
            "t.yaml:4:42: error: bad equation: unexpected character '$'",
            "t.yaml:5:34: error: bad equation: unknown attribute 'leadng' (did you mean 'leading'?)",
            "t.yaml:6:17: error: bad equation: '=' is not a relation; use '=='",
        ])
    }

    @Test func textNOStaysTheTextNO() throws {
        let yaml = """
        views:
          - {id: answer, type: label, text: NO}
          - {id: version, type: label, text: 1.10}
          - {id: empty, type: label, text: null}
        constraints: ["answer.leading == root.leading", "answer.top == root.top"]
        """
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let instance = try template.instantiate(template.defaultVariant)
        let texts = instance.entries.compactMap { ($0.view as? Label)?.text }
        #expect(texts == ["NO", "1.10", "null"])
    }

    @Test func aBooleanFieldRejectsText() {
        #expect(errors("views:\n  - {type: switch, isOn: maybe}\n") == ["t.yaml:2:26: error: isOn must be true or false"])
    }

    @Test func aliasBombFailsFastAndCleanly() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (prev, name) in zip("abcdefghi", "bcdefghij") {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(prev)", count: 10).joined(separator: ", ") + "]\n"
        }
        yaml += "views: *j\n"
        let clock = ContinuousClock()
        var result: [String] = []
        let elapsed = clock.measure { result = errors(yaml) }
        #expect(result.count == 1)
        #expect(result.first?.contains("more than 200000 values (after expanding aliases)") == true)
        #expect(result.first?.hasPrefix("t.yaml:") == true)
        #expect(elapsed < .seconds(2))
    }

    @Test func deepFlowNestingIsRefused() {
        let yaml = "views: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\n"
        #expect(errors(yaml) == ["t.yaml:1:72: error: nesting deeper than 64 levels"])
    }

    @Test func deepBlockNestingIsRefused() {
        var limits = TemplateLimits()
        limits.maxDepth = 4
        let yaml = "views:\n  - views:\n      - views:\n          - views:\n              - {type: view}\n"
        #expect(errors(yaml, limits: limits) == ["t.yaml:3:9: error: nesting deeper than 4 levels"])
    }

    @Test func oversizedFileIsRefused() {
        var limits = TemplateLimits()
        limits.maxFileBytes = 10
        #expect(errors("views: []\nconstraints: []\n", limits: limits) == ["t.yaml: error: the file is 26 bytes; templates may be at most 10"])
    }

    @Test func yamlSyntaxErrorsHaveAPosition() {
        let e = errors("views:\n  - {id: a\n")
        #expect(e.count == 1)
        #expect(e.first?.hasPrefix("t.yaml:3:1: error: YAML:") == true)
    }

    @Test func unknownTypeAndValueChoicesSuggest() {
        let yaml = """
        appearance: drak
        views:
          - {type: buton}
        """
        #expect(errors(yaml) == [
            "t.yaml:1:13: error: unknown appearance 'drak' (one of: light, dark, wireframe) (did you mean 'dark'?)",
            "t.yaml:3:12: error: unknown type 'buton' (one of: view, box, label, button, textField, image, switch, slider, progress, segmented, checkbox, navigationBar, tabBar, listRow, divider, stack) (did you mean 'button'?)",
        ])
    }

    @Test func visualFormatErrorsMapToFilePositions() {
        let yaml = """
        views:
          - {id: title, type: label, text: A}
          - {id: button, type: button, title: B}
        constraints:
          - "H:|-[title]-[buttn]-|"
        """
        #expect(errors(yaml) == ["t.yaml:5:19: error: bad visual format: unknown view id 'buttn' (nearest ids: button)"])
    }

    @Test func suggestionsCountSwapsAsOneEdit() {
        #expect(Suggestions.distance("widht", "width") == 1)
        #expect(Suggestions.distance("titel", "title") == 1)
        #expect(Suggestions.distance("kitten", "sitting") == 3)
        #expect(Suggestions.nearest(to: "widht", in: ["right", "width", "height"]) == ["width", "right"])
        #expect(Suggestions.didYouMean("zzzzzz", in: ["text"]) == nil)
    }

    @Test func duplicateIDs() {
        #expect(errors("views:\n  - {id: a}\n  - {id: a}\n") == ["t.yaml:3:10: error: duplicate id 'a'"])
    }

    @Test func incompatibleAttributes() {
        let yaml = "views:\n  - {id: a}\nconstraints:\n  - \"a.leading == root.left\"\n  - \"a.top == 20\"\n"
        #expect(errors(yaml) == [
            "t.yaml:4:19: error: cannot relate leading to left",
            "t.yaml:5:6: error: 'a.top' is a position; relate it to another anchor, not to a constant alone",
        ])
    }
}
