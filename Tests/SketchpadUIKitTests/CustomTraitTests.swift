import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

enum CardTheme: Int { case standard, monochrome }
struct CardThemeTrait: UITraitDefinition { static let defaultValue = CardTheme.standard }
struct CardScaleTrait: UICGFloatTraitDefinition { static let defaultValue: CGFloat = 1 }
struct CardColumnsTrait: UINSIntegerTraitDefinition {
    static let defaultValue = 2
    static let name = "Columns"
}

extension UITraitCollection {
    var cardTheme: CardTheme { self[CardThemeTrait.self] }
}

extension UIMutableTraits {
    var cardTheme: CardTheme {
        get { self[CardThemeTrait.self] }
        set { self[CardThemeTrait.self] = newValue }
    }
}

/// iOS 17's trait system (issue 23): custom trait definitions, the trait subscripts,
/// `traitOverrides` on views and controllers, and trait change registrations.
@MainActor @Suite struct CustomTraitTests {
    @Test func customTraitsHaveDefaultsAndAreSetByMutations() {
        let empty = UITraitCollection()
        #expect(empty.cardTheme == .standard && empty[CardScaleTrait.self] == 1 && empty[CardColumnsTrait.self] == 2)
        #expect(CardColumnsTrait.name == "Columns" && CardThemeTrait.name == "CardThemeTrait" && !CardThemeTrait.affectsColorAppearance)
        #expect(CardThemeTrait.identifier.hasSuffix("CardThemeTrait"))
        let mono = UITraitCollection { $0.cardTheme = .monochrome; $0[CardColumnsTrait.self] = 3 }
        #expect(mono.cardTheme == .monochrome && mono[CardColumnsTrait.self] == 3 && mono[CardScaleTrait.self] == 1)
        #expect(mono != empty && mono == UITraitCollection { $0[CardColumnsTrait.self] = 3; $0.cardTheme = .monochrome })
        // Combined and modified like the system traits, which the subscript reads too.
        let dark = mono.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(dark.cardTheme == .monochrome && dark[UITraitUserInterfaceStyle.self] == .dark)
        let merged = UITraitCollection(traitsFrom: [mono, UITraitCollection { $0.cardTheme = .standard }])
        #expect(merged.cardTheme == .standard && merged[CardColumnsTrait.self] == 3)
    }

    @Test func traitOverridesReachTheSubtreeAndCanBeRemoved() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView()
        let inner = UIView()
        root.addSubview(card)
        card.addSubview(inner)
        card.traitOverrides.cardTheme = .monochrome
        card.traitOverrides.userInterfaceStyle = .dark
        #expect(inner.traitCollection.cardTheme == .monochrome && inner.traitCollection.userInterfaceStyle == .dark)
        #expect(root.traitCollection.cardTheme == .standard)
        #expect(card.traitOverrides.contains(CardThemeTrait.self) && !card.traitOverrides.contains(CardScaleTrait.self))
        #expect(card.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        card.traitOverrides.remove(CardThemeTrait.self)
        #expect(!card.traitOverrides.contains(CardThemeTrait.self) && inner.traitCollection.cardTheme == .standard)
        // A controller's overrides reach its views; a dynamic colour can read the custom trait.
        let controller = UIViewController()
        controller.traitOverrides[CardScaleTrait.self] = 2
        #expect(controller.view.traitCollection[CardScaleTrait.self] == 2)
        let ink = UIColor { $0.cardTheme == .monochrome ? .black : .systemBlue }
        let label = UILabel()
        label.traitOverrides.cardTheme = .monochrome
        #expect(ink.resolvedColor(with: label.traitCollection) == .black)
    }

    final class ThemedView: UIView {
        var calls: [(CardTheme, CardTheme)] = []
        var styleCalls = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([CardThemeTrait.self]) { (self: Self, previous: UITraitCollection) in
                self.calls.append((previous.cardTheme, self.traitCollection.cardTheme))
            }
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: ThemedView, _: UITraitCollection) in
                view.styleCalls += 1
            }
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    /// A handler runs when its traits change: once when a render applies traits other than
    /// those predicted (a phone's light defaults), not for traits that stay as they were.
    @Test func registeredHandlersRunWhenTheirTraitsChange() throws {
        let view = ThemedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        _ = try Scene(view: view).displayList()
        #expect(view.calls.isEmpty && view.styleCalls == 0)
        view.traitOverrides.cardTheme = .monochrome
        _ = try Scene(view: view).displayList()
        #expect(view.calls.count == 1 && view.calls.first.map { $0 == (.standard, .monochrome) } == true && view.styleCalls == 0)
        _ = try Scene(view: view).displayList()
        #expect(view.calls.count == 1)

        let dark = ThemedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        _ = try Scene(view: dark, traits: UITraitCollection(userInterfaceStyle: .dark)).displayList()
        #expect(dark.styleCalls == 1 && dark.calls.isEmpty)

        let removed = ThemedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let registration = removed.registerForTraitChanges([CardScaleTrait.self]) { (_: UIView, _: UITraitCollection) in
            Issue.record("an unregistered handler ran")
        }
        removed.unregisterForTraitChanges(registration)
        removed.traitOverrides[CardScaleTrait.self] = 3
        _ = try Scene(view: removed).displayList()
    }
}
