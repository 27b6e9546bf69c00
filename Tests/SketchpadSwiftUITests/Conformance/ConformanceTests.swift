import SketchpadSwiftUI
import Testing

/// The conformance suite's one runner: every case of ``LayoutCases`` is rendered and each named
/// view's frame compared with the answer its case cites.
@MainActor @Suite struct ConformanceTests {
    @Test(arguments: LayoutCases.all)
    func layoutMatchesSwiftUI(_ example: LayoutCase) throws {
        let sketch = try Sketch(example.view(), size: example.canvas)
        for (id, expected) in example.expected {
            let frame = try #require(sketch.frame(ofID: id), "\(example.name): no view named \(id) (\(example.source))")
            #expect(frame == expected, "\(example.name): \(id) is \(frame), SwiftUI gives \(expected) (\(example.source))")
        }
    }
}
