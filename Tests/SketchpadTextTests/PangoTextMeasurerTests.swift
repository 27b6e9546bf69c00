import Testing
@testable import SketchpadText
@Test func pangoLinks() { #expect(!PangoTextMeasurer().version.isEmpty) }
