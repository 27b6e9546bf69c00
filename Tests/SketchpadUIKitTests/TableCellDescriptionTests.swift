import Foundation
import Sketchpad
import Testing
@_spi(SnapshotTesting) @testable import SketchpadUIKit

/// A table cell's own views as iOS lists them. References (addresses purged as
/// swift-snapshot-testing purges them): swift-snapshot-testing's `testTableViewController.2.txt`
/// (iOS 12, a 2× iPhone SE simulator: each cell is `UITableViewCellContentView` over a
/// `UITableViewLabel` holding the older `textLabel`, then a `_UITableViewCellSeparatorView`), and
/// a grouped sign-in table printed on an iOS 16 device (the same two classes, the label without a
/// background colour). Content views fill the cell's height since iOS 13 (an iOS 15 settings cell
/// prints `frame = (0 0; 320 44)`), so the label and separator do too; frames here are on the
/// 3× grid of the default traits.
@MainActor @Suite struct TableCellDescriptionTests {
    /// The table in its window (kept by the suite: a table holds its window weakly).
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))

    private func table(source: some UITableViewDataSource) -> UITableView {
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return table
    }

    /// swift-snapshot-testing's table of ten numbered rows: the row's text is a
    /// `UITableViewLabel` filling the content view between the margins, the separator follows
    /// the content view, one hairline tall, from the text's leading edge to the cell's end.
    @Test func aCellListsItsTextLabelAndSeparatorAsUIKitDoes() throws {
        let rows = NumberRows()
        let table = table(source: rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.recursiveDescription() == """
            <UITableViewCell; frame = (0 44; 320 44); text = '1'; autoresize = W; layer = <CALayer>>
               | <UITableViewCellContentView; frame = (0 0; 320 44); gestureRecognizers = <NSArray>; layer = <CALayer>>
               |    | <UITableViewLabel; frame = (16 0; 288 44); text = '1'; userInteractionEnabled = NO; layer = <_UILabelLayer>>
               | <_UITableViewCellSeparatorView; frame = (16 43.6667; 304 0.333333); layer = <CALayer>>
            """)
        // The label is the cell's own `textLabel`, in its content view; no configuration is set.
        let label = try #require(cell.textLabel)
        #expect(label.superview === cell.contentView && cell.contentView.subviews.count == 1)
        #expect(cell.contentConfiguration == nil)
        #expect(label.description.hasPrefix("<UITableViewLabel; "))
    }

    /// A cell whose older labels have no text lists none of them; text set later shows up.
    @Test func labelsWithoutTextAreNotListed() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        _ = cell.textLabel
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.isEmpty)
        cell.textLabel?.text = "Ada"
        cell.detailTextLabel?.text = "Analyst"
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.map(\.description).map { $0.components(separatedBy: ";").first ?? "" } == ["<UITableViewLabel", "<UITableViewLabel"])
        #expect(cell.contentView.subviews.first === cell.textLabel && cell.contentView.subviews.last === cell.detailTextLabel)
        // A configuration set later replaces them: only its list content view is left.
        var content = cell.defaultContentConfiguration()
        content.text = "Grace"
        cell.contentConfiguration = content
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first is UIListContentView)
    }

    /// The image comes first, then the text and the detail (iOS lists `UIImageView` before
    /// `UITableViewLabel` in a cell's content view); the texts sit where a subtitle
    /// configuration puts them, one above the other after the image.
    @Test func theImageComesFirstThenTheTexts() throws {
        let rows = SubtitleRows()
        let table = table(source: rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let (image, text, detail) = try (#require(cell.imageView), #require(cell.textLabel), #require(cell.detailTextLabel))
        #expect(cell.contentView.subviews.count == 3)
        #expect(cell.contentView.subviews[0] === image && cell.contentView.subviews[1] === text && cell.contentView.subviews[2] === detail)
        #expect(image.frame.maxX < text.frame.minX && abs(text.frame.minX - detail.frame.minX) < 1e-9)
        #expect(text.frame.maxY <= detail.frame.minY + 1e-9)
        #expect(abs(image.frame.midY - cell.contentView.bounds.midY) <= 1.0 / 6 + 1e-9)
    }

    /// The older label draws its text where the equivalent configuration draws it, in the
    /// style's font and colour.
    @Test func theOlderLabelDrawsWhereAConfigurationWould() throws {
        func glyphs(_ source: some UITableViewDataSource) throws -> [GlyphRun] {
            let controller = UIViewController()
            let table = UITableView(frame: .zero, style: .plain)
            table.dataSource = source
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.view.addSubview(table)
            table.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
            return try Scene(viewController: controller, device: .iPhone15).displayList().commands.compactMap {
                if case let .glyphs(run) = $0, Int(run.text) != nil { return run }
                return nil
            }
        }
        let older = try glyphs(NumberRows()), configured = try glyphs(ConfiguredNumberRows())
        #expect(older.map(\.text) == (0..<10).map { "\($0)" } && configured.map(\.text) == older.map(\.text))
        #expect(older.map(\.origin) == configured.map(\.origin))
        #expect(older.map(\.color) == configured.map(\.color) && older.map(\.font) == configured.map(\.font))
    }

    /// Every cell with a separator lists one, after its content view; the last row of a plain
    /// table, which draws none here, lists none; a table without separators lists none.
    @Test func separatorsAreListedWhereTheyAreDrawn() throws {
        let rows = NumberRows()
        let table = table(source: rows)
        let cells = (0..<10).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.count == 10)
        for cell in cells.dropLast() {
            #expect(cell.subviews.count == 2 && cell.subviews[0] === cell.contentView)
            #expect(cell.subviews.last?.description == "<_UITableViewCellSeparatorView; frame = (16 43.6667; 304 0.333333); layer = <CALayer>>")
        }
        #expect(cells.last?.subviews.count == 1)
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(cells.allSatisfy { $0.subviews.count == 1 })
        // A cell's own inset moves its separator (UIKit's `separatorInset`).
        table.separatorStyle = .singleLine
        cells[0].separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        table.layoutIfNeeded()
        #expect(cells[0].subviews.last?.frame == CGRect(x: 40, y: 44 - 1.0 / 3, width: 270, height: 1.0 / 3))
    }
}

/// The separators at a section's edges, by table style: a grouped section's first cell lists a
/// full-width `_UITableViewCellSeparatorView` at origin zero (the frame WordPress-iOS's
/// `findSectionTopSeparator()` finds on iOS) and its last cell's separator spans the width; an
/// inset grouped section has neither; a plain section's last row keeps its inset separator.
@MainActor @Suite struct TableSectionEdgeSeparatorTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    /// Kept by the suite: a table holds its data source weakly.
    private let source = ListDataSource([(header: nil, rows: ["Ada", "Grace", "Alan"], footer: nil),
                                         (header: nil, rows: ["Edsger"], footer: nil)])

    private func cells(_ style: UITableView.Style) -> (table: UITableView, cells: [UITableViewCell]) {
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (table, table.visibleCells.sorted { $0.frame.minY < $1.frame.minY })
    }

    private func separators(_ cell: UITableViewCell) -> [String] {
        cell.subviews.map(\.description).filter { $0.hasPrefix("<_UITableViewCellSeparatorView") }
    }

    @Test func groupedSectionsHaveFullWidthSeparatorsAlongTheirFirstCellsTopAndUnderTheirLastCell() throws {
        let (table, cells) = cells(.grouped)
        try #require(cells.count == 4)
        #expect(separators(cells[0]) == [
            "<_UITableViewCellSeparatorView; frame = (16 43.6667; 304 0.333333); layer = <CALayer>>",
            "<_UITableViewCellSeparatorView; frame = (0 0; 320 0.333333); layer = <CALayer>>",
        ])
        #expect(separators(cells[1]) == ["<_UITableViewCellSeparatorView; frame = (16 43.6667; 304 0.333333); layer = <CALayer>>"])
        #expect(separators(cells[2]) == ["<_UITableViewCellSeparatorView; frame = (0 43.6667; 320 0.333333); layer = <CALayer>>"])
        // A one-row section's cell has both edges.
        #expect(separators(cells[3]) == [
            "<_UITableViewCellSeparatorView; frame = (0 43.6667; 320 0.333333); layer = <CALayer>>",
            "<_UITableViewCellSeparatorView; frame = (0 0; 320 0.333333); layer = <CALayer>>",
        ])
        // No separators: no edges either.
        table.separatorStyle = .none
        table.layoutIfNeeded()
        #expect(cells.allSatisfy { separators($0).isEmpty })
    }

    @Test func insetGroupedSectionsHaveNoSeparatorsAtTheirEdges() throws {
        let (_, cells) = cells(.insetGrouped)
        try #require(cells.count == 4)
        #expect(cells.map { separators($0).count } == [1, 1, 0, 0])
        #expect(cells[0].subviews.allSatisfy { $0.frame.minY > 0 || $0.frame.height >= 1 })
    }

    @Test func plainSectionsKeepAnInsetSeparatorUnderTheirLastRowButTheTablesLast() throws {
        let (_, cells) = cells(.plain)
        try #require(cells.count == 4)
        #expect(cells.map { separators($0).count } == [1, 1, 1, 0])
        #expect(separators(cells[2]) == ["<_UITableViewCellSeparatorView; frame = (16 43.6667; 304 0.333333); layer = <CALayer>>"])
    }
}

/// Ten rows shown through a content configuration rather than the older label.
final class ConfiguredNumberRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "\(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
}

/// A subtitle row with a symbol image, a title and a detail.
final class SubtitleRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.imageView?.image = UIImage(systemName: "star")
        cell.textLabel?.text = "Ada Lovelace"
        cell.detailTextLabel?.text = "Analyst"
        return cell
    }
}
