import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// The chevron and the checkmark are drawn one way everywhere: the icon set's glyphs
/// (`chevron.right`, `chevron.left`, `checkmark`), in template and widget rows, checkboxes,
/// UIKit's table cells and navigation bar, as SwiftUI's lists already drew them
/// (`ListAndNavigationTests.navigationLinksInListsGetAChevron`). Before, widget rows, checkboxes
/// and UIKit each stroked paths of their own.
@MainActor
@Suite struct OneIconSetTests {
    /// The chevrons and checkmarks a display list draws, as icon names (a device's status bar
    /// draws other icons).
    func icons(_ list: DisplayList) -> [String] {
        let names = ["chevron.right", "chevron.left", "checkmark"]
        return list.commands.compactMap { command in
            guard case let .glyphs(run) = command, run.font.family == Icon.fontFamily else { return nil }
            return names.first { Icon($0)!.glyph == run.text }
        }
    }

    @Test func widgetRowsAndCheckboxesDrawTheIconSetsMarks() throws {
        func drawn(_ view: View, direction: LayoutDirection = .leftToRight) throws -> [String] {
            let root = View()
            view.place(on: root).pin(.allEdges(padding: 0))
            return icons(try Scene(size: Size(width: 320, height: 60), direction: direction, root: root).displayList())
        }
        #expect(try drawn(ListRow("Wi-Fi", accessory: .chevron)) == ["chevron.right"])
        #expect(try drawn(ListRow("Wi-Fi", accessory: .chevron), direction: .rightToLeft) == ["chevron.left"])
        #expect(try drawn(ListRow("Badges", accessory: .checkmark)) == ["checkmark"])
        #expect(try drawn(Checkbox("All day", isChecked: true)) == ["checkmark"])
    }

    @Test func tableCellsAndTheBackButtonDrawTheSameMarks() throws {
        func cellIcons(_ accessory: UITableViewCell.AccessoryType) throws -> [String] {
            let source = ListDataSource([(header: nil, rows: ["Row"], footer: nil)])
            source.accessory = accessory
            return icons(try Scene(viewController: TableHostController(style: .plain, source: source), device: .iPhone15).displayList())
        }
        #expect(try cellIcons(.disclosureIndicator) == ["chevron.right"])
        #expect(try cellIcons(.checkmark) == ["checkmark"])
        #expect(try cellIcons(.detailDisclosureButton).contains("chevron.right"))

        let navigation = UINavigationController(rootViewController: UIViewController())
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        #expect(try icons(Scene(viewController: navigation, device: .iPhone15).displayList()) == ["chevron.left"])
    }
}
