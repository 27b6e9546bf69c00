import Foundation
import Testing
import Sketchpad
import SketchpadUIKit

/// What compiling round 7's real UIKit files needed (arithmetic on priorities and window levels,
/// colour literals without context, `show(_:sender:)` and `showDetailViewController(_:sender:)`,
/// background configurations of cells and buttons),
/// each checked with reduced snippets of the files that needed it.
@MainActor @Suite struct RealUIKitRound7Tests {
    // MARK: Arithmetic on UIKit's number-backed types

    /// abiliogp/BreakingBadMVVM `BreakingBadMVVM/Controllers/ItemCell.swift`: "using add 1 its
    /// became bigger than values for imageView".
    @Test func priorityArithmeticIsUIKitsOverlays() throws {
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((1 + UILayoutPriority.defaultLow).rawValue == 251)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect(UILayoutPriority.defaultHigh - UILayoutPriority.defaultLow == 500)   // a Float
        var priority = UILayoutPriority.defaultLow
        priority += 10
        priority -= 5
        #expect(priority.rawValue == 255)
        #expect((UIFont.Weight.bold - 0.1).rawValue == UIFont.Weight.bold.rawValue - 0.1)

        // The label's compression resistance one above the width constraint's priority wins: the
        // label keeps its text's width.
        let root = makeRoot(width: 320, height: 100)
        let label = UILabel()
        label.text = "Walter White"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let narrow = label.widthAnchor.constraint(equalToConstant: 20)
        narrow.priority = .defaultHigh
        NSLayoutConstraint.activate([narrow, label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        label.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width > 60 && abs(label.frame.width - label.intrinsicContentSize.width) < 0.34)
        label.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(label.frame.width == 20)
    }

    /// VladimirBrejcha/Rise `Rise/Utils/Alerts/AboveAllAlert.swift`:
    /// `alertWindow.windowLevel = topWindow.windowLevel + 1`.
    @Test func windowLevelsAddUp() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.windowLevel = UIWindow.Level.alert + 1
        #expect(window.windowLevel.rawValue == 2001)
        #expect(window.windowLevel > .alert && UIWindow.Level.normal < .statusBar)
    }

    // MARK: Colour literals

    /// ZixiaoL/okeystone `okeystone/Utilities/BackgroundView.swift`:
    /// `let colorTwo = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1).cgColor` — a literal with
    /// no type around it is a UIColor, as `_ColorLiteralType` says in UIKit.
    @Test func aColorLiteralWithoutContextIsAUIColor() {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(type(of: literal) == UIColor.self)
        let cgColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        #expect(cgColor == UIColor.blue.cgColor)
    }

    // MARK: Showing controllers

    /// amg1976/iTunesCatalog `iTunesCatalog/Coordinators/AppCoordinator.swift`:
    /// `splitViewController?.showDetailViewController(detailViewController, sender: nil)`.
    @Test func showDetailPutsTheControllerInTheSecondaryColumn() throws {
        let list = UIViewController(), empty = UIViewController(), detail = UIViewController()
        detail.view.backgroundColor = .blue
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(list, for: .primary)
        split.setViewController(empty, for: .secondary)
        let pad = try Scene(viewController: split, device: .iPad)
        _ = try pad.displayList()
        #expect(!split.isCollapsed)

        list.showDetailViewController(detail, sender: nil)   // from inside the primary column
        #expect(split.viewController(for: .secondary) === detail)
        #expect(split.viewController(for: .primary) === list)
        _ = try pad.displayList()
        #expect(detail.view.isDescendant(of: split.view) && !empty.view.isDescendant(of: split.view))
        #expect(detail.view.convert(detail.view.bounds, to: split.view).minX >= split.primaryColumnWidth)

        split.showDetailViewController(detail, sender: nil)   // already shown: nothing happens
        #expect(split.viewController(for: .secondary) === detail)
    }

    /// A collapsed split view controller shows a detail on the shown column's navigation stack.
    @Test func showDetailInACollapsedSplitViewPushes() throws {
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let phone = try Scene(viewController: split, device: .iPhone15)
        _ = try phone.displayList()
        #expect(split.isCollapsed)
        split.showDetailViewController(detail, sender: nil)
        #expect(detail.navigationController?.topViewController === detail)
        #expect(detail.navigationController?.viewControllers.count == 2)
    }

    /// amg1976/iTunesCatalog `iTunesCatalog/Coordinators/ListCoordinator.swift` pushes its detail;
    /// `show(_:sender:)` from a controller in a navigation stack does the same.
    @Test func showPushesOnTheNavigationStackOrPresentsFromTheRoot() throws {
        let list = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        list.show(detail, sender: nil)
        #expect(navigation.topViewController === detail && navigation.viewControllers.count == 2)

        // No container: the window's root controller presents it modally.
        let root = UIViewController(), child = UIViewController(), modal = UIViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        child.show(modal, sender: nil)
        #expect(root.presentedViewController === modal)
        let other = UIViewController()
        child.showDetailViewController(other, sender: nil)   // no split view controller either
        #expect(root.presentedViewController === other)
    }

    // MARK: Background configurations

    /// mullvad/mullvadvpn-app `ios/MullvadVPN/Extensions/UIBackgroundConfiguration+Extensions.swift`:
    /// `var config = listPlainCell(); config.backgroundColor = …`, and colours for the cell's state.
    @Test func aCellsBackgroundConfigurationIsDrawnBehindItsContent() throws {
        let root = makeRoot(width: 200, height: 44)
        root.backgroundColor = .white
        let cell = UICollectionViewListCell(frame: root.bounds)
        cell.backgroundColor = .red
        cell.backgroundView = UIView()
        var config = UIBackgroundConfiguration.listPlainCell()
        #expect(config.backgroundColor == .systemBackground)
        config.backgroundColor = .blue
        config.cornerRadius = 10
        config.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        cell.backgroundConfiguration = config
        #expect(cell.backgroundColor == nil && cell.backgroundView == nil)   // cleared, as in UIKit
        var content = cell.defaultContentConfiguration()
        content.text = "Relay"
        cell.contentConfiguration = content
        root.addSubview(cell)
        var image = try pixels(root)
        expectColor(image.pixel(x: 150, y: 22), 0, 0, 255)    // the fill, behind the content
        expectColor(image.pixel(x: 4, y: 22), 255, 255, 255)   // the leading inset
        expectColor(image.pixel(x: 150, y: 2), 255, 255, 255)  // the top inset
        expectColor(image.pixel(x: 9, y: 5), 255, 255, 255)    // the rounded corner

        // No colour: the tint, through the transformer.
        config.backgroundColor = nil
        config.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        cell.tintColor = .red
        cell.backgroundConfiguration = config
        #expect(config.resolvedBackgroundColor(for: .red) == UIColor.red.withAlphaComponent(0.5))
        image = try pixels(root)
        expectColor(image.pixel(x: 150, y: 22), 255, 128, 128)

        cell.backgroundConfiguration = nil   // removed
        image = try pixels(root)
        expectColor(image.pixel(x: 150, y: 22), 255, 255, 255)
    }

    /// A table cell's configuration, with a stroke, over the table's own background.
    @Test func aTableCellsBackgroundConfigurationHasItsStroke() throws {
        let root = makeRoot(width: 200, height: 44)
        root.backgroundColor = .white
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = root.bounds
        cell.selectedBackgroundView = UIView()
        var config = cell.defaultBackgroundConfiguration()
        config.backgroundColor = .yellow
        config.strokeColor = .green
        config.strokeWidth = 4
        cell.backgroundConfiguration = config
        #expect(cell.selectedBackgroundView == nil)
        root.addSubview(cell)
        let image = try pixels(root)
        expectColor(image.pixel(x: 100, y: 22), 255, 255, 0)
        expectColor(image.pixel(x: 1, y: 22), 0, 255, 0)
    }

    /// Ultra-Orange/EventLogger `EventLogger/Extensions/UIButton++Configuration.swift`:
    /// `config.background.cornerRadius = 6; config.background.backgroundColor = .systemGray3`.
    @Test func aButtonConfigurationsBackgroundFillsTheButton() throws {
        let root = makeRoot(width: 120, height: 50)
        root.backgroundColor = .white
        let button = UIButton(type: .system)
        var config = UIButton.Configuration.bordered()
        config.contentInsets = .init(top: 2, leading: 8, bottom: 2, trailing: 8)
        config.background.cornerRadius = 6
        config.baseForegroundColor = .black
        config.background.backgroundColor = .red
        config.title = "Nov 28"
        button.configuration = config
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 30)
        root.addSubview(button)
        var image = try pixels(root)
        expectColor(image.pixel(x: 13, y: 25), 255, 0, 0)      // the fill at the leading edge
        expectColor(image.pixel(x: 10, y: 10), 255, 255, 255)  // the rounded corner

        // A plain configuration with a background colour is filled too; a capsule rounds it fully.
        var plain = UIButton.Configuration.plain()
        plain.title = "Edit"
        plain.background.backgroundColor = .blue
        plain.cornerStyle = .capsule
        button.configuration = plain
        image = try pixels(root)
        expectColor(image.pixel(x: 15, y: 25), 0, 0, 255)
        expectColor(image.pixel(x: 12, y: 12), 255, 255, 255)   // outside the capsule's end
        // No background colour: the style's fill, as before (a plain button has none).
        plain.background.backgroundColor = nil
        button.configuration = plain
        image = try pixels(root)
        expectColor(image.pixel(x: 15, y: 25), 255, 255, 255)
    }
}
