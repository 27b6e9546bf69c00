import Foundation
import Sketchpad
@testable import SketchpadUIKit
import Testing

/// A `UITableViewController` whose rows use the list content configuration, as apps write it.
@MainActor
final class ListTableController: UITableViewController {
    enum Kind: Sendable { case cell, subtitle, value }
    let rows: [String]
    let registers: Bool
    let kind: Kind
    init(style: UITableView.Style = .plain, rows: [String] = ["One", "Two", "Three"], registers: Bool = true, kind: Kind = .cell) {
        self.rows = rows
        self.registers = registers
        self.kind = kind
        super.init(style: style)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        if registers { tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell") }
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = registers ? tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            : UITableViewCell(style: .default, reuseIdentifier: nil)
        var content: UIListContentConfiguration
        switch kind {
        case .cell: content = cell.defaultContentConfiguration()
        case .subtitle: content = .subtitleCell(); content.secondaryText = "Detail"
        case .value: content = .valueCell(); content.secondaryText = "Value"
        }
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

/// A table view controller in a navigation controller, the most common UIKit screen: rows that
/// reach under the home indicator failed with "negativeSize: the height of StackNode comes out as
/// -11". The table had absorbed the bottom safe area into its content inset, yet its rows still
/// inherited it, so a row's list content margins (11 pt top and bottom) grew by the part of the
/// row under the indicator. UIKit gives a scroll view's content only the safe area its content
/// inset does not already absorb: rows keep their margins wherever they scroll.
@MainActor @Suite struct TableViewControllerLayoutTests {
    struct Screen: Sendable, CustomTestStringConvertible {
        var style: UITableView.Style = .plain
        var registers = true
        var kind: ListTableController.Kind = .cell
        var search = false
        var tabs = false
        var testDescription: String { "\(style) \(kind)\(registers ? " dequeued" : " made directly")\(search ? " search" : "")\(tabs ? " tabs" : "")" }
    }

    nonisolated static let screens: [Screen] = [
        Screen(), Screen(registers: false),
        Screen(style: .grouped), Screen(style: .insetGrouped),
        Screen(kind: .subtitle), Screen(kind: .value),
        Screen(search: true), Screen(tabs: true), Screen(style: .insetGrouped, search: true, tabs: true),
    ]

    @Test(arguments: screens)
    func rowsUnderTheHomeIndicatorLayOutWithoutError(screen: Screen) throws {
        let list = ListTableController(style: screen.style, rows: (1...30).map { "Row \($0)" }, registers: screen.registers, kind: screen.kind)
        list.title = "List"
        if screen.search { list.navigationItem.searchController = UISearchController(searchResultsController: nil) }
        let navigation = UINavigationController(rootViewController: list)
        let root: UIViewController
        if screen.tabs { let tabs = UITabBarController(); tabs.viewControllers = [navigation]; root = tabs } else { root = navigation }
        let scene = try Scene(viewController: root, device: .iPhone15)
        _ = try scene.displayList()
        let table = try #require(list.tableView)
        let cells = table.visibleCells
        #expect(cells.count > 10)
        let rowHeight: CGFloat = screen.kind == .subtitle ? cells[0].frame.height : 44
        for (row, cell) in cells.enumerated() {
            #expect(cell.frame.height == rowHeight, "row \(row)")
            #expect(cell.contentView.frame.height == rowHeight, "row \(row)")
            // The list content configuration's 11-point vertical margins, under the indicator too.
            #expect(cell.contentView.layoutMargins.top == 11 && cell.contentView.layoutMargins.bottom == 11, "row \(row): \(cell.contentView.layoutMargins)")
            #expect(cell.safeAreaInsets.top == 0 && cell.safeAreaInsets.bottom == 0, "row \(row): \(cell.safeAreaInsets)")
        }
    }

    @Test func theSmallestFailingScreenIsAPlainListInANavigationController() throws {
        let list = ListTableController(rows: (1...30).map { "Row \($0)" })
        let navigation = UINavigationController(rootViewController: list)
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        let table = try #require(list.tableView)
        // Row 17 straddles the home indicator's area: 44 pt at y = 704 in the content, 11 pt of it under the indicator.
        let row = try #require(table.cellForRow(at: IndexPath(row: 16, section: 0)))
        #expect(row.frame == CGRect(x: 0, y: 704, width: 393, height: 44))
        let label = try #require(try drawnTexts(scene).first { $0.text == "Row 17" })
        let first = try #require(try drawnTexts(scene).first { $0.text == "Row 1" })
        // Both texts sit the same distance into their rows.
        #expect(abs((label.origin.y - 704) - first.origin.y) < 0.5)
    }
}
