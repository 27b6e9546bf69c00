import Foundation
import Sketchpad
@testable import SketchpadUIKit
import Testing

/// Layout errors are printed for the layout the passes settle on, not for a pass that
/// `layoutSubviews` redoes: a table measured its section headers in a first pass at zero height,
/// and every table with headers printed "negativeSize … UILabel "NETWORK" comes out as -23"
/// although the picture was right.
@MainActor
@Suite struct LayoutErrorReportingTests {
    @Test func aPassThatLayoutSubviewsRedoesPrintsNothing() throws {
        // The README's settings screen: an inset-grouped table with section titles.
        let navigation = UINavigationController(rootViewController: SettingsViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(window.reportedLayoutErrors.isEmpty, "\(window.reportedLayoutErrors)")
    }

    @Test func anErrorInTheSettledLayoutIsStillPrinted() {
        let root = makeRoot(width: 100, height: 100)
        let box = constrained()
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 20), box.widthAnchor.constraint(equalToConstant: 30),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.reportedLayoutErrors.contains { $0.contains("inconsistent") }, "\(root.reportedLayoutErrors)")
    }
}
