import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// Sections of 44-point rows whose headers (`header: true`) and footers are dequeued counted
/// views; every header and footer call is logged in order.
@MainActor
final class LoggingHeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    private static var kept: [LoggingHeaderSource] = []
    let sections: Int
    /// The delegate's header height (`automaticDimension`: the views size themselves).
    let headerHeight: CGFloat
    var log: [String] = []
    init(sections: Int, headerHeight: CGFloat) {
        self.sections = sections
        self.headerHeight = headerHeight
        super.init()
        LoggingHeaderSource.kept.append(self)
    }
    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "counted", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerHeight }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        log.append("header \(section)")
        let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        var content = view?.defaultContentConfiguration()
        content?.text = "Section \(section)"
        view?.contentConfiguration = content
        return view
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("will header \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("end header \(section)")
    }
}

/// A 320 × 440 plain table of `sections` sections (3 rows of 44 points and a header each), laid out.
@MainActor
func headedTable(sections: Int, headerHeight: CGFloat = 28, estimate: CGFloat? = nil) -> (UITableView, LoggingHeaderSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(CountedTableCell.self, forCellReuseIdentifier: "counted")
    table.register(CountedTableHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    if let estimate { table.estimatedSectionHeaderHeight = estimate }
    let source = LoggingHeaderSource(sections: sections, headerHeight: headerHeight)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
}

/// `UITableView` asks for section headers and footers as they come on screen and reuses them as
/// it reuses cells (`dequeueReusableHeaderFooterView`, `willDisplayHeaderView`, `didEndDisplayingHeaderView`).
@MainActor @Suite(.serialized) struct TableHeaderFooterReuseTests {
    @Test func onlyTheHeadersThatShowAreAskedForAndDisplayed() throws {
        let before = CountedTableHeader.made
        // Sections are 28 + 3 × 44 = 160 points: sections 0, 1 and 2 meet the 440-point bounds.
        let (table, source) = headedTable(sections: 20)
        #expect(source.log == ["header 0", "will header 0", "header 1", "will header 1", "header 2", "will header 2"])
        #expect(CountedTableHeader.made - before == 3)
        #expect(table.headerView(forSection: 2) != nil && table.headerView(forSection: 3) == nil)
        // Sections below the bounds are still laid out, by the delegate's heights.
        #expect(table.rectForHeader(inSection: 19) == CGRect(x: 0, y: 19 * 160, width: 320, height: 28))
        #expect(abs(table.contentSize.height - 20 * 160) < 1e-6)
        #expect(table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.count == 3)
    }

    @Test func headersScrolledOutAreEndedThenReusedForTheSectionsThatCome() throws {
        let before = CountedTableHeader.made
        let (table, source) = headedTable(sections: 20)
        source.log = []
        table.contentOffset = CGPoint(x: 0, y: 170)
        table.layoutIfNeeded()
        // Section 0 (0–160) leaves before section 3 (480–) is asked for: its header is the one reused.
        #expect(source.log == ["end header 0", "header 3", "will header 3"])
        #expect(CountedTableHeader.made - before == 3)
        #expect(table.headerView(forSection: 0) == nil)
        let header = try #require(table.headerView(forSection: 3))
        #expect(header.frame == CGRect(x: 0, y: 480, width: 320, height: 28))
        #expect((header.contentConfiguration as? UIListContentConfiguration)?.text == "Section 3")
        let scene = try Scene(view: table)
        let drawn = try drawnTexts(scene).map(\.text)
        #expect(drawn.contains("Section 3") && drawn.contains("Section 1") && !drawn.contains("Section 0"))
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/table-headers-scrolled.png", scale: 2)
        }
        for step in 1...17 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 160 + 10)
            table.layoutIfNeeded()
        }
        // Twenty sections scrolled through with the three headers made first (three show at once).
        #expect(CountedTableHeader.made - before == 3)
        #expect(table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.count == 3)
    }

    @Test func selfSizingHeadersBelowTheBoundsTakeTheEstimateUntilTheyCome() throws {
        let before = CountedTableHeader.made
        let (table, source) = headedTable(sections: 20, headerHeight: UITableView.automaticDimension, estimate: 30)
        #expect(!source.log.contains("header 5"))
        #expect(CountedTableHeader.made - before <= 4)
        #expect(table.rectForHeader(inSection: 10).height == 30)
        // Without an estimate every header is measured (borrowed from the pool, given back untold).
        let (measured, measuredSource) = headedTable(sections: 20, headerHeight: UITableView.automaticDimension)
        #expect(measuredSource.log.contains("header 19") && !measuredSource.log.contains("will header 19"))
        #expect(measured.rectForHeader(inSection: 10).height == measured.rectForHeader(inSection: 0).height)
        #expect(measured.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.count <= 4)
    }
}
