import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// Sections with a 28-point header titled "Header N", three 44-point rows and a 30-point footer
/// titled "Footer N": 190 points each.
@MainActor
final class TitledSectionsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    private static var kept: [TitledSectionsSource] = []
    override init() {
        super.init()
        TitledSectionsSource.kept.append(self)
    }
    func numberOfSections(in tableView: UITableView) -> Int { 8 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = content
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
}

/// A plain table's pinned headers and footers as iOS 15 and later show them: a footer floats at the
/// bottom of the visible content while its section runs on below, and a header or footer shows
/// UIKit's default background for a pinned plain header (`UITableConstants_IOS`
/// `defaultHeaderFooterBackgroundPropertiesForTableViewStyle:…floating:` gives a blur of style 10,
/// `systemChromeMaterial`, when floating, and no background otherwise).
@MainActor @Suite(.serialized) struct TablePinnedSupplementTests {
    private func table(offset: CGFloat, style: UITableView.Style = .plain) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: style)
        let source = TitledSectionsSource()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: offset)
        table.layoutIfNeeded()
        return table
    }

    /// The blur behind a header or footer (nil: it has no background).
    private func background(of view: UIView?) -> UIBlurEffect.Style? {
        ((view?.subviews.first as? UIVisualEffectView)?.effect as? UIBlurEffect)?.style
    }

    @Test func aPinnedHeaderHasTheBarsBlurBehindItAndOneInItsPlaceHasNone() throws {
        // Section 1 runs from 190 to 380: at 200 its header is pinned, section 2's is in its place.
        let table = table(offset: 200)
        let pinned = try #require(table.headerView(forSection: 1))
        #expect(pinned.frame == CGRect(x: 0, y: 200, width: 320, height: 28))
        #expect(background(of: pinned) == .systemChromeMaterial)
        #expect(pinned.subviews.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(background(of: table.headerView(forSection: 2)) == nil)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: table).render(to: folder + "/table-pinned-header.png", scale: 2)
        }
        // Scrolled back, the header is in its place again and loses the blur.
        table.contentOffset = CGPoint(x: 0, y: 150)
        table.layoutIfNeeded()
        let placed = try #require(table.headerView(forSection: 1))
        #expect(placed.frame.minY == 190)
        #expect(background(of: placed) == nil)
    }

    @Test func aFooterFloatsAtTheBottomWhileItsSectionRunsOnBelow() throws {
        // Section 2 runs from 380 to 570: its footer (540–570) is pinned at the bottom, 410–440.
        let table = table(offset: 0)
        let footer = try #require(table.footerView(forSection: 2))
        #expect(footer.frame == CGRect(x: 0, y: 410, width: 320, height: 30))
        #expect(background(of: footer) == .systemChromeMaterial)
        #expect(table.rectForFooter(inSection: 2) == CGRect(x: 0, y: 540, width: 320, height: 30))
        // Drawn above the rows it covers.
        let index = try #require(table.subviews.firstIndex { $0 === footer })
        #expect(table.subviews.indices.filter { table.subviews[$0] is UITableViewCell }.allSatisfy { $0 < index })
        // Section 1's footer is in its place, unpinned.
        let placed = try #require(table.footerView(forSection: 1))
        #expect(placed.frame.minY == 350)
        #expect(background(of: placed) == nil)
        let drawn = try drawnTexts(try Scene(view: table)).map(\.text)
        #expect(drawn.contains("Footer 2"))
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: table).render(to: folder + "/table-pinned-footer.png", scale: 2)
        }
    }

    @Test func aFloatingFooterIsPinnedAboveTheBottomInsetAndStopsBelowItsSectionsHeader() throws {
        // With a 40-point bottom inset the visible content ends at 400, inside section 2's header
        // (380–408): its footer would be pinned at 370, but it stays below the header, at 408.
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let source = TitledSectionsSource()
        table.dataSource = source
        table.delegate = source
        table.contentInset.bottom = 40
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 2)?.frame.minY == 408)
        // Scrolled by 100 the visible content ends at 500: section 2's footer is pinned at 470.
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 2)?.frame.minY == 470)
        // By 200 it ends at 600, below section 2 (380–570): the footer is back in its place.
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        let placed = try #require(table.footerView(forSection: 2))
        #expect(placed.frame.minY == 540)
        #expect(background(of: placed) == nil)
    }

    @Test func groupedFootersScrollWithTheirRows() throws {
        let table = table(offset: 0, style: .grouped)
        let footers = (0..<8).compactMap { table.footerView(forSection: $0) }
        #expect(!footers.isEmpty)
        for s in 0..<8 {
            guard let footer = table.footerView(forSection: s) else { continue }
            #expect(footer.frame.minY == table.rectForFooter(inSection: s).minY)
            #expect(background(of: footer) == nil)
        }
    }
}
