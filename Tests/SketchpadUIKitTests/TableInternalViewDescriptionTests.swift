import Foundation
import Testing
import Sketchpad
@_spi(SnapshotTesting) @testable import SketchpadUIKit

/// The views UIKit makes inside a table's cells and headers, listed as iOS prints them. References
/// (addresses purged as swift-snapshot-testing purges them): a grouped table (a sign-in screen)
/// printed with Cycript on a device, its iOS release not stated (its text field has the
/// `_UITextLayoutCanvasView` of iOS 15 and later); and getsentry/sentry-cocoa's iOS 16 hierarchy
/// of an inset grouped list, whose cells' background views print their colour view's colour.
@MainActor @Suite struct TableInternalViewDescriptionTests {
    /// A grouped table's cell lists a `_UISystemBackgroundView` first, before its content view,
    /// printing its configuration after its layer, over a `UIView` (iOS 16:
    /// `<_UISystemBackgroundView: 0x…; frame = (0 0; 268 44); layer = <CALayer: 0x…>;
    /// configuration = <UIBackgroundConfiguration: 0x…; Base Style = List Grouped Cell;
    /// backgroundColor = <UIDynamicSystemColor: 0x…; name = tableCellGroupedBackgroundColor>>>`
    /// in a SwiftUI list's collection view; the Cycript table lists it first in a 375 × 60 cell
    /// with the older `textLabel`, over `<UIView: 0x…; frame = (0 0; 375 60); layer = <CALayer:
    /// 0x…>>`, a view without a colour of its own in a table cell).
    @Test func aGroupedCellListsItsSystemBackgroundFirst() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let table = UITableView(frame: window.bounds, style: .grouped)
        table.rowHeight = 60
        let rows = NumberRows()
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let background = "<_UISystemBackgroundView; frame = (0 0; 375 60); layer = <CALayer>; configuration = <UIBackgroundConfiguration; Base Style = List Grouped Cell; backgroundColor = <UIDynamicSystemColor; name = tableCellGroupedBackgroundColor>>>"
        let colour = "<UIView; frame = (0 0; 375 60); layer = <CALayer>>"
        #expect(cell.subviews.first?.description == background)
        #expect(cell.subviews.first?.subviews.map(\.description) == [colour])
        #expect(cell.subviews.dropFirst().first === cell.contentView)
        // They draw nothing: the cell's decoration draws the background.
        let node = try #require(cell.subviews.first?.subviews.first?.node as? UIKitNode)
        #expect(node.appearance.fill == nil)
        // The colour is grouped cells' background under UIKit's name for it.
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.tableCellGroupedBackground.resolvedColor(with: dark) == UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark))
    }

    /// The Cycript table's one-row section lists two full-width separators after the content view:
    /// the bottom one, then the top one (`<_UITableViewCellSeparatorView: 0x…; frame = (0 59.5; 375
    /// 0.5)>` then `frame = (0 0; 375 0.5)` on a 2× device; here on the default 3× grid).
    @Test func aGroupedOneRowSectionsCellListsItsBottomThenTopSeparatorFullWidth() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let table = UITableView(frame: window.bounds, style: .grouped)
        table.rowHeight = 60
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let rows = ListDataSource([(header: nil, rows: ["Apple ID"], footer: nil)])
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.subviews.dropFirst(2).map(\.description) == [
            "<_UITableViewCellSeparatorView; frame = (0 59.6667; 375 0.333333); layer = <CALayer>>",
            "<_UITableViewCellSeparatorView; frame = (0 0; 375 0.333333); layer = <CALayer>>",
        ])
        withExtendedLifetime(rows) {}
    }

    /// A plain table's cell, and a grouped one with a colour of its own, list no system background
    /// view here (no iOS print of theirs was found).
    @Test func plainAndColouredCellsListNoSystemBackground() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let plain = UITableView(frame: window.bounds, style: .plain)
        let rows = NumberRows()
        plain.dataSource = rows
        window.addSubview(plain)
        window.layoutIfNeeded()
        let cell = try #require(plain.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.subviews.first === cell.contentView)
        let grouped = UITableView(frame: window.bounds, style: .grouped)
        let coloured = ColouredRows()
        grouped.dataSource = coloured
        window.addSubview(grouped)
        window.layoutIfNeeded()
        let own = try #require(grouped.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(own.subviews.first === own.contentView)
    }

    /// A grouped table's header prints `text = ''` after its frame and the table's `autoresize =
    /// W`, and lists a system background of the header style and `_UITableViewHeaderFooterContentView`
    /// (the Cycript table: `<UITableViewHeaderFooterView: 0x…; frame = (0 0; 375 155); text = '';
    /// autoresize = W; layer = <CALayer: 0x…>>` over `<_UISystemBackgroundView: 0x…; frame = (0 0;
    /// 375 155); layer = <CALayer: 0x…>; configuration = <UIBackgroundConfiguration: 0x…; Base
    /// Style = List Grouped Header/Footer; backgroundColor = UIExtendedGrayColorSpace 0 0>>` and
    /// `<_UITableViewHeaderFooterContentView: 0x…; frame = (0 0; 375 155); layer = <CALayer: 0x…>>`).
    @Test func aGroupedHeaderPrintsEmptyTextAndItsContentView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let table = UITableView(frame: window.bounds, style: .grouped)
        let source = CustomHeaderSource()
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.description == "<UITableViewHeaderFooterView; frame = (0 0; 375 155); text = ''; autoresize = W; layer = <CALayer>>")
        #expect(header.subviews.map(\.description) == [
            "<_UISystemBackgroundView; frame = (0 0; 375 155); layer = <CALayer>; configuration = <UIBackgroundConfiguration; Base Style = List Grouped Header/Footer; backgroundColor = UIExtendedGrayColorSpace 0 0>>",
            "<_UITableViewHeaderFooterContentView; frame = (0 0; 375 155); layer = <CALayer>>",
        ])
        #expect(header.subviews.last === header.contentView)
        // A header's title given through the older text label is printed, cut as UIKit cuts text.
        let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
        titled.textLabel?.text = "Recently Deleted Reminders Lists"
        #expect(titled.description.contains("; text = 'Recently Deleted Reminder...'; "))
    }
}

/// Rows of a grouped table with a colour of their own.
final class ColouredRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundColor = .systemYellow
        return cell
    }
}

/// One section whose 155-point header is a header-footer view with a view of its own inside.
final class CustomHeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 155 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let own = UIView()
        own.translatesAutoresizingMaskIntoConstraints = false
        header.contentView.addSubview(own)
        NSLayoutConstraint.activate([
            own.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor),
            own.trailingAnchor.constraint(equalTo: header.contentView.trailingAnchor),
            own.topAnchor.constraint(equalTo: header.contentView.topAnchor),
            own.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor),
        ])
        return header
    }
}
