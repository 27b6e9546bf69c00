import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A table cell that counts how many were made and how often one was prepared for reuse.
@MainActor
final class CountedTableCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountedTableCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header that counts how many were made.
@MainActor
final class CountedTableHeader: UITableViewHeaderFooterView {
    nonisolated(unsafe) static var made = 0
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        CountedTableHeader.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// Data source and delegate of rows (44 points, or `rowHeight`) that log every call in order.
@MainActor
final class LoggingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    private static var kept: [LoggingTableSource] = []
    let counts: [Int]
    /// What the delegate gives as every row's height (`automaticDimension`: the cells size them).
    let rowHeight: CGFloat
    var log: [String] = []
    init(_ counts: [Int], rowHeight: CGFloat = 44) {
        self.counts = counts
        self.rowHeight = rowHeight
        super.init()
        LoggingTableSource.kept.append(self)
    }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        log.append("cell \(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "counted", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        log.append("header \(section)")
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { rowHeight }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("will \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("end \(indexPath.row)")
    }
}

/// A 320 × 440 plain table of counted cells (ten 44-point rows show), laid out.
@MainActor
func countedTable(_ counts: [Int], headers: Bool = false, rowHeight: CGFloat = 44) -> (UITableView, LoggingTableSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(CountedTableCell.self, forCellReuseIdentifier: "counted")
    if headers { table.register(CountedTableHeader.self, forHeaderFooterViewReuseIdentifier: "header") }
    let source = LoggingTableSource(counts, rowHeight: rowHeight)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
}

/// `UITableView` reuses cells and header-footer views through the reuse pool, as UIKit does.
@MainActor @Suite(.serialized) struct TableViewReuseTests {
    @Test func rowsScrolledOutAreEndedThenTheirCellsPreparedAndGivenToTheRowsThatCome() throws {
        let (table, source) = countedTable([100])
        #expect(table.visibleCells.count == 10)
        source.log = []
        let before = CountedTableCell.made
        table.contentOffset = CGPoint(x: 0, y: 88)
        table.layoutIfNeeded()
        // Rows 0 and 1 leave before rows 10 and 11 are asked for, so theirs are the cells reused.
        #expect(source.log == ["end 0", "end 1", "cell 10", "will 10", "cell 11", "will 11"])
        #expect(CountedTableCell.made == before)
        let reused = table.visibleCells.compactMap { $0 as? CountedTableCell }.filter { $0.reuses > 0 }
        #expect(reused.count == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 2, section: 0))
        #expect(table.visibleCells.count == 10 && table.subviews.compactMap { $0 as? UITableViewCell }.count == 10)
    }

    @Test func scrollingAHundredRowsMakesOnlyAScreenfulOfCells() throws {
        let before = CountedTableCell.made
        let (table, _) = countedTable([100])
        for step in 1...90 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 44)
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
        // A screenful (each step moves a whole row out before the next comes), not 100.
        #expect(CountedTableCell.made - before == 10)
        let shown = try #require(table.cellForRow(at: IndexPath(row: 99, section: 0)))
        let text = (shown.contentConfiguration as? UIListContentConfiguration)?.text
        #expect(text == "Row 99")
    }

    @Test func aJumpFarDownReusesTheShownCellsWithoutMakingTheRowsBetween() throws {
        let before = CountedTableCell.made
        let (table, source) = countedTable([100])
        source.log = []
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(!source.log.contains("cell 20"))
        #expect(source.log.filter { $0.hasPrefix("end") }.count == 10)
        #expect(CountedTableCell.made - before == 10)
        #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.frame.minY == 2200)
    }

    @Test func reloadDataPoolsTheShownCellsAndHeadersForTheNextDequeue() throws {
        let cellsBefore = CountedTableCell.made, headersBefore = CountedTableHeader.made
        let (table, source) = countedTable([3, 3], headers: true)
        #expect(CountedTableCell.made - cellsBefore == 6 && CountedTableHeader.made - headersBefore == 2)
        source.log = []
        table.reloadData()
        table.layoutIfNeeded()
        #expect(CountedTableCell.made - cellsBefore == 6 && CountedTableHeader.made - headersBefore == 2)
        #expect(table.visibleCells.allSatisfy { ($0 as? CountedTableCell)?.reuses == 1 })
        #expect(table.headerView(forSection: 1) != nil)
        #expect(table.subviews.compactMap { $0 as? UITableViewCell }.count == 6)
    }

    @Test func aSelectedCellReusedForAnUnselectedRowIsDeselected() throws {
        let (table, _) = countedTable([100])
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.isSelected)
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        let row10 = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
        #expect(row10 === first && !row10.isSelected)
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    }

    @Test func selfSizingRowsAboveTheBoundsAreMeasuredWithAPooledCellAndNeverDisplayed() throws {
        let before = CountedTableCell.made
        let (table, source) = countedTable([100], rowHeight: UITableView.automaticDimension)
        source.log = []
        table.contentOffset = CGPoint(x: 0, y: 2200)
        table.layoutIfNeeded()
        // Rows 10 to 49 are sized by their cells (cellForRowAt) but never shown (no willDisplay).
        #expect(source.log.contains("cell 20") && !source.log.contains("will 20"))
        #expect(source.log.suffix(2) == ["cell 59", "will 59"])
        // The measuring borrows a pooled cell and gives it back: a screenful is all that is made.
        #expect(CountedTableCell.made - before == 10)
        #expect(table.indexPathsForVisibleRows == (50..<60).map { IndexPath(row: $0, section: 0) })
        #expect(table.subviews.compactMap { $0 as? UITableViewCell }.count == 10)
    }

    @Test func aCellWithoutReuseIdentifierIsNotReused() throws {
        @MainActor final class Source: NSObject, UITableViewDataSource {
            var made: [UITableViewCell] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if let pooled = tableView.dequeueReusableCell(withIdentifier: "none") { return pooled }
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                made.append(cell)
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        #expect(source.made.count == 20)
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).isDisjoint(with: source.made.prefix(10).map(ObjectIdentifier.init)))
    }
}
