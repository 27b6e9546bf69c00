import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A data source of sections of list rows, with optional titles and accessories.
@MainActor
final class ListDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [(header: String?, rows: [String], footer: String?)]
    var accessory: UITableViewCell.AccessoryType = .none
    var heights: [IndexPath: CGFloat] = [:]

    init(_ sections: [(header: String?, rows: [String], footer: String?)]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = accessory
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
}

/// A cell laid out with Auto Layout in its content view: a wrapping label over a fixed-height box.
@MainActor
final class NoteCell: UITableViewCell {
    let body = UILabel()
    let box = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        contentView.addSubview(box)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 30),
            box.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class NotesDataSource: NSObject, UITableViewDataSource {
    let notes: [String]
    init(_ notes: [String]) { self.notes = notes }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.body.text = notes[indexPath.row]
        return cell
    }
}

/// A full-screen table in a controller, as apps write it.
@MainActor
final class TableHostController: UIViewController {
    let table: UITableView
    let source: AnyObject

    init(style: UITableView.Style, source: ListDataSource) {
        table = UITableView(frame: .zero, style: style)
        self.source = source
        super.init(nibName: nil, bundle: nil)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor),
            table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }
}

/// Fills a scene draws, with their shapes' bounds.
@MainActor
func drawnFills(_ scene: Scene) throws -> [(bounds: Rect, color: Color, isPath: Bool)] {
    try scene.displayList().commands.compactMap { command in
        guard case let .fill(shape, color) = command else { return nil }
        if case .path = shape { return (shape.bounds, color, true) }
        return (shape.bounds, color, false)
    }
}

/// `UITableView` and `UITableViewCell`: rows from a data source, self-sizing cells, styles,
/// accessories, headers and footers, and what is drawn.
@MainActor @Suite struct TableViewTests {
    static let settings = ListDataSource([
        (header: "Network", rows: ["Wi-Fi", "Bluetooth", "Cellular"], footer: "Turn off to save battery."),
        (header: "General", rows: ["About", "Software Update"], footer: nil),
    ])

    @Test func plainRowsAreListCellsOf44PointsUnderTheSafeArea() throws {
        let source = ListDataSource([(header: nil, rows: ["One", "Two", "Three"], footer: nil)])
        let host = TableHostController(style: .plain, source: source)
        let scene = try Scene(viewController: host, device: .iPhone15)
        let table = host.table
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.count == 3)
        for row in 0..<3 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            expectRect(cell.frame, 0, CGFloat(44 * row), 393, 44, "row \(row)")
            expectRect(cell.contentView.frame, 0, 0, 393, 44, "content view of row \(row)")
            #expect(table.indexPath(for: cell) == IndexPath(row: row, section: 0))
        }
        // The table rests under the status bar: row 0 is at the safe area's top on screen.
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: nil).minY == 59)
        #expect(table.contentSize == CGSize(width: 393, height: 132))
        // Texts start at the 16-point margin; separators line up with them under rows 0 and 1 only.
        let one = try #require(try drawnTexts(scene).first { $0.text == "One" })
        #expect(abs(one.origin.x - 16) < 1)
        let separators = try drawnFills(scene).filter { $0.bounds.height < 1 }
        #expect(separators.count == 2)
        #expect(separators.allSatisfy { abs($0.bounds.minX - 16) < 1e-6 && abs($0.bounds.maxX - 393) < 1e-6 })
        #expect(abs(separators[0].bounds.maxY - (59 + 44)) < 1e-6)
        #expect(separators[0].color == UIColor.separator.sketchpadColor)
    }

    /// Headers of a fractional height (32⅔ points) at a scroll offset: the frames the engine
    /// gives back differ in the last bits, and the table must not take that for a change (it
    /// did: the layout never settled).
    @Test func plainSectionHeadersAreHeadlinesAndTheLayoutSettles() throws {
        let source = ListDataSource([(header: "Favourites", rows: ["Ada", "Grace"], footer: nil),
                                     (header: "Others", rows: ["Alan"], footer: nil)])
        let host = TableHostController(style: .plain, source: source)
        let scene = try Scene(viewController: host, device: .iPhone15)
        let header = try #require(host.table.headerView(forSection: 1))
        #expect(abs(header.frame.height - 98.0 / 3) < 1e-9)
        #expect(abs(header.frame.minY - (98.0 / 3 + 88)) < 1e-9)
        let title = try #require(try drawnTexts(scene).first { $0.text == "Others" })
        #expect(title.size == 17 && abs(title.origin.x - 16) < 1)
    }

    @Test func groupedSectionsHaveTitledHeadersAndFootersAndFullWidthSeparatorsAtTheirEdges() throws {
        let host = TableHostController(style: .grouped, source: Self.settings)
        let scene = try Scene(viewController: host, device: .iPhone15)
        let table = host.table
        #expect(table.backgroundColor == .systemGroupedBackground)
        let header = try #require(table.headerView(forSection: 0))
        let footer = try #require(table.footerView(forSection: 0))
        #expect(header.frame.minY == 0 && header.frame.width == 393 && header.frame.height > 30)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.frame.minY == header.frame.maxY && wifi.frame.width == 393)
        let cellular = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(footer.frame.minY == cellular.frame.maxY)
        // The second section has a header and no footer: UIKit's 17 points of spacing close it.
        let update = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
        #expect(table.contentSize.height == update.frame.maxY + 17)
        #expect(table.rect(forSection: 1).minY == footer.frame.maxY)
        // Grouped headers are uppercased footnotes in the secondary label colour.
        let texts = try drawnTexts(scene)
        let network = try #require(texts.first { $0.text == "NETWORK" })
        #expect(network.size == 13 && network.color == UIColor.secondaryLabel.sketchpadColor)
        #expect(texts.contains { $0.text == "Turn off to save battery." })
        // Rows are white on the grey background; separators between rows inset (3 + 2 rows: 3), and
        // full-width ones along each section's top and bottom edges (2 sections: 4).
        let fills = try drawnFills(scene)
        #expect(fills.filter { $0.color == UIColor.secondarySystemGroupedBackground.sketchpadColor && $0.bounds.height == 44 }.count == 5)
        let hairlines = fills.filter { $0.bounds.height < 1 }
        #expect(hairlines.count == 7)
        let edges = hairlines.filter { $0.bounds.minX == 0 && $0.bounds.width == 393 }
        #expect(edges.count == 4)
        // The first section's edges enclose its three rows (the scene's coordinates are the window's).
        let sorted = edges.sorted { $0.bounds.minY < $1.bounds.minY }
        #expect(abs(sorted[1].bounds.maxY - sorted[0].bounds.minY - (cellular.frame.maxY - wifi.frame.minY)) < 1e-6)
        #expect(hairlines.filter { $0.bounds.minX == 16 }.count == 3)
    }

    @Test func insetGroupedSectionsAreCardsInsetByTheMarginWithRoundedOuterCorners() throws {
        let host = TableHostController(style: .insetGrouped, source: Self.settings)
        let scene = try Scene(viewController: host, device: .iPhone15)
        let table = host.table
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectRect(wifi.frame, 16, table.headerView(forSection: 0)!.frame.maxY, 361, 44, "first row")
        // Rounded: the first and last rows of each section (paths); the middle row is a rectangle.
        let backgrounds = try drawnFills(scene).filter { $0.color == UIColor.secondarySystemGroupedBackground.sketchpadColor }
        #expect(backgrounds.count == 5)
        #expect(backgrounds.filter(\.isPath).count == 4)
        #expect(backgrounds.allSatisfy { abs($0.bounds.minX - 16) < 1e-6 && abs($0.bounds.width - 361) < 1e-6 })
        // Header text lines up with the rows' text: card inset plus margin.
        let network = try #require(try drawnTexts(scene).first { $0.text == "NETWORK" })
        let wifiText = try #require(try drawnTexts(scene).first { $0.text == "Wi-Fi" })
        #expect(abs(network.origin.x - 32) < 1 && abs(wifiText.origin.x - 32) < 1)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/table-inset-grouped.png", scale: 2)
            try Scene(viewController: TableHostController(style: .grouped, source: Self.settings), device: .iPhone15)
                .render(to: folder + "/table-grouped.png", scale: 2)
            let plain = ListDataSource([(header: "Favourites", rows: ["Ada", "Grace", "Katherine"], footer: nil),
                                        (header: "Others", rows: ["Alan", "Edsger"], footer: nil)])
            plain.accessory = .disclosureIndicator
            try Scene(viewController: TableHostController(style: .plain, source: plain), device: .iPhone15)
                .render(to: folder + "/table-plain.png", scale: 2)
            try Scene(viewController: TableHostController(style: .insetGrouped, source: Self.settings), device: .iPhone15,
                      traits: UITraitCollection(userInterfaceStyle: .dark))
                .render(to: folder + "/table-inset-grouped-dark.png", scale: 2)
        }
    }

    @Test func selfSizingCellsTakeTheHeightTheirContentViewsConstraintsNeed() throws {
        let long = String(repeating: "A note long enough to wrap onto several lines of the row. ", count: 3)
        let source = NotesDataSource(["Short", long])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.dataSource = source
        table.layoutIfNeeded()
        let short = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        let wrapped = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        // Height: 11 margin + label + 8 + 30 box + 11 margin, the label wrapping at 320 - 2 × 16.
        #expect(short.body.frame.width == 288)
        #expect(abs(short.frame.height - (11 + short.body.frame.height + 8 + 30 + 11)) < 0.34)
        #expect(wrapped.body.frame.height > 3 * short.body.frame.height)
        #expect(abs(wrapped.frame.height - (11 + wrapped.body.frame.height + 8 + 30 + 11)) < 0.34)
        #expect(wrapped.frame.minY == short.frame.maxY)
        expectRect(wrapped.box.frame, 16, wrapped.body.frame.maxY + 8, 40, 30, "box")
    }

    @Test func theDelegatesHeightsAndTheTablesRowHeightWinOverSelfSizing() throws {
        let source = ListDataSource([(header: nil, rows: ["A", "B", "C"], footer: nil)])
        source.heights[IndexPath(row: 1, section: 0)] = 80
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [44, 80, 44])
        table.rowHeight = 60
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.frame.height) == [60, 80, 60])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 140, width: 375, height: 60))
    }

    @Test func onlyTheRowsThatShowAreMadeTheRestAreEstimated() throws {
        let source = ListDataSource([(header: nil, rows: (0..<100).map { "Row \($0)" }, footer: nil)])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 10)
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        #expect(table.contentSize.height == 4400)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let row50 = try #require(table.cellForRow(at: IndexPath(row: 50, section: 0)))
        #expect(row50.frame.minY == 2200 && table.contentOffset.y == 2200)
    }

    @Test func accessoriesTakeTheirWidthFromTheContentViewAtTheTrailingEdge() throws {
        func cell(_ accessory: UITableViewCell.AccessoryType) throws -> (UITableViewCell, Scene) {
            let source = ListDataSource([(header: nil, rows: ["Row"], footer: nil)])
            source.accessory = accessory
            let host = TableHostController(style: .plain, source: source)
            let scene = try Scene(viewController: host, device: .iPhone15)
            return (try #require(host.table.cellForRow(at: IndexPath(row: 0, section: 0))), scene)
        }
        let (plain, _) = try cell(.none)
        #expect(plain.contentView.frame.width == 393)
        let (disclosure, disclosureScene) = try cell(.disclosureIndicator)
        #expect(abs(disclosure.contentView.frame.width - (393 - 34)) < 1e-9)
        let (check, _) = try cell(.checkmark)
        #expect(abs(check.contentView.frame.width - (393 - 34)) < 1e-9)
        let (detail, _) = try cell(.detailDisclosureButton)
        #expect(abs(detail.contentView.frame.width - (393 - 64)) < 1e-9)
        // The chevron is the icon set's (a list row's), its 7-point glyph ending at the trailing
        // margin: drawn in a 24-point square centred 3.5 points inside it.
        let chevrons = try disclosureScene.displayList().commands.compactMap { command -> GlyphRun? in
            guard case let .glyphs(run) = command, run.font.family == Icon.fontFamily, run.text == Icon("chevron.right")!.glyph
            else { return nil }
            return run
        }
        #expect(chevrons.count == 1 && chevrons.allSatisfy { run in
            run.font.size == 24 && abs(run.origin.x + run.advance / 2 - (393 - 16 - 3.5)) < 0.5
        }, "\(chevrons.map { ($0.origin, $0.advance, $0.font.size) })")

        let source = ListDataSource([(header: nil, rows: ["Airplane Mode"], footer: nil)])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 300), style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let toggle = UISwitch()
        row.accessoryView = toggle
        table.layoutIfNeeded()
        expectRect(toggle.frame, 361 - 16 - 51, (44 - 31) / 2, 51, 31, "switch")
        #expect(abs(row.contentView.frame.width - (361 - 51 - 16 - 4)) < 1e-9)
    }

    @Test func olderCellStylesShowTheirLabelsThroughListContent() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: indexPath.row == 0 ? .value1 : .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Wi-Fi"
                cell.detailTextLabel?.text = "Home"
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 300), style: .plain)
        table.dataSource = source
        let scene = try Scene(view: table)
        let texts = try drawnTexts(scene)
        let values = texts.filter { $0.text == "Home" }
        #expect(values.count == 2)
        // value1: the detail at the trailing margin in the secondary colour, beside the title.
        #expect(values[0].origin.x > 300 && values[0].color == UIColor.secondaryLabel.sketchpadColor)
        // subtitle: under the title, at the text's leading edge; the row grows past 44.
        #expect(abs(values[1].origin.x - 16) < 1 && values[1].origin.y > 44 + 22)
        #expect(table.visibleCells[1].frame.height > 44)
    }

    @Test func registeredSubclassesAreMadeAndUnregisteredIdentifiersAreReportedNotCrashes() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        #expect(table.dequeueReusableCell(withIdentifier: "note") is NoteCell)
        #expect(table.dequeueReusableCell(withIdentifier: "note")?.reuseIdentifier == "note")
        #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
        let fallback = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 3, section: 1))
        #expect(type(of: fallback) == UITableViewCell.self)
        let issue = try #require(table.layoutIssues.first)
        #expect(issue.kind == .unregisteredReuseIdentifier && issue.message.contains("'missing'") && issue.message.contains("register"))
    }

    @Test func aTableViewControllerIsItsTablesDataSourceAndSubclassesOverrideItsMethods() throws {
        final class Settings: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 1 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(indexPath.section).\(indexPath.row)"
                cell.contentConfiguration = content
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 10 }
        }
        let settings = Settings(style: .insetGrouped)
        _ = try Scene(viewController: settings, device: .iPhone15)
        #expect(settings.view === settings.tableView && settings.tableView.style == .insetGrouped)
        #expect(settings.tableView.dataSource === settings && settings.tableView.visibleCells.count == 3)
        // Headers of 10 points (the override), the empty footer spacing of 17 between.
        #expect(abs(settings.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY - (10 + 88 + 17 + 10)) < 1e-9)
    }
}

