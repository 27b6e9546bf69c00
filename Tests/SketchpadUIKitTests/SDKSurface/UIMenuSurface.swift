import Foundation
import SketchpadUIKit
import Testing

/// The menu element family of the iOS 17 SDK (UIMenuElement.h, UIMenuLeaf.h, UIAction.h, UICommand.h,
/// UIKeyCommand.h, UIMenu.h, UIDeferredMenuElement.h, UIResponder.h's `keyCommands` and input
/// constants, UIViewController's `addKeyCommand`), referenced with their SDK signatures and defaults:
/// a missing member does not compile. Not mirrored: `UIMenuBuilder`, `UIMenuSystem`,
/// `UIMenu.displayPreferences` (iOS 17.4), `UIAction.Identifier`'s paste constants.
@MainActor
enum UIMenuSurface {
    static func reference(_ element: UIMenuElement, _ menu: UIMenu, _ command: UICommand, _ key: UIKeyCommand) {
        let _: String = element.title
        let _: ReferenceWritableKeyPath<UIMenuElement, String?> = \.subtitle
        let _: UIImage? = element.image
        let _: [UIMenuElement.State] = [.off, .on, .mixed]
        let _: UIMenuElement.Attributes = [.disabled, .destructive, .hidden, .keepsMenuPresented]

        let _: UIMenu.Identifier = menu.identifier
        let _: UIMenu.Options = menu.options
        let _: UIMenu.Options = [.displayInline, .destructive, .singleSelection, .displayAsPalette]
        let _: ReferenceWritableKeyPath<UIMenu, UIMenu.ElementSize> = \.preferredElementSize
        let _: [UIMenu.ElementSize] = [.small, .medium, .large, .automatic]
        let _: [UIMenuElement] = menu.children
        let _: [UIMenuElement] = menu.selectedElements
        let _: ([UIMenuElement]) -> UIMenu = menu.replacingChildren(_:)
        let _: [UIMenu.Identifier] = [.root, .file, .edit, .standardEdit, .share, .replace, .autoFill, .openRecent]

        let _: ReferenceWritableKeyPath<UICommand, String> = \.title
        let _: ReferenceWritableKeyPath<UICommand, UIImage?> = \.image
        let _: ReferenceWritableKeyPath<UICommand, UIImage?> = \.selectedImage
        let _: ReferenceWritableKeyPath<UICommand, String?> = \.discoverabilityTitle
        let _: Selector = command.action
        let _: Any? = command.propertyList
        let _: ReferenceWritableKeyPath<UICommand, UIMenuElement.Attributes> = \.attributes
        let _: ReferenceWritableKeyPath<UICommand, UIMenuElement.State> = \.state
        let _: [UICommandAlternate] = command.alternates
        let _: Any? = command.sender

        let _: String? = key.input
        let _: UIKeyModifierFlags = key.modifierFlags
        let _: ReferenceWritableKeyPath<UIKeyCommand, Bool> = \.wantsPriorityOverSystemBehavior
        let _: ReferenceWritableKeyPath<UIKeyCommand, Bool> = \.allowsAutomaticLocalization
        let _: ReferenceWritableKeyPath<UIKeyCommand, Bool> = \.allowsAutomaticMirroring
        let _: (String, UIKeyModifierFlags, Selector) -> UIKeyCommand = UIKeyCommand.init(input:modifierFlags:action:)
        let _: [String] = [UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow,
                           UIKeyCommand.inputRightArrow, UIKeyCommand.inputEscape, UIKeyCommand.inputPageUp,
                           UIKeyCommand.inputPageDown, UIKeyCommand.inputHome, UIKeyCommand.inputEnd,
                           UIKeyCommand.inputDelete, UIKeyCommand.f1, UIKeyCommand.f12]
        let _: [UIKeyCommand]? = UIResponder().keyCommands
        let _: (UIKeyCommand) -> Void = UIViewController().addKeyCommand(_:)
        let _: (UIKeyCommand) -> Void = UIViewController().removeKeyCommand(_:)
        let _: UICommandAlternate = UICommandAlternate(title: "All", action: "all:", modifierFlags: .alternate)
        let _: UIDeferredMenuElement = UIDeferredMenuElement.uncached { $0([]) }
    }
}

@MainActor
struct MenuElementTests {
    @Test func theMenuFamilyCompilesWithTheSDKsSignatures() {
        let key = UIKeyCommand(input: "f", modifierFlags: .command, action: "find:")
        UIMenuSurface.reference(key, UIMenu(children: [key]), UICommand(action: "copy:"), key)
    }

    @Test func actionsAndCommandsTakeTheSDKsDefaultsAndKeepAttributesAndState() {
        let action = UIAction(title: "Delete", attributes: .destructive, state: .on) { _ in }
        #expect(action.attributes == .destructive && action.state == .on && action.discoverabilityTitle == nil)
        let command = UICommand(title: "Copy", action: "copy:")
        #expect(command.attributes == [] && command.state == .off && command.alternates.isEmpty && command.propertyList == nil)
        command.state = .mixed
        command.title = "Copy Link"
        #expect(command.state == .mixed && command.title == "Copy Link" && command.action == Selector("copy:"))
        let leaves: [any UIMenuLeaf] = [action, command]
        #expect(leaves.map(\.state) == [.on, .mixed])
    }

    @Test func keyCommandsKeepTheirKeyAndSystemBehaviourFlags() {
        let up = UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [.command, .shift], action: "moveUp:")
        #expect(up.input == "UIKeyInputUpArrow" && up.modifierFlags == [.command, .shift] && up.title == "")
        #expect(!up.wantsPriorityOverSystemBehavior && up.allowsAutomaticLocalization && up.allowsAutomaticMirroring)
        up.wantsPriorityOverSystemBehavior = true
        #expect(up.wantsPriorityOverSystemBehavior)
        let titled = UIKeyCommand(title: "Find", action: "find:", input: "f", modifierFlags: .command, discoverabilityTitle: "Find in Page")
        #expect(titled.title == "Find" && titled.discoverabilityTitle == "Find in Page" && titled.input == "f")
        #expect(UIKeyCommand().input == nil && UIKeyCommand().modifierFlags == [])
    }

    @Test func respondersHaveNoKeyCommandsAndControllersListTheAddedOnes() {
        final class Editor: UIViewController {
            override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "s", modifierFlags: .command, action: "save:")] }
        }
        #expect(UIView().keyCommands == nil)
        let controller = UIViewController()
        #expect(controller.keyCommands == nil)
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: "dismiss:")
        controller.addKeyCommand(escape)
        #expect(controller.keyCommands?.map(\.input) == [UIKeyCommand.inputEscape])
        controller.removeKeyCommand(escape)
        #expect(controller.keyCommands == nil)
        #expect(Editor().keyCommands?.first?.input == "s")
    }

    @Test func menusReplaceChildrenAndReportSelectedElementsThroughSubmenus() {
        let name = UIAction(title: "Name", state: .on) { _ in }
        let date = UIAction(title: "Date") { _ in }
        let ascending = UICommand(title: "Ascending", action: "ascending:", state: .on)
        let sort = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection,
                          children: [name, date, UIMenu(options: .displayInline, children: [ascending])])
        sort.preferredElementSize = .small
        #expect(sort.selectedElements.map(\.title) == ["Name", "Ascending"])
        let shorter = sort.replacingChildren([date])
        #expect(shorter !== sort && shorter.children.map(\.title) == ["Date"] && sort.children.count == 3)
        #expect(shorter.identifier == UIMenu.Identifier("sort") && shorter.options == .singleSelection)
        #expect(shorter.title == "Sort" && shorter.preferredElementSize == .small)
        #expect(UIMenu().preferredElementSize == .automatic && UIMenu.Identifier.standardEdit.rawValue == "com.apple.menu.standard-edit")
    }

    @Test func deferredElementsCallACachedProviderOnceAndAnUncachedOneEachTime() {
        var cachedCalls = 0, uncachedCalls = 0
        let cached = UIDeferredMenuElement { completion in cachedCalls += 1; completion([UIAction(title: "A") { _ in }]) }
        let uncached = UIDeferredMenuElement.uncached { completion in uncachedCalls += 1; completion([]) }
        for _ in 0..<2 {
            cached.elements { #expect($0.map(\.title) == ["A"]) }
            uncached.elements { #expect($0.isEmpty) }
        }
        #expect(cachedCalls == 1 && uncachedCalls == 2)
    }

    @Test func identifiersAreTypedStringsAsInTheSDK() {
        let save = UIAction(identifier: UIAction.Identifier("save")) { _ in }
        #expect(save.identifier.rawValue == "save" && save.identifier == UIAction.Identifier(rawValue: "save"))
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
    }
}
