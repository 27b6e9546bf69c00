@testable import SketchpadTemplates
import SketchpadLayout
import Testing

/// The tree the loader builds to check a template is given to the first build of that variant,
/// once: a render builds a template without variants once, and every caller owns its tree.
@Suite struct CheckedBuildTests {
    let yaml = """
    canvas: {width: 200, height: 100}
    views:
      - {id: title, type: label, text: Hello}
    constraints: ["title.leading == root.leading + 8", "title.top == root.top + 8"]
    """

    @Test func theCheckingBuildIsGivenOutOnce() throws {
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        let kept = try #require(template.checkedBuild)
        let first = try template.instantiate(template.variants[0])
        let second = try template.instantiate(template.variants[0])
        #expect(first.root !== second.root, "each build is a tree of its own")
        #expect(kept.take(for: template.variants[0]) == nil, "given out already")
        #expect(first.entries.map(\.id) == second.entries.map(\.id))
        // A copy of the template shares the kept tree, and it is still given only once.
        #expect(template.checkedBuild === kept)
    }

    @Test func aTemplateWithVariantsKeepsNothing() throws {
        let template = try TemplateLoader().load(text: yaml + "\nvariants: {appearances: [light, dark]}\n", path: "t.yaml")
        #expect(template.checkedBuild == nil)
        #expect(try template.instantiate(template.variants[0]).entries.count == 2)
    }
}
