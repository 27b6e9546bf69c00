import Foundation
import SketchpadLayout
import SketchpadWidgets
@testable import SketchpadTemplates
import Testing

/// `variants: {locales: [en-XA, ar-XB]}`: Android's pseudo-locales for templates.
@Suite struct PseudoLocaleTests {
    @Test func enXAAccentsLengthensAndBrackets() {
        #expect(PseudoLocale.enXA.transform("Sign in") == "[Šîĝñ îñ one]")
        let long = "Create a new account with your email"
        let shown = PseudoLocale.enXA.transform(long)
        #expect(shown.hasPrefix("[Çŕéåţé å ñéŵ åççöûñţ ŵîţĥ ýöûŕ éɱåîļ ") && shown.hasSuffix("]"))
        #expect(Double(shown.count - 2) >= Double(long.count) * 1.3)
        #expect(PseudoLocale.enXA.transform("") == "")
        #expect(PseudoLocale.enXA.transform("42 €") == "[42 € one]")
        // Very long texts still grow by 30 %: the padding words start over.
        let paragraph = String(repeating: "word ", count: 80)
        #expect(Double(PseudoLocale.enXA.transform(paragraph).count - 2) >= Double(paragraph.count) * 1.3)
    }

    @Test func arXBMirrorsTheTextAndTheLayout() {
        // As Android: each word in RLM RLO … PDF RLM; spaces stay outside.
        #expect(PseudoLocale.arXB.transform("Inbox") == "\u{200F}\u{202E}Inbox\u{202C}\u{200F}")
        #expect(PseudoLocale.arXB.transform("Sign in") == "\u{200F}\u{202E}Sign\u{202C}\u{200F} \u{200F}\u{202E}in\u{202C}\u{200F}")
        #expect(PseudoLocale.arXB.direction == .rightToLeft)
        #expect(PseudoLocale.enXA.direction == nil)
    }

    @Test func variantsAreNamedAfterTheLocaleAndShowItsTexts() throws {
        let yaml = """
        canvas: {width: 200, height: 100}
        variants: {appearances: [light, dark], locales: [en-XA, ar-XB]}
        views:
          - {id: title, type: label, text: Sign in}
          - {id: tabs, type: segmented, segments: [Day, Week]}
        constraints: ["title.leading == root.leading + 8", "title.top == root.top + 8", "tabs.leading == title.leading", "tabs.top == title.bottom + 8"]
        """
        let template = try TemplateLoader().load(text: yaml, path: "t.yaml")
        #expect(template.variants.map(\.name) == ["light-en-xa", "light-ar-xb", "dark-en-xa", "dark-ar-xb"])
        #expect(template.variants.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight, .rightToLeft])
        let english = try template.instantiate(template.variants[0])
        #expect((english.entries.first { $0.id == "title" }?.view as? Label)?.text == "[Šîĝñ îñ one]")
        #expect((english.entries.first { $0.id == "tabs" }?.view as? SegmentedControl)?.segments == ["[Đåý one]", "[Ŵééķ one]"])
        let arabic = try template.instantiate(template.variants[1])
        #expect((arabic.entries.first { $0.id == "title" }?.view as? Label)?.text == PseudoLocale.arXB.transform("Sign in"))
        // Without locales, texts are as written.
        let plain = try TemplateLoader().load(text: yaml.replacingOccurrences(of: ", locales: [en-XA, ar-XB]", with: ""), path: "t.yaml")
        #expect((try plain.instantiate(plain.variants[0]).entries.first { $0.id == "title" }?.view as? Label)?.text == "Sign in")
    }

    @Test func anUnknownLocaleSaysWhichThereAre() {
        let yaml = "canvas: {width: 100, height: 50}\nvariants: {locales: [en-XB]}\n"
        do {
            _ = try TemplateLoader().load(text: yaml, path: "t.yaml")
            Issue.record("loaded")
        } catch {
            #expect(error.errors.first?.message == "unknown locale 'en-XB' (one of: en-XA, ar-XB)")
            #expect(error.errors.first?.line == 2)
        }
    }
}
