import SketchpadPreviewModel
import SketchpadSwiftUI
import Testing

/// How a preview's layout trait sizes its picture, as Xcode does.
@MainActor @Suite struct PreviewLayoutTests {
    /// `PreviewLayout.sizeThatFits`: "Fit the container to the size of the preview when offered the
    /// size of the device that the preview is running on" (Apple's DeveloperToolsSupport docs). A row
    /// with a Spacer is as wide as the device's screen (393 points on the default iPhone 15), not its
    /// ideal width; its height is still the row's own.
    @Test func sizeThatFitsOffersTheDeviceScreen() throws {
        let preview = Preview("Row", traits: .sizeThatFitsLayout) {
            HStack {
                Text("Ada Lovelace").accessibilityIdentifier("name")
                Spacer()
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("badge")
            }
            .padding()
        }
        let picture = try PreviewPicture(item: nil, preview: preview, variant: PreviewVariantSpec(name: ""))
        let sketch = try #require(picture.sketch)
        #expect(sketch.size.width == 393)
        let name = try #require(sketch.frame(ofID: "name"))
        let badge = try #require(sketch.frame(ofID: "badge"))
        #expect(abs(sketch.size.height - (name.height + 32)) < 0.01)
        #expect(abs(name.minX - 16) < 0.01)
        #expect(abs(badge.maxX - (393 - 16)) < 0.01)
    }

    /// A view with a fixed size is the picture's size, whatever the device.
    @Test func sizeThatFitsKeepsAFixedView() throws {
        let preview = Preview(traits: .sizeThatFitsLayout) { Color.red.frame(width: 120, height: 30) }
        let picture = try PreviewPicture(item: nil, preview: preview, variant: PreviewVariantSpec(name: "", device: "iPhone SE"))
        #expect(try #require(picture.sketch).size == CGSize(width: 120, height: 30))
    }
}
