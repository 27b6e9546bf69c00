import Foundation
import SketchpadUIKit
import Testing

/// The members of `UITableView`, `UITableViewCell`, their data source and delegate protocols in
/// the iOS 17 SDK (UITableView.h, UITableViewCell.h), referenced with their SDK signatures: a
/// missing member does not compile. Not mirrored: drag and drop (`dragDelegate`, `dropDelegate`
/// and their types), focus updates, context menus (`contextMenuInteraction` and the delegate's
/// menu methods), `separatorEffect`, background configurations and `UICellConfigurationState`
/// (`configurationState`, `updateConfiguration(using:)`, `configurationUpdateHandler`), the
/// deprecated row actions and the delegate's primary-action methods (iOS 16). Nib registration is
/// unavailable (see `UINib`).
@MainActor
enum UITableViewSurface {
    static func reference(_ t: UITableView, _ c: UITableViewCell) {
        let _: (CGRect, UITableView.Style) -> UITableView = UITableView.init(frame:style:)
        let _: UITableView.Style = t.style
        let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSource)?> = \.dataSource
        let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSourcePrefetching)?> = \.prefetchDataSource
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.rowHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionHeaderHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionFooterHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.estimatedRowHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.estimatedSectionHeaderHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.estimatedSectionFooterHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.fillerRowHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionHeaderTopPadding
        let _: ReferenceWritableKeyPath<UITableView, UIEdgeInsets> = \.separatorInset
        let _: ReferenceWritableKeyPath<UITableView, UITableView.SeparatorInsetReference> = \.separatorInsetReference
        let _: ReferenceWritableKeyPath<UITableView, UITableView.SelfSizingInvalidation> = \.selfSizingInvalidation
        let _: ReferenceWritableKeyPath<UITableView, UIView?> = \.backgroundView
        let _: Int = t.numberOfSections
        let _: (Int) -> Int = t.numberOfRows(inSection:)
        let _: (Int) -> CGRect = t.rect(forSection:)
        let _: (Int) -> CGRect = t.rectForHeader(inSection:)
        let _: (Int) -> CGRect = t.rectForFooter(inSection:)
        let _: (IndexPath) -> CGRect = t.rectForRow(at:)
        let _: (CGPoint) -> IndexPath? = t.indexPathForRow(at:)
        let _: (UITableViewCell) -> IndexPath? = t.indexPath(for:)
        let _: (CGRect) -> [IndexPath]? = t.indexPathsForRows(in:)
        let _: (IndexPath) -> UITableViewCell? = t.cellForRow(at:)
        let _: [UITableViewCell] = t.visibleCells
        let _: [IndexPath]? = t.indexPathsForVisibleRows
        let _: (Int) -> UITableViewHeaderFooterView? = t.headerView(forSection:)
        let _: (Int) -> UITableViewHeaderFooterView? = t.footerView(forSection:)
        let _: (IndexPath, UITableView.ScrollPosition, Bool) -> Void = t.scrollToRow(at:at:animated:)
        let _: (UITableView.ScrollPosition, Bool) -> Void = t.scrollToNearestSelectedRow(at:animated:)
        let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = t.performBatchUpdates(_:completion:)
        let _: ((() -> Void)?) async -> Bool = t.performBatchUpdates(_:)
        let _: () -> Void = t.beginUpdates
        let _: () -> Void = t.endUpdates
        let _: (IndexSet, UITableView.RowAnimation) -> Void = t.insertSections(_:with:)
        let _: (IndexSet, UITableView.RowAnimation) -> Void = t.deleteSections(_:with:)
        let _: (IndexSet, UITableView.RowAnimation) -> Void = t.reloadSections(_:with:)
        let _: (Int, Int) -> Void = t.moveSection(_:toSection:)
        let _: ([IndexPath], UITableView.RowAnimation) -> Void = t.insertRows(at:with:)
        let _: ([IndexPath], UITableView.RowAnimation) -> Void = t.deleteRows(at:with:)
        let _: ([IndexPath], UITableView.RowAnimation) -> Void = t.reloadRows(at:with:)
        let _: ([IndexPath]) -> Void = t.reconfigureRows(at:)
        let _: (IndexPath, IndexPath) -> Void = t.moveRow(at:to:)
        let _: Bool = t.hasUncommittedUpdates
        let _: () -> Void = t.reloadData
        let _: () -> Void = t.reloadSectionIndexTitles
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.isEditing
        let _: (Bool, Bool) -> Void = t.setEditing(_:animated:)
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsSelection
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsSelectionDuringEditing
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsMultipleSelection
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsMultipleSelectionDuringEditing
        let _: IndexPath? = t.indexPathForSelectedRow
        let _: [IndexPath]? = t.indexPathsForSelectedRows
        let _: (IndexPath?, Bool, UITableView.ScrollPosition) -> Void = t.selectRow(at:animated:scrollPosition:)
        let _: (IndexPath, Bool) -> Void = t.deselectRow(at:animated:)
        let _: ReferenceWritableKeyPath<UITableView, Int> = \.sectionIndexMinimumDisplayRowCount
        let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \.sectionIndexColor
        let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \.sectionIndexBackgroundColor
        let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \.sectionIndexTrackingBackgroundColor
        let _: ReferenceWritableKeyPath<UITableView, UITableViewCell.SeparatorStyle> = \.separatorStyle
        let _: ReferenceWritableKeyPath<UITableView, UIColor?> = \.separatorColor
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.cellLayoutMarginsFollowReadableWidth
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.insetsContentViewsToSafeArea
        let _: ReferenceWritableKeyPath<UITableView, UIView?> = \.tableHeaderView
        let _: ReferenceWritableKeyPath<UITableView, UIView?> = \.tableFooterView
        let _: (String) -> UITableViewCell? = t.dequeueReusableCell(withIdentifier:)
        let _: (String, IndexPath) -> UITableViewCell = t.dequeueReusableCell(withIdentifier:for:)
        let _: (String) -> UITableViewHeaderFooterView? = t.dequeueReusableHeaderFooterView(withIdentifier:)
        let _: (AnyClass?, String) -> Void = t.register(_:forCellReuseIdentifier:)
        let _: (AnyClass?, String) -> Void = t.register(_:forHeaderFooterViewReuseIdentifier:)
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.remembersLastFocusedIndexPath
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.selectionFollowsFocus
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsFocus
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.allowsFocusDuringEditing
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.isPrefetchingEnabled
        let _: ReferenceWritableKeyPath<UITableView, Bool> = \.dragInteractionEnabled
        let _: Bool = t.hasActiveDrag || t.hasActiveDrop
        let _: String = UITableView.indexSearch
        let _: CGFloat = UITableView.automaticDimension
        let _: NSNotification.Name = UITableView.selectionDidChangeNotification
        let _: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
        let _: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
        let _: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        let _: [UITableView.SelfSizingInvalidation] = [.disabled, .enabled, .enabledIncludingConstraints]
        // UITableViewCell.h
        let _: (UITableViewCell.CellStyle, String?) -> UITableViewCell = UITableViewCell.init(style:reuseIdentifier:)
        let _: () -> Void = c.setNeedsUpdateConfiguration
        let _: () -> UIListContentConfiguration = c.defaultContentConfiguration
        let _: ReferenceWritableKeyPath<UITableViewCell, (any UIContentConfiguration)?> = \.contentConfiguration
        let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.automaticallyUpdatesContentConfiguration
        let _: UIView = c.contentView
        let _: UIImageView? = c.imageView
        let _: UILabel? = c.textLabel
        let _: UILabel? = c.detailTextLabel
        let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.automaticallyUpdatesBackgroundConfiguration
        let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.backgroundView
        let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.selectedBackgroundView
        let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.multipleSelectionBackgroundView
        let _: String? = c.reuseIdentifier
        let _: () -> Void = c.prepareForReuse
        let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.SelectionStyle> = \.selectionStyle
        let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.isSelected
        let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.isHighlighted
        let _: (Bool, Bool) -> Void = c.setSelected(_:animated:)
        let _: (Bool, Bool) -> Void = c.setHighlighted(_:animated:)
        let _: UITableViewCell.EditingStyle = c.editingStyle
        let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.showsReorderControl
        let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.shouldIndentWhileEditing
        let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.AccessoryType> = \.accessoryType
        let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.accessoryView
        let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.AccessoryType> = \.editingAccessoryType
        let _: ReferenceWritableKeyPath<UITableViewCell, UIView?> = \.editingAccessoryView
        let _: ReferenceWritableKeyPath<UITableViewCell, Int> = \.indentationLevel
        let _: ReferenceWritableKeyPath<UITableViewCell, CGFloat> = \.indentationWidth
        let _: ReferenceWritableKeyPath<UITableViewCell, UIEdgeInsets> = \.separatorInset
        let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.isEditing
        let _: (Bool, Bool) -> Void = c.setEditing(_:animated:)
        let _: Bool = c.showingDeleteConfirmation
        let _: ReferenceWritableKeyPath<UITableViewCell, UITableViewCell.FocusStyle> = \.focusStyle
        let _: (UITableViewCell.StateMask) -> Void = c.willTransition(to:)
        let _: (UITableViewCell.StateMask) -> Void = c.didTransition(to:)
        let _: (UITableViewCell.DragState) -> Void = c.dragStateDidChange(_:)
        let _: ReferenceWritableKeyPath<UITableViewCell, Bool> = \.userInteractionEnabledWhileDragging
        let _: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
        let _: [UITableViewCell.SeparatorStyle] = [.none, .singleLine]
        let _: [UITableViewCell.SelectionStyle] = [.none, .blue, .gray, .default]
        let _: [UITableViewCell.FocusStyle] = [.default, .custom]
        let _: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]
        let _: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]
        let _: UITableViewCell.StateMask = [.showingEditControl, .showingDeleteConfirmation]
        let _: [UITableViewCell.DragState] = [.none, .lifting, .dragging]
        // Swipe actions
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let _: ReferenceWritableKeyPath<UIContextualAction, String?> = \.title
        let _: ReferenceWritableKeyPath<UIContextualAction, UIImage?> = \.image
        let _: ReferenceWritableKeyPath<UIContextualAction, UIColor?> = \.backgroundColor
        let _: UIContextualAction.Style = action.style
        let _: UIContextualAction.Handler = action.handler
        let swipe = UISwipeActionsConfiguration(actions: [action])
        let _: [UIContextualAction] = swipe.actions
        let _: ReferenceWritableKeyPath<UISwipeActionsConfiguration, Bool> = \.performsFirstActionWithFullSwipe
    }

    /// Every data source, prefetching and delegate method, called as UIKit calls them.
    static func reference(_ t: UITableView, _ s: any UITableViewDataSource, _ p: any UITableViewDataSourcePrefetching,
                          _ d: any UITableViewDelegate, _ c: UITableViewCell) {
        let i = IndexPath(row: 0, section: 0), v = UIView()
        let _: Int = s.tableView(t, numberOfRowsInSection: 0)
        let _: UITableViewCell = s.tableView(t, cellForRowAt: i)
        let _: Int = s.numberOfSections(in: t)
        let _: String? = s.tableView(t, titleForHeaderInSection: 0)
        let _: String? = s.tableView(t, titleForFooterInSection: 0)
        let _: Bool = s.tableView(t, canEditRowAt: i)
        let _: Bool = s.tableView(t, canMoveRowAt: i)
        let _: [String]? = s.sectionIndexTitles(for: t)
        let _: Int = s.tableView(t, sectionForSectionIndexTitle: "A", at: 0)
        s.tableView(t, commit: .delete, forRowAt: i)
        s.tableView(t, moveRowAt: i, to: i)
        p.tableView(t, prefetchRowsAt: [i])
        p.tableView(t, cancelPrefetchingForRowsAt: [i])
        d.tableView(t, willDisplay: c, forRowAt: i)
        d.tableView(t, willDisplayHeaderView: v, forSection: 0)
        d.tableView(t, willDisplayFooterView: v, forSection: 0)
        d.tableView(t, didEndDisplaying: c, forRowAt: i)
        d.tableView(t, didEndDisplayingHeaderView: v, forSection: 0)
        d.tableView(t, didEndDisplayingFooterView: v, forSection: 0)
        let _: CGFloat = d.tableView(t, heightForRowAt: i) + d.tableView(t, heightForHeaderInSection: 0)
            + d.tableView(t, heightForFooterInSection: 0) + d.tableView(t, estimatedHeightForRowAt: i)
            + d.tableView(t, estimatedHeightForHeaderInSection: 0) + d.tableView(t, estimatedHeightForFooterInSection: 0)
        let _: UIView? = d.tableView(t, viewForHeaderInSection: 0)
        let _: UIView? = d.tableView(t, viewForFooterInSection: 0)
        d.tableView(t, accessoryButtonTappedForRowWith: i)
        let _: Bool = d.tableView(t, shouldHighlightRowAt: i)
        d.tableView(t, didHighlightRowAt: i)
        d.tableView(t, didUnhighlightRowAt: i)
        let _: IndexPath? = d.tableView(t, willSelectRowAt: i)
        let _: IndexPath? = d.tableView(t, willDeselectRowAt: i)
        d.tableView(t, didSelectRowAt: i)
        d.tableView(t, didDeselectRowAt: i)
        let _: UITableViewCell.EditingStyle = d.tableView(t, editingStyleForRowAt: i)
        let _: String? = d.tableView(t, titleForDeleteConfirmationButtonForRowAt: i)
        let _: UISwipeActionsConfiguration? = d.tableView(t, leadingSwipeActionsConfigurationForRowAt: i)
        let _: UISwipeActionsConfiguration? = d.tableView(t, trailingSwipeActionsConfigurationForRowAt: i)
        let _: Bool = d.tableView(t, shouldIndentWhileEditingRowAt: i)
        d.tableView(t, willBeginEditingRowAt: i)
        d.tableView(t, didEndEditingRowAt: i)
        let _: IndexPath = d.tableView(t, targetIndexPathForMoveFromRowAt: i, toProposedIndexPath: i)
        let _: Int = d.tableView(t, indentationLevelForRowAt: i)
        let _: Bool = d.tableView(t, shouldBeginMultipleSelectionInteractionAt: i)
        d.tableView(t, didBeginMultipleSelectionInteractionAt: i)
        d.tableViewDidEndMultipleSelectionInteraction(t)
    }
}

@MainActor
@Suite struct UITableViewSurfaceTests {
    final class Rows: UITableViewController, UITableViewDataSourcePrefetching {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
        // An override of a member this round added: it must be `open` on the controller.
        override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                                toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { sourceIndexPath }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    }

    func laidOut() -> Rows {
        let controller = Rows(style: .plain)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        controller.tableView.layoutIfNeeded()
        return controller
    }

    @Test func everyMemberIsThereAndRectanglesAnswerAfterLayout() {
        let controller = laidOut(), table = controller.tableView!
        UITableViewSurface.reference(table, UITableViewCell())
        UITableViewSurface.reference(table, controller, controller, controller, UITableViewCell())
        let header = table.rectForHeader(inSection: 1), section = table.rect(forSection: 1)
        #expect(header.minY == section.minY && header.height > 0 && header.width == 320)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == header.maxY)
        #expect(table.rectForFooter(inSection: 1).height == section.maxY - table.rectForRow(at: IndexPath(row: 2, section: 1)).maxY)
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: row.midY)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForRows(in: row.insetBy(dx: 0, dy: -1)) == [[0, 0], [0, 1], [0, 2]])
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: -40)) == nil)
        #expect(controller.tableView(table, targetIndexPathForMoveFromRowAt: [0, 1], toProposedIndexPath: [1, 0]) == [0, 1])
    }

    @Test func selectionIsRecordedOnTheTableAndItsCells() {
        let table = laidOut().tableView!
        table.selectRow(at: [0, 1], animated: false, scrollPosition: .none)
        table.selectRow(at: [1, 0], animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [[1, 0]])   // one at a time by default
        #expect(table.cellForRow(at: [1, 0])?.isSelected == true && table.cellForRow(at: [0, 1])?.isSelected == false)
        table.allowsMultipleSelection = true
        table.selectRow(at: [0, 2], animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [[0, 2], [1, 0]] && table.indexPathForSelectedRow == [0, 2])
        table.deselectRow(at: [0, 2], animated: false)
        #expect(table.indexPathsForSelectedRows == [[1, 0]] && table.cellForRow(at: [0, 2])?.isSelected == false)
        table.allowsSelection = false
        table.selectRow(at: [0, 0], animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [[1, 0]])
        table.reloadData()
        #expect(table.indexPathForSelectedRow == nil)
    }
}
