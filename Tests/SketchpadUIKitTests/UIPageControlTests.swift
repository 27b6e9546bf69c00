import Testing
import Sketchpad
import SketchpadUIKit

/// `UIPageControl`: the current page pinned to the pages, the size of its dots, and the dots drawn
/// in the indicator tint colours.
@MainActor @Suite struct UIPageControlTests {
    @Test func theCurrentPageIsPinnedToThePages() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        control.numberOfPages = 4
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }

    @Test func itIsAsWideAsItsDots() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 71, height: 37))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 39, height: 37))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 201, height: 100))
        control.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(control)
        NSLayoutConstraint.activate([
            control.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            control.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(control.frame == CGRect(x: 81, y: 63, width: 39, height: 37))
    }

    @Test func dotsAreDrawnInTheIndicatorColours() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 39, height: 37))
        root.backgroundColor = .black
        let control = UIPageControl(frame: root.bounds)
        control.numberOfPages = 3
        control.currentPage = 1
        root.addSubview(control)
        var image = try pixels(root)
        expectColor(image.pixel(x: 19, y: 18), 255, 255, 255, tolerance: 3)        // the current page: white
        expectColor(image.pixel(x: 3, y: 18), 102, 102, 102, tolerance: 3)         // the others: white at 40%
        expectColor(image.pixel(x: 11, y: 18), 0, 0, 0, tolerance: 3)              // between the dots
        control.pageIndicatorTintColor = .red
        control.currentPageIndicatorTintColor = .blue
        image = try pixels(root)
        expectColor(image.pixel(x: 3, y: 18), 255, 0, 0, tolerance: 3)
        expectColor(image.pixel(x: 19, y: 18), 0, 0, 255, tolerance: 3)
        expectColor(image.pixel(x: 35, y: 18), 255, 0, 0, tolerance: 3)
        control.numberOfPages = 1
        control.hidesForSinglePage = true
        image = try pixels(root)
        expectColor(image.pixel(x: 19, y: 18), 0, 0, 0, tolerance: 3)              // a single page hidden
    }
}
