import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A selected row is drawn as UIKit draws it (issue 23): filled with `systemGray4` in the row's
/// shape, or its `selectedBackgroundView` behind the content; `.none` draws nothing.
@MainActor @Suite struct TableSelectionTests {
    static let grey = UIColor.systemGray4.sketchpadColor

    func table(_ style: UITableView.Style) throws -> (TableHostController, Scene) {
        let source = ListDataSource([(header: nil, rows: ["One", "Two", "Three"], footer: nil)])
        let host = TableHostController(style: style, source: source)
        return (host, try Scene(viewController: host, device: .iPhone15))
    }

    @Test func aSelectedRowIsFilledGrey() throws {
        let (host, scene) = try table(.plain)
        #expect(try drawnFills(scene).allSatisfy { $0.color != Self.grey })
        host.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let cell = try #require(host.table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.isSelected)
        let greys = try drawnFills(scene).filter { $0.color == Self.grey }
        #expect(greys.count == 1)
        #expect(greys.first.map { abs($0.bounds.minY - (59 + 44)) < 1e-6 && $0.bounds.height == 44 && $0.bounds.width == 393 } == true)
        // Deselected, highlighted, and a style of none.
        host.table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(try drawnFills(scene).allSatisfy { $0.color != Self.grey })
        cell.setHighlighted(true, animated: false)
        #expect(try drawnFills(scene).filter { $0.color == Self.grey }.count == 1)
        cell.selectionStyle = .none
        #expect(try drawnFills(scene).allSatisfy { $0.color != Self.grey })
    }

    /// The separators drawn, as the tops of their hairlines (table coordinates).
    func separatorTops(_ scene: Scene) throws -> [Double] {
        let colour = UIColor.separator.sketchpadColor
        return try drawnFills(scene).filter { $0.color == colour && $0.bounds.height < 1 }.map(\.bounds.minY).sorted()
    }

    /// UIKit hides the separators above and below a row that shows its selection (selected or
    /// highlighted): the selected row's own and the one of the row before it.
    @Test func aSelectedRowHasNoSeparatorAboveOrBelow() throws {
        let source = ListDataSource([(header: nil, rows: ["One", "Two", "Three", "Four"], footer: nil)])
        let host = TableHostController(style: .plain, source: source)
        let scene = try Scene(viewController: host, device: .iPhone15)
        // Plain: under every row but the last of the last section.
        let all = try separatorTops(scene)
        #expect(all.count == 3)
        host.table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let shown = try separatorTops(scene)
        #expect(shown.count == 1 && shown.first == all.last)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/table-selected-separators.png", scale: 2)
        }
        host.table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(try separatorTops(scene) == all)
        // Highlighting the first row hides only its own separator; the last, the one above it.
        let first = try #require(host.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        first.setHighlighted(true, animated: false)
        #expect(try separatorTops(scene) == Array(all.dropFirst()))
        first.setHighlighted(false, animated: false)
        host.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(try separatorTops(scene) == Array(all.dropLast()))
        // A row whose selection style is none shows no selection, so its separators stay.
        try #require(host.table.cellForRow(at: IndexPath(row: 3, section: 0))).selectionStyle = .none
        #expect(try separatorTops(scene) == all)
    }

    /// In an inset grouped section the selection keeps the card's rounded outer corners.
    @Test func aSelectedFirstRowOfAnInsetGroupedSectionIsRounded() throws {
        let (host, scene) = try table(.insetGrouped)
        host.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let greys = try drawnFills(scene).filter { $0.color == Self.grey }
        #expect(greys.count == 1 && greys.first?.isPath == true && greys.first.map { abs($0.bounds.minX - 16) < 1e-6 } == true)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/table-selected-row.png", scale: 2)
        }
    }

    /// A selected background view is a subview only while the cell is selected, behind the
    /// others, filling the cell; the grey is not drawn then.
    @Test func aSelectedBackgroundViewIsShownBehindTheContent() throws {
        let (host, scene) = try table(.plain)
        let path = IndexPath(row: 0, section: 0)
        let cell = try #require(host.table.cellForRow(at: path))
        let teal = UIView()
        teal.backgroundColor = .systemTeal
        cell.selectedBackgroundView = teal
        #expect(teal.superview == nil)
        host.table.selectRow(at: path, animated: false, scrollPosition: .none)
        let fills = try drawnFills(scene)
        #expect(cell.subviews.first === teal && fills.allSatisfy { $0.color != Self.grey })
        #expect(teal.frame == cell.bounds)
        #expect(fills.contains { $0.color == UIColor.systemTeal.sketchpadColor && $0.bounds.height == 44 && $0.bounds.width == 393 })
        host.table.deselectRow(at: path, animated: false)
        #expect(teal.superview == nil)
    }
}
