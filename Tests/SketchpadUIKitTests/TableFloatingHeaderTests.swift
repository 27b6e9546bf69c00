import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A plain table's section headers float: the header of the section under the top of the visible
/// content is pinned there, drawn above its rows, and pushed up by the next section's header, as on
/// iOS; grouped styles scroll their headers with the rows.
@MainActor @Suite(.serialized) struct TableFloatingHeaderTests {
    /// A 320 × 440 table of 20 sections of 28 + 3 × 44 = 160 points, scrolled to `offset`.
    private func table(_ style: UITableView.Style, offset: CGFloat, topInset: CGFloat = 0) -> (UITableView, LoggingHeaderSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
        table.register(CountedTableCell.self, forCellReuseIdentifier: "counted")
        table.register(CountedTableHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.contentInset.top = topInset
        let source = LoggingHeaderSource(sections: 20, headerHeight: 28)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: offset)
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test func theHeaderOfTheSectionUnderTheTopIsPinnedThereAboveItsRows() throws {
        // Section 1 runs from 160 to 320; its header's own place (160–188) is above the bounds.
        let (table, source) = table(.plain, offset: 200)
        let header = try #require(table.headerView(forSection: 1))
        #expect(header.frame == CGRect(x: 0, y: 200, width: 320, height: 28))
        #expect(source.log.contains("will header 1") && !source.log.contains("end header 1"))
        // It is drawn above the rows it covers, and rectForHeader keeps its place in the section.
        let headerIndex = try #require(table.subviews.firstIndex { $0 === header })
        let rows = table.subviews.indices.filter { table.subviews[$0] is UITableViewCell }
        #expect(rows.allSatisfy { $0 < headerIndex })
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 160, width: 320, height: 28))
        // The next header stays in its place below.
        #expect(table.headerView(forSection: 2)?.frame == CGRect(x: 0, y: 320, width: 320, height: 28))
        let drawn = try drawnTexts(try Scene(view: table)).map(\.text)
        #expect(drawn.contains("Section 1"))
    }

    @Test func theNextSectionsHeaderPushesThePinnedOneUp() throws {
        // At 300 section 1 has 20 points left: its header (28) ends where section 2's begins.
        let (table, _) = table(.plain, offset: 300)
        #expect(table.headerView(forSection: 1)?.frame == CGRect(x: 0, y: 292, width: 320, height: 28))
        #expect(table.headerView(forSection: 2)?.frame == CGRect(x: 0, y: 320, width: 320, height: 28))
        let scene = try Scene(view: table)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/table-header-pushed.png", scale: 2)
        }
        // Scrolled on, section 1's header leaves and section 2's is pinned.
        table.contentOffset = CGPoint(x: 0, y: 330)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1) == nil)
        #expect(table.headerView(forSection: 2)?.frame == CGRect(x: 0, y: 330, width: 320, height: 28))
    }

    @Test func headersArePinnedBelowTheAdjustedTopInset() throws {
        let (table, _) = table(.plain, offset: 150, topInset: 50)
        // The visible content starts at 150 + 50 = 200, inside section 1.
        #expect(table.headerView(forSection: 1)?.frame.minY == 200)
        #expect(table.headerView(forSection: 0)?.frame.minY == 132)
    }

    @Test func groupedHeadersScrollWithTheirRows() throws {
        for style in [UITableView.Style.grouped, .insetGrouped] {
            let (table, _) = table(style, offset: 240)
            // Section 1's header (at 160 or 177, with the grouped footer spacing) has scrolled away.
            #expect(table.headerView(forSection: 1) == nil)
            let top = table.rectForHeader(inSection: 2).minY
            #expect(table.headerView(forSection: 2)?.frame.minY == top)
        }
    }
}
