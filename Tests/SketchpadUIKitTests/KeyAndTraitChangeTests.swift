import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `UIPress.key` with `UIKey` and `UIKeyboardHIDUsage`, and iOS 17's
/// `UITraitCollection.changedTraits(from:)` (issue 23).
@MainActor @Suite struct KeyAndTraitChangeTests {
    /// A view that handles the escape key and command-W the way iPad apps do.
    final class Sheet: UIView {
        var closed = 0
        func handle(_ key: UIKey) {
            if key.keyCode == .keyboardEscape || key.charactersIgnoringModifiers == "w" && key.modifierFlags.contains(.command) {
                closed += 1
            }
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { if let key = press.key { handle(key) } }
        }
    }

    @Test func keysCarryTheirCharactersModifiersAndHIDCode() throws {
        let sheet = Sheet()
        let commandW = UIKey(characters: "w", charactersIgnoringModifiers: "w", modifierFlags: [.command], keyCode: .keyboardW)
        sheet.handle(commandW)
        sheet.handle(UIKey(characters: "W", charactersIgnoringModifiers: "w", modifierFlags: [.shift], keyCode: .keyboardW))
        sheet.handle(UIKey(characters: "\u{1B}", charactersIgnoringModifiers: "\u{1B}", keyCode: .keyboardEscape))
        #expect(sheet.closed == 2)
        let copy = try #require(commandW.copy() as? UIKey)
        #expect(copy !== commandW && copy.keyCode == .keyboardW && copy.modifierFlags == .command && copy.characters == "w")
        // A still has no presses: no press is made, and a press has no key.
        sheet.pressesBegan([UIPress()], with: nil)
        #expect(sheet.closed == 2 && UIPress().key == nil)
    }

    @Test func hidUsagesHaveUIKitsRawValuesAndAliases() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4 && UIKeyboardHIDUsage.keyboardZ.rawValue == 29)
        #expect(UIKeyboardHIDUsage.keyboard1.rawValue == 30 && UIKeyboardHIDUsage.keyboard0.rawValue == 39)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40 && UIKeyboardHIDUsage.keyboardReturn.rawValue == 158)
        #expect(UIKeyboardHIDUsage.keyboardRightArrow.rawValue == 79 && UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82)
        #expect(UIKeyboardHIDUsage.keyboardCut.rawValue == 123 && UIKeyboardHIDUsage.keyboardVolumeDown.rawValue == 129)
        #expect(UIKeyboardHIDUsage.keyboardLeftGUI.rawValue == 227 && UIKeyboardHIDUsage.keyboard_Reserved.rawValue == 0xFFFF)
        #expect(UIKeyboardHIDUsage.keyboardHangul == .keyboardLANG1 && UIKeyboardHIDUsage.keyboardHanja == .keyboardLANG2)
        #expect(UIKeyboardHIDUsage.keyboardZenkakuHankakuKanji == .keyboardLANG5 && UIKeyboardHIDUsage(rawValue: 0) == nil)
    }

    @Test func changedTraitsListsTheSystemAndCustomTraitsWhoseValuesDiffer() {
        let light = UITraitCollection { $0.userInterfaceStyle = .light; $0.horizontalSizeClass = .compact; $0.cardTheme = .standard }
        let dark = light.modifyingTraits { $0.userInterfaceStyle = .dark; $0.cardTheme = .monochrome }
        let names = { (traits: [UITrait]) in traits.map { $0.name } }
        #expect(names(dark.changedTraits(from: light)) == ["UITraitUserInterfaceStyle", "CardThemeTrait"])
        #expect(names(light.changedTraits(from: dark)) == ["UITraitUserInterfaceStyle", "CardThemeTrait"])
        #expect(dark.changedTraits(from: dark).isEmpty)
        // A custom trait set to its default value in one collection only is unchanged.
        #expect(UITraitCollection().changedTraits(from: UITraitCollection { $0.cardTheme = .standard }).isEmpty)
        #expect(names(UITraitCollection { $0[CardColumnsTrait.self] = 3 }.changedTraits(from: UITraitCollection())) == ["Columns"])
        // Nil is an empty collection: every trait this one specifies has changed.
        #expect(names(light.changedTraits(from: nil)) == ["UITraitUserInterfaceStyle", "UITraitHorizontalSizeClass"])
        #expect(dark.changedTraits(from: light).contains { $0 == UITraitUserInterfaceStyle.self })
    }
}
