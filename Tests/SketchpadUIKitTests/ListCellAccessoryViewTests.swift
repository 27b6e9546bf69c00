import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// The list cell accessories drawn as views (`.label(text:)`, `.popUpMenu`, `.customView`, and
/// `.delete` / `.insert` / `.multiselect` when displayed outside editing): where they sit, what
/// they draw, and that the content makes room for them.
@MainActor @Suite struct ListCellAccessoryViewTests {
    /// A plain list of one row per accessory set, in a 320-point collection view.
    func list(_ rows: [[UICellAccessory]]) throws -> UICollectionView {
        let root = makeRoot(width: 320, height: 60 * CGFloat(rows.count))
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        root.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(row)"
            cell.contentConfiguration = content
            cell.accessories = rows[row]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(rows.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = try Scene(view: root).displayList()
        return collection
    }

    /// The SF Symbols name an image view shows, read from its description as UIKit prints it
    /// (`image = <UIImage:0x… symbol "minus.circle.fill"; …>`).
    func symbol(_ view: UIImageView) -> String? {
        view.description.components(separatedBy: "symbol \"").dropFirst().first?.split(separator: "\"").first.map(String.init)
    }

    func cell(_ collection: UICollectionView, _ row: Int) throws -> UICollectionViewCell {
        try #require(collection.cellForItem(at: IndexPath(item: row, section: 0)))
    }

    @Test func labelSitsAtTheTrailingEdgeBeforeTheDisclosureIndicator() throws {
        let collection = try list([[.label(text: "12")], [.label(text: "7"), .disclosureIndicator()], []])
        let alone = try cell(collection, 0)
        let label = try #require(alone.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "12" && label.textColor == .secondaryLabel)
        // Inside the 16-point trailing margin, centred vertically, and the content ends before it.
        #expect(abs(label.frame.maxX - 304) < 1e-9 && abs(label.frame.midY - alone.bounds.midY) <= 0.5, "\(label.frame)")
        #expect(alone.contentView.frame.maxX <= label.frame.minX, "\(alone.contentView.frame)")
        let plain = try cell(collection, 2)
        #expect(alone.contentView.frame.width < plain.contentView.frame.width)
        // Before a disclosure indicator, the label ends 8 points before the indicator's width.
        let withChevron = try cell(collection, 1)
        let second = try #require(withChevron.subviews.compactMap { $0 as? UILabel }.first)
        #expect(second.text == "7" && second.frame.maxX < 304 - 18, "\(second.frame)")
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: collection).render(to: folder + "/list-label-accessory.png", scale: 2)
        }
    }

    @Test func editingControlsAreDrawnOnlyWhenDisplayedOutsideEditing() throws {
        let collection = try list([[.delete()], [.delete(displayed: .always)], [.insert(displayed: .always), .multiselect(displayed: .always)], []])
        let plain = try cell(collection, 3)
        // By default (while editing) a list cell here, never editing, draws nothing and keeps its content where it was.
        let hidden = try cell(collection, 0)
        #expect(!hidden.subviews.contains { $0 is UIImageView } && hidden.contentView.frame == plain.contentView.frame)
        let delete = try cell(collection, 1)
        let minus = try #require(delete.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(symbol(minus) == "minus.circle.fill" && minus.tintColor == .systemRed)
        #expect(abs(minus.frame.minX - 16) < 1e-9 && delete.contentView.frame.minX >= minus.frame.maxX, "\(minus.frame) \(delete.contentView.frame)")
        let two = try cell(collection, 2).subviews.compactMap { $0 as? UIImageView }
        #expect(two.map(symbol) == ["plus.circle.fill", "circle"])
        #expect(two[0].tintColor == .systemGreen && two[1].frame.minX > two[0].frame.maxX)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: collection).render(to: folder + "/list-editing-accessories.png", scale: 2)
        }
    }

    @Test func popUpMenuAndCustomViewsAreDrawnWhereTheirPlacementSays() throws {
        let menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let popUp = UICellAccessory.popUpMenu(menu)
        #expect(popUp.displayed == .always)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        badge.backgroundColor = .systemBlue
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        let collection = try list([
            [popUp],
            [.customView(configuration: .init(customView: badge, placement: .trailing())),
             .customView(configuration: .init(customView: star, placement: .leading(displayed: .whenNotEditing)))],
            [.customView(configuration: .init(customView: UIView(), placement: .trailing(), isHidden: true))],
        ])
        let chevrons = try #require(try cell(collection, 0).subviews.compactMap { $0 as? UIImageView }.first)
        #expect(symbol(chevrons) == "chevron.up.chevron.down" && abs(chevrons.frame.maxX - 304) < 1e-9)
        let custom = try cell(collection, 1)
        #expect(badge.superview === custom && badge.frame == CGRect(x: 294, y: (custom.bounds.height - 10) / 2, width: 10, height: 10), "\(badge.frame)")
        #expect(star.superview === custom && abs(star.frame.minX - 16) < 1e-9 && custom.contentView.frame.minX >= star.frame.maxX)
        #expect(try cell(collection, 2).contentView.frame.width == 320)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: collection).render(to: folder + "/list-custom-accessories.png", scale: 2)
        }
    }

    @Test func optionsKeepApplesDefaults() {
        #expect(UICellAccessory.delete().displayed == .whenEditing && UICellAccessory.insert().displayed == .whenEditing)
        #expect(UICellAccessory.multiselect().displayed == .whenEditing && UICellAccessory.label(text: "1").displayed == .always)
        let label = UICellAccessory.LabelOptions()
        #expect(label.isHidden == false && label.adjustsFontForContentSizeCategory && label.font == nil)
        let deleteOptions = UICellAccessory.DeleteOptions(backgroundColor: .systemRed)
        #expect(deleteOptions.backgroundColor == .systemRed && deleteOptions.reservedLayoutWidth == .standard)
        let accessories: [UICellAccessory] = [.label(text: "a"), .checkmark()]
        #expect(UICellAccessory.Placement.position(after: .checkmark())(accessories) == 2)
        #expect(UICellAccessory.Placement.position(before: .checkmark())(accessories) == 1)
        #expect(UICellAccessory.Placement.position(before: .detail())(accessories) == 0)
    }
}
