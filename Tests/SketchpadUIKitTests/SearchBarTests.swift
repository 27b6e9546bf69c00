import Foundation
import Testing
import Sketchpad
import SketchpadUIKit

/// `UISearchBar` drawn as iOS draws one outside a navigation bar, and `UISearchController`
/// holding it, stored on a navigation item.
@MainActor @Suite struct SearchBarTests {
    func pixels(_ root: UIView) throws -> RasterImage {
        let scene = try Scene(view: root)
        return try scene.renderer.rasterize(try scene.displayList(), scale: 1)
    }

    func searchBarOnWhite(_ configure: (UISearchBar) -> Void = { _ in }) -> (UIView, UISearchBar) {
        let root = makeRoot(width: 320, height: 100)
        root.backgroundColor = .white
        let bar = UISearchBar()
        configure(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: root.topAnchor),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        return (root, bar)
    }

    @Test func aSearchBarIs56PointsTallWithARoundedFieldAndTheSearchPlaceholder() throws {
        let (root, bar) = searchBarOnWhite()
        expectRect(bar.frame, 0, 0, 320, 56)
        let labels = bar.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Search"])
        let image = try pixels(root)
        // The field: tertiary system fill (118, 118, 128 at 12%) over white, inset 8 points, 36 tall.
        let fill = image.pixel(x: 200, y: 28)
        #expect(abs(Int(fill.red) - 239) <= 2 && abs(Int(fill.blue) - 240) <= 2, "\(fill)")
        let outside = image.pixel(x: 4, y: 28)
        #expect(outside.red == 255 && outside.green == 255, "\(outside)")
        let above = image.pixel(x: 200, y: 6)
        #expect(above.red == 255, "\(above)")
        // The magnifying glass: darker ink left of the text.
        let glassInk = (16...36).flatMap { x in (18...38).map { y in image.pixel(x: x, y: y) } }.map { Int($0.red) }.min() ?? 255
        #expect(glassInk < 200)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: root).render(to: folder + "/search-bar.png", scale: 3)
        }
    }

    @Test func textReplacesThePlaceholderAndTheFieldHoldsIt() throws {
        let (_, bar) = searchBarOnWhite { bar in
            bar.placeholder = "Search recipes"
            bar.autocapitalizationType = .none
        }
        #expect(bar.searchTextField.placeholder == "Search recipes")
        #expect(bar.searchTextField.autocapitalizationType == .none)
        #expect(bar.subviews.compactMap { ($0 as? UILabel)?.text } == ["Search recipes"])
        bar.text = "coffee"
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.text == "coffee")
        #expect(bar.subviews.compactMap { ($0 as? UILabel)?.text } == ["coffee"])
    }

    @Test func aMinimalBarDrawsNoBarTint() throws {
        let (tinted, _) = searchBarOnWhite { $0.barTintColor = .red }
        let red = try pixels(tinted).pixel(x: 2, y: 2)
        #expect(red.red == 255 && red.green < 10, "\(red)")
        let (minimal, _) = searchBarOnWhite { bar in
            bar.barTintColor = .red
            bar.searchBarStyle = .minimal
        }
        let white = try pixels(minimal).pixel(x: 2, y: 2)
        #expect(white.green == 255, "\(white)")
    }

    final class Finder: UIViewController, UISearchResultsUpdating, UISearchBarDelegate {
        func updateSearchResults(for searchController: UISearchController) {}
    }

    @Test func aSearchControllerHoldsItsBarAndUpdaterOnANavigationItem() {
        let finder = Finder()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        search.searchResultsUpdater = finder
        search.searchBar.delegate = finder
        search.obscuresBackgroundDuringPresentation = false
        finder.navigationItem.searchController = search
        finder.navigationItem.hidesSearchBarWhenScrolling = false
        #expect(finder.navigationItem.searchController === search)
        #expect(search.searchResultsController === results)
        #expect(search.searchResultsUpdater === finder)
        #expect(search.searchBar.delegate === finder)
        #expect(!search.isActive && search.hidesNavigationBarDuringPresentation)
        #expect(UISearchBar.Style.minimal.rawValue == 2 && UISearchBar.Icon.resultsList.rawValue == 3)
    }
}
