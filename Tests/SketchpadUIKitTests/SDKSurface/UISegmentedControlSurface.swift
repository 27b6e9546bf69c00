import Foundation
import SketchpadUIKit
import Testing

/// The members of `UISegmentedControl` in the iOS 17 SDK (UISegmentedControl.h), referenced with
/// their SDK signatures: a missing member does not compile. Not mirrored yet: the members taking
/// `UIBarMetrics` (background, divider images and content position adjustments).
@MainActor
enum UISegmentedControlSurface {
    static func reference(_ s: UISegmentedControl) {
        let _: ([Any]?) -> UISegmentedControl = UISegmentedControl.init(items:)
        let _: (CGRect, [UIAction]) -> UISegmentedControl = UISegmentedControl.init(frame:actions:)
        let _: (CGRect) -> UISegmentedControl = UISegmentedControl.init(frame:)
        let _: (UIImage?, Int) -> Void = s.setImage(_:forSegmentAt:)
        let _: (Int) -> UIImage? = s.imageForSegment(at:)
        let _: (String?, Int) -> Void = s.setTitle(_:forSegmentAt:)
        let _: (Int) -> String? = s.titleForSegment(at:)
        let _: (Int) -> UIAction? = s.actionForSegment(at:)
        let _: (UIAction, Int) -> Void = s.setAction(_:forSegmentAt:)
        let _: Int = s.numberOfSegments
        let _: (UIAction.Identifier) -> Int = s.segmentIndex(identifiedBy:)
        let _: (UIAction, Int, Bool) -> Void = s.insertSegment(action:at:animated:)
        let _: (UIImage?, Int, Bool) -> Void = s.insertSegment(with:at:animated:)
        let _: (String?, Int, Bool) -> Void = s.insertSegment(withTitle:at:animated:)
        let _: () -> Void = s.removeAllSegments
        let _: (Int, Bool) -> Void = s.removeSegment(at:animated:)
        let _: ReferenceWritableKeyPath<UISegmentedControl, Int> = \.selectedSegmentIndex
        let _: Int = UISegmentedControl.noSegment
        let _: ReferenceWritableKeyPath<UISegmentedControl, Bool> = \.isMomentary
        let _: (Bool, Int) -> Void = s.setEnabled(_:forSegmentAt:)
        let _: (Int) -> Bool = s.isEnabledForSegment(at:)
        let _: (CGSize, Int) -> Void = s.setContentOffset(_:forSegmentAt:)
        let _: (Int) -> CGSize = s.contentOffsetForSegment(at:)
        let _: (CGFloat, Int) -> Void = s.setWidth(_:forSegmentAt:)
        let _: (Int) -> CGFloat = s.widthForSegment(at:)
        let _: ReferenceWritableKeyPath<UISegmentedControl, Bool> = \.apportionsSegmentWidthsByContent
        let _: ReferenceWritableKeyPath<UISegmentedControl, UIColor?> = \.selectedSegmentTintColor
        let _: (UIControl.State) -> [NSAttributedString.Key: Any]? = s.titleTextAttributes(for:)
        let _: ([NSAttributedString.Key: Any]?, UIControl.State) -> Void = s.setTitleTextAttributes(_:for:)
    }
}

@MainActor
@Suite struct UISegmentedControlSurfaceTests {
    @Test func everyMemberIsThereAndSegmentsKeepTheirSettings() {
        let control = UISegmentedControl(items: ["Day", "Week"])
        UISegmentedControlSurface.reference(control)
        control.setWidth(80, forSegmentAt: 1)
        control.setEnabled(false, forSegmentAt: 0)
        control.setContentOffset(CGSize(width: 2, height: 1), forSegmentAt: 1)
        #expect(control.widthForSegment(at: 1) == 80 && control.widthForSegment(at: 0) == 0)
        #expect(!control.isEnabledForSegment(at: 0) && control.isEnabledForSegment(at: 1))
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 2, height: 1))
        control.selectedSegmentIndex = 1
        control.removeSegment(at: 1, animated: false)
        #expect(control.numberOfSegments == 1 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func actionSegmentsAreTitledByTheirActionsAndFoundByIdentifier() {
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in }, UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { _ in },
        ])
        control.insertSegment(action: UIAction(title: "Map", identifier: UIAction.Identifier("map")) { _ in }, at: 1, animated: false)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["List", "Map", "Grid"])
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 2 && control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        #expect(control.actionForSegment(at: 1)?.identifier == UIAction.Identifier("map"))
        // Titled segments are measured: a third segment makes the control wider.
        #expect(control.intrinsicContentSize.width > UISegmentedControl(items: ["List", "Grid"]).intrinsicContentSize.width)
    }
}
