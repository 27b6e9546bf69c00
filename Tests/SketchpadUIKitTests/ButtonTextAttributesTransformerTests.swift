import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `UIButton.Configuration.titleTextAttributesTransformer` (`UIConfigurationTextAttributesTransformer`,
/// iOS 15): the font and foreground colour it returns are the drawn title's.
@MainActor @Suite struct ButtonTextAttributesTransformerTests {
    private func button(_ configuration: UIButton.Configuration) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        return button
    }

    @Test func theTransformersFontAndColourAreTheDrawnTitles() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        let plain = button(configuration)
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 30)
            outgoing.foregroundColor = .systemRed
            return outgoing
        }
        let transformed = button(configuration)
        // The larger font makes a larger button.
        #expect(transformed.intrinsicContentSize.height > plain.intrinsicContentSize.height + 10)
        let title = try #require(try drawnTexts(Scene(view: transformed)).first { $0.text == "Go" })
        #expect(title.size == 30)
        // systemRed in the light appearance: rgb(255, 59, 48).
        #expect([title.color.red, title.color.green, title.color.blue].map { Int(($0 * 255).rounded()) } == [255, 59, 48])
        // Without one, a filled button's title is white at 17 points.
        let untouched = try #require(try drawnTexts(Scene(view: plain)).first { $0.text == "Go" })
        #expect(untouched.size == 17 && untouched.color != title.color)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: transformed).render(to: folder + "/button-title-transformer.png", scale: 2)
        }
    }

    @Test func theTransformerReceivesTheAttributedTitlesAttributes() {
        var configuration = UIButton.Configuration.plain()
        var title = AttributedString("Save")
        title.font = UIFont.systemFont(ofSize: 11)
        configuration.attributedTitle = title
        nonisolated(unsafe) var received: UIFont?
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            received = incoming.font
            return incoming
        }
        _ = button(configuration).intrinsicContentSize
        #expect(received?.pointSize == 11)
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
        #expect(configuration.subtitleTextAttributesTransformer != nil)
    }
}
