import Testing
import SketchpadRender
@Test func displayListExists() { _ = DisplayList() }
