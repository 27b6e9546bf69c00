import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A navigation item's search controller shown by the navigation bar (issue 23): under the
/// (large) title, the bar 52 points taller and the safe area below it; hidden while the content
/// is scrolled from its top when `hidesSearchBarWhenScrolling`; `.inline` kept off a phone's bar.
@MainActor @Suite struct NavigationSearchBarTests {
    /// A controller whose view is a tall scroll view (as a table view controller's is).
    final class Rows: UIViewController {
        var scroll: UIScrollView { view as! UIScrollView }
        override func loadView() {
            let scroll = UIScrollView()
            scroll.contentSize = CGSize(width: 393, height: 2000)
            view = scroll
        }
    }

    func searching(_ controller: UIViewController, large: Bool) -> (UINavigationController, UISearchController) {
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Search mail"
        controller.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: controller)
        navigation.navigationBar.prefersLargeTitles = large
        return (navigation, search)
    }

    @Test func theSearchBarShowsUnderTheLargeTitle() throws {
        let inbox = TitledViewController(title: "Inbox")
        let (navigation, search) = searching(inbox, large: true)
        let scene = try Scene(viewController: navigation, device: .iPhone15)
        // 44 for the row, 52 for the large title, 52 for the search bar.
        expectRect(navigation.navigationBar.frame, 0, 59, 393, 148, "bar with a large title and a search bar")
        #expect(abs(inbox.view.safeAreaInsets.top - (59 + 148)) < 1e-6)
        #expect(search.searchBar.superview === navigation.navigationBar)
        expectRect(search.searchBar.frame, 0, 96, 393, 52, "search bar")
        // The field starts on the bar's 16-point margin; the placeholder is drawn in it, below the title.
        let texts = try drawnTexts(scene)
        let title = try #require(texts.first { $0.text == "Inbox" })
        let placeholder = try #require(texts.first { $0.text == "Search mail" })
        #expect(placeholder.origin.y > title.origin.y + 20 && placeholder.origin.y < 59 + 148)
        let field = try #require(search.searchBar.subviews.first { $0.layer.cornerRadius == 10 })
        expectRect(field.frame, 16, 8, 361, 36, "field")
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/navigation-search-large-title.png", scale: 2)
        }
    }

    @Test func withoutALargeTitleTheSearchBarSitsUnderTheRow() throws {
        let inbox = TitledViewController(title: "Inbox")
        let (navigation, search) = searching(inbox, large: false)
        _ = try Scene(viewController: navigation, device: .iPhone15)
        expectRect(navigation.navigationBar.frame, 0, 59, 393, 96, "bar with a search bar")
        expectRect(search.searchBar.frame, 0, 44, 393, 52, "search bar")
        #expect(abs(inbox.view.safeAreaInsets.top - (59 + 96)) < 1e-6)
        // Taken off the item, the bar is 44 tall again and the search bar leaves it.
        inbox.navigationItem.searchController = nil
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(navigation.navigationBar.frame.height == 44 && search.searchBar.superview == nil)
    }

    /// At rest the search bar shows; scrolled from the top it hides unless the item says not to.
    @Test func theSearchBarHidesWhileScrolledWhenTheItemSaysSo() throws {
        let rows = Rows()
        rows.title = "Mail"
        let (navigation, _) = searching(rows, large: false)
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(abs(rows.scroll.adjustedContentInset.top - (59 + 96)) < 1e-6 && abs(rows.scroll.contentOffset.y + 59 + 96) < 1e-6)
        rows.scroll.contentOffset = CGPoint(x: 0, y: 300)
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(navigation.navigationBar.frame.height == 44)
        rows.navigationItem.hidesSearchBarWhenScrolling = false
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(navigation.navigationBar.frame.height == 96)
    }

    /// `.inline` is a regular-width placement: on a phone the bar stacks it as `.automatic` does;
    /// on an iPad it is not stacked (and not drawn in the row here).
    @Test func anInlinePlacementStacksOnAPhoneOnly() throws {
        let inbox = TitledViewController(title: "Inbox")
        let (navigation, _) = searching(inbox, large: false)
        inbox.navigationItem.preferredSearchBarPlacement = .inline
        #expect(inbox.navigationItem.preferredSearchBarPlacement == .inline)
        _ = try Scene(viewController: navigation, device: .iPhone15)
        #expect(navigation.navigationBar.frame.height == 96)
        _ = try Scene(viewController: navigation, device: .iPad)
        #expect(navigation.navigationBar.frame.height < 96)
    }
}
