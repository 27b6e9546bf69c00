import Foundation
import Testing
import Sketchpad
import SketchpadUIKit

/// What compiling round 5's real UIKit files needed (a layer narrowed by an override, Darwin's
/// float constants, empty attributed strings and images, accessibility traits, presentation
/// controllers and sheets, the share sheet, context menus and interactions, begin/commit
/// animation blocks), each checked with views of our own.
@MainActor @Suite struct RealUIKitRound5Tests {
    /// A view drawn by its shape layer, reached through an override that narrows `layer`'s type,
    /// as spinner and shape views write it.
    final class ShapeView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        override var layer: CAShapeLayer { super.layer as! CAShapeLayer }
        override func layoutSubviews() {
            super.layoutSubviews()
            layer.path = UIBezierPath(rect: bounds.insetBy(dx: 10, dy: 10)).cgPath
            layer.fillColor = UIColor.red.cgColor
            layer.strokeColor = nil
        }
    }

    @Test func aLayerOverrideNarrowsItsTypeAndDrawsThatLayer() throws {
        let root = makeRoot(width: 60, height: 60)
        root.backgroundColor = .white
        let shape = ShapeView(frame: root.bounds)
        root.addSubview(shape)
        #expect((shape as UIView).layer === shape.layer)
        let image = try pixels(root)
        expectColor(image.pixel(x: 30, y: 30), 255, 0, 0)   // inside the path: the shape layer's fill
        expectColor(image.pixel(x: 5, y: 5), 255, 255, 255) // outside it: the root's white
    }

    @Test func darwinFloatConstantsAndEmptyInitialisersAreIOSs() {
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(HUGE == MAXFLOAT)
        let title = NSMutableAttributedString()
        title.append(NSAttributedString(string: "Name: ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        #expect(title.string == "Name: ")
        #expect(NSAttributedString().length == 0)
        #expect(UIImage().size == .zero)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
    }

    final class StarControl: UIControl {
        override var accessibilityTraits: UIAccessibilityTraits {
            get { [.adjustable, .button] }
            set {}
        }
    }

    @Test func accessibilityTraitsAreStoredAndOverridable() {
        let cell = UICollectionViewListCell(frame: .zero)
        #expect(cell.accessibilityTraits == .none)
        cell.accessibilityTraits = [.button]
        #expect(cell.accessibilityTraits.contains(.button) && !cell.accessibilityTraits.contains(.header))
        let control: UIView = StarControl()
        #expect(control.accessibilityTraits == [.adjustable, .button])
    }

    final class Editor: UIViewController, UIAdaptivePresentationControllerDelegate {}

    @Test func aViewControllerHasThePresentationControllerItsStyleCallsFor() throws {
        let filters = UIViewController()
        // iOS 15's default style shows a sheet: the sheet controller exists before presenting.
        let sheet = try #require(filters.sheetPresentationController)
        #expect(sheet === filters.presentationController)
        #expect(filters.popoverPresentationController == nil)
        #expect(sheet.detents.map(\.identifier) == [.large])
        sheet.detents = [.medium(), .large()]
        #expect(filters.sheetPresentationController?.detents.count == 2)

        filters.modalPresentationStyle = .popover
        let popover = try #require(filters.popoverPresentationController)
        #expect(filters.sheetPresentationController == nil)
        popover.sourceView = filters.view
        #expect(popover.permittedArrowDirections == .any)

        filters.modalPresentationStyle = .fullScreen
        #expect(filters.presentationController.map { type(of: $0) == UIPresentationController.self } == true)

        let editor = Editor()
        filters.presentationController?.delegate = editor
        #expect(filters.presentationController?.delegate === editor)
        let host = UIViewController()
        host.present(filters, animated: false)
        #expect(filters.presentationController?.presentingViewController === host)
    }

    @Test func sheetsAdaptToFullScreenInACompactWidth() throws {
        let sheet = UISheetPresentationController(presentedViewController: UIViewController(), presenting: nil)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        #expect(sheet.adaptivePresentationStyle(for: compact) == .fullScreen)
        #expect(sheet.adaptivePresentationStyle(for: regular) == .pageSheet)   // .automatic is a page sheet
        #expect(sheet.presentationStyle == .pageSheet)
        final class KeepsSheets: UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        }
        let keeps = KeepsSheets()
        sheet.delegate = keeps
        #expect(sheet.adaptivePresentationStyle(for: compact) == UIModalPresentationStyle.none)
    }

    @Test func detentsResolveAgainstTheLargestHeight() {
        final class Resolution: UISheetPresentationControllerDetentResolutionContext {
            let containerTraitCollection = UITraitCollection()
            let maximumDetentValue: CGFloat = 800
        }
        let context = Resolution()
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 400)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 800)
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { $0.maximumDetentValue * 0.25 }
        #expect(small.identifier.rawValue == "small")
        #expect(small.resolvedValue(in: context) == 200)
    }

    @Test func theShareSheetKeepsWhatItSharesAndTheSystemActivityNames() {
        let url = URL(string: "https://example.com")!
        let share = UIActivityViewController(activityItems: ["Look", url], applicationActivities: nil)
        share.excludedActivityTypes = [.assignToContact, .mail]
        #expect(share.activityItems.count == 2)
        #expect(UIActivity.ActivityType.mail.rawValue == "com.apple.UIKit.activity.Mail")
        #expect(UIActivity.ActivityType.airDrop.rawValue == "com.apple.UIKit.activity.AirDrop")
        share.popoverPresentationController?.sourceView = UIView()
        let host = UIViewController()
        host.present(share, animated: true)
        #expect(host.presentedViewController === share)
    }

    final class Inbox: UITableViewController {
        override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: "row-\(indexPath.row)" as NSString, previewProvider: nil) { _ in
                UIMenu(title: "Actions", children: [UIAction(title: "Archive") { _ in }, UIAction(title: "Delete") { _ in }])
            }
        }
    }

    final class Photos: NSObject, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) })
        }
    }

    @Test func contextMenuConfigurationsMakeTheirMenus() throws {
        let inbox = Inbox(style: .plain)
        let configuration = try #require(inbox.tableView(inbox.tableView, contextMenuConfigurationForRowAt: IndexPath(row: 2, section: 0), point: .zero))
        #expect((configuration.identifier as? NSString) == "row-2")
        let menu = try #require(configuration.actionProvider?([]))
        #expect(menu.title == "Actions")
        #expect(menu.children.map(\.title) == ["Archive", "Delete"])

        // UIKit's iOS 16 method for several items asks the single-item one for one item.
        let photos = Photos()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let one = photos.collectionView(collection, contextMenuConfigurationForItemsAt: [IndexPath(item: 0, section: 0)], point: .zero)
        #expect(one?.actionProvider?([])?.children.first?.title == "Share")
        #expect(photos.collectionView(collection, contextMenuConfigurationForItemsAt: [], point: .zero) == nil)
        // A configuration with no identifier has one of its own.
        #expect(one?.identifier is NSString)
    }

    final class CardMenu: NSObject, UIContextMenuInteractionDelegate {
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
    }

    @Test func interactionsAreAddedRemovedAndToldOfTheirView() {
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        let root = makeRoot()
        root.addSubview(card)
        let delegate = CardMenu()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        root.layoutIfNeeded()
        #expect(interaction.view === card)
        #expect(card.interactions.count == 1)
        #expect(interaction.location(in: root) == CGPoint(x: 20, y: 30))
        let preview = UITargetedPreview(view: card)
        #expect(preview.target.container === root && preview.target.center == card.center)
        card.removeInteraction(interaction)
        #expect(interaction.view == nil && card.interactions.isEmpty)
    }

    @Test func beginCommitAnimationBlocksApplyTheirChangesAtOnce() throws {
        let root = makeRoot(width: 40, height: 40)
        root.backgroundColor = .white
        let panel = UIView(frame: root.bounds)
        panel.backgroundColor = .blue
        root.addSubview(panel)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDuration(0.3)
        panel.alpha = 0
        UIView.commitAnimations()
        expectColor(try pixels(root).pixel(x: 20, y: 20), 255, 255, 255)
    }

    // MARK: Outlines

    @Test func aSectionSnapshotIsATreeShowingTheChildrenOfExpandedParents() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Leek"], to: "Vegetables")
        outline.append(["Cox"], to: "Apple")
        #expect(outline.items == ["Fruit", "Apple", "Cox", "Pear", "Vegetables", "Leek"])
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit", "Apple"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Cox", "Pear", "Vegetables"])
        #expect(outline.level(of: "Cox") == 2 && outline.parent(of: "Cox") == "Apple")
        #expect(outline.isVisible("Cox") && !outline.isVisible("Leek"))
        outline.insert(["Plum"], after: "Apple")
        #expect(outline.snapshot(of: "Fruit").items == ["Apple", "Cox", "Plum", "Pear"])
        outline.collapse(["Fruit"])
        #expect(!outline.isVisible("Cox") && outline.isExpanded("Apple"))
        outline.delete(["Apple"])
        #expect(!outline.contains("Cox") && outline.items == ["Fruit", "Plum", "Pear", "Vegetables", "Leek"])
        #expect(outline.visualDescription().contains("+ Fruit"))
    }

    struct Node: Hashable, Sendable { let title: String }

    @Test func anAppliedOutlineShowsItsVisibleItemsIndentedWithDisclosures() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Node> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Node>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let inbox = Node(title: "Inbox"), work = Node(title: "Work"), archive = Node(title: "Archive")
        var outline = NSDiffableDataSourceSectionSnapshot<Node>()
        outline.append([inbox, archive])
        outline.append([work], to: inbox)
        outline.expand([inbox])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        #expect(dataSource.snapshot().itemIdentifiers == [inbox, work, archive])
        #expect(dataSource.snapshot(for: 0).level(of: work) == 1)
        collection.layoutIfNeeded()
        let child = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let parent = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(child.indentationLevel == 1 && parent.indentationLevel == 0)
        // The child's content starts one indentation width (10 points) further in.
        #expect(child.contentView.frame.minX - parent.contentView.frame.minX == 10)

        // The expanded parent's chevron points down, in the tint; the collapsed one's points right.
        let root = makeRoot(width: 320, height: 400)
        root.backgroundColor = .white
        collection.frame = root.bounds
        root.addSubview(collection)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: root).render(to: folder + "/outline.png", scale: 3)
        }
        func tinted(inRow row: Int, in image: RasterImage) -> (wide: Int, tall: Int) {
            // The extent of tinted pixels in the accessory area at the trailing edge of the row.
            var xs: [Int] = [], ys: [Int] = []
            for y in row * 44 + 4 ..< row * 44 + 40 { for x in 280 ..< 316 {
                let p = image.pixel(x: x, y: y)
                if p.blue > 180 && p.red < 120 { xs.append(x); ys.append(y) }
            } }
            return ((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
        }
        let image = try pixels(root)
        let expanded = tinted(inRow: 0, in: image), leaf = tinted(inRow: 1, in: image)
        #expect(expanded.wide > expanded.tall)   // chevron.down: wider than tall
        #expect(leaf.wide == 0 && leaf.tall == 0) // an item without children shows no chevron, as in UIKit
        var collapsedOutline = outline
        collapsedOutline.collapse([inbox])
        dataSource.apply(collapsedOutline, to: 0, animatingDifferences: false)
        #expect(dataSource.snapshot().itemIdentifiers == [inbox, archive])
        let collapsed = tinted(inRow: 0, in: try pixels(root))
        #expect(collapsed.tall > collapsed.wide) // chevron.right: taller than wide
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        #expect(dataSource.reorderingHandlers.canReorderItem?(inbox) == true)
    }

    // MARK: Split views

    @Test func aCollapsedSplitViewShowsTheSecondaryColumnUnlessTheDelegatePicksAnother() throws {
        let sidebar = UIViewController(), detail = UIViewController()
        sidebar.view.backgroundColor = .red
        detail.view.backgroundColor = .blue
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(sidebar.splitViewController === split)
        #expect(sidebar.navigationController != nil)   // each column is wrapped, as in UIKit
        let phone = try Scene(viewController: split, device: .iPhone15)
        _ = try phone.displayList()
        #expect(split.isCollapsed)
        #expect(detail.view.isDescendant(of: split.view) && sidebar.viewIfLoaded?.isDescendant(of: split.view) != true)

        final class ShowsSidebar: UISplitViewControllerDelegate {
            func splitViewController(_ svc: UISplitViewController,
                                     topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { .primary }
        }
        let picks = ShowsSidebar()
        split.delegate = picks
        split.view.setNeedsLayout()
        _ = try phone.displayList()
        #expect(sidebar.view.isDescendant(of: split.view) && !detail.view.isDescendant(of: split.view))
    }

    // MARK: Configuration updates

    final class TitleCell: UICollectionViewListCell {
        var title = ""
        private(set) var updates = 0
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            updates += 1
            var content = defaultContentConfiguration().updated(for: state)
            content.text = state.isSelected ? "\(title) ✓" : title
            contentConfiguration = content
        }
    }

    @Test func cellsUpdateTheirConfigurationBeforeTheyShowAndWhenAsked() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<TitleCell, String> { cell, _, item in cell.title = item }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Wi-Fi")
        #expect(cell.updates == 1)
        cell.isSelected = true   // a state change asks again, as in UIKit
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Wi-Fi ✓")
        #expect(cell.updates == 2)
    }

    final class StateRow: UITableViewCell {
        override func updateConfiguration(using state: UICellConfigurationState) {
            var content = defaultContentConfiguration()
            content.text = state.isEditing ? "Editing" : "Row"
            contentConfiguration = content
        }
    }

    @Test func tableCellsUpdateTheirConfigurationWhenTheTableMakesThem() throws {
        final class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { StateRow(style: .default, reuseIdentifier: nil) }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Row")
    }

    @Test func anImageViewWithoutAnImageDrawsNothingAsOnIOS() throws {
        // Onboarding pages set `UIImage(named:)`, nil when the asset is missing: iOS shows the
        // background, not a placeholder.
        let root = makeRoot(width: 60, height: 60)
        root.backgroundColor = .white
        let imageView = UIImageView(frame: root.bounds)
        imageView.image = UIImage(named: "no-such-asset")
        root.addSubview(imageView)
        let image = try pixels(root)
        for (x, y) in [(30, 30), (10, 10), (50, 12), (2, 2)] { expectColor(image.pixel(x: x, y: y), 255, 255, 255) }
    }

    /// A control that copies its tint to its parts when told the tint changed, as rating controls do.
    final class Stars: UIControl {
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        private(set) var changes = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            star.tintColor = tintColor
            addSubview(star)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
            star.tintColor = tintColor
        }
    }

    @Test func settingATintTellsTheViewAndTheViewsThatInheritIt() {
        let holder = UIView()
        let stars = Stars(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        holder.addSubview(stars)
        holder.tintColor = .systemOrange         // inherited by the control: it is told
        #expect(stars.changes == 1)
        #expect(stars.star.tintColor == .systemOrange)
        stars.tintColor = .systemGreen
        holder.tintColor = .systemRed            // the control has its own tint now: not told
        #expect(stars.changes == 2)
        #expect(stars.star.tintColor == .systemGreen)
    }
}
