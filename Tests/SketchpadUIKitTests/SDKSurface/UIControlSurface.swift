import Foundation
import SketchpadUIKit
import Testing

/// The members of `UIControl`, `UISwitch` and `UISlider` in the iOS 17 SDK (UIControl.h,
/// UISwitch.h, UISlider.h), referenced with their SDK signatures: a missing member does not
/// compile. Not mirrored: target/action (`addTarget`/`removeTarget` are unavailable: selectors;
/// `allTargets`, `actions(forTarget:forControlEvent:)`, `sendAction(_:to:for:)`,
/// `enumerateEventHandlers`), touch tracking (`UITouch`), context-menu and tooltip interactions,
/// `isSymbolAnimationEnabled`, `behavioralStyle`, and the slider's `…Rect(forBounds:)` methods.
@MainActor
enum UIControlSurface {
    static func reference(_ c: UIControl) {
        let _: (CGRect, UIAction?) -> UIControl = UIControl.init(frame:primaryAction:)
        let _: UIControl.State = c.state
        let _: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused]
        let _: ReferenceWritableKeyPath<UIControl, Bool> = \.isEnabled
        let _: ReferenceWritableKeyPath<UIControl, Bool> = \.isSelected
        let _: ReferenceWritableKeyPath<UIControl, Bool> = \.isHighlighted
        let _: ReferenceWritableKeyPath<UIControl, UIControl.ContentVerticalAlignment> = \.contentVerticalAlignment
        let _: [UIControl.ContentVerticalAlignment] = [.center, .top, .bottom, .fill]
        let _: ReferenceWritableKeyPath<UIControl, UIControl.ContentHorizontalAlignment> = \.contentHorizontalAlignment
        let _: [UIControl.ContentHorizontalAlignment] = [.center, .left, .right, .fill, .leading, .trailing]
        let _: UIControl.ContentHorizontalAlignment = c.effectiveContentHorizontalAlignment
        let _: (UIAction, UIControl.Event) -> Void = c.addAction(_:for:)
        let _: (UIAction, UIControl.Event) -> Void = c.removeAction(_:for:)
        let _: (UIAction.Identifier, UIControl.Event) -> Void = c.removeAction(identifiedBy:for:)
        let _: UIControl.Event = c.allControlEvents
        let _: () -> Void = c.performPrimaryAction
        let _: (UIAction) -> Void = c.sendAction(_:)
        let _: (UIControl.Event) -> Void = c.sendActions(for:)
        let _: Bool = c.isTracking
        let _: Bool = c.isTouchInside
        let _: ReferenceWritableKeyPath<UIControl, Bool> = \.isContextMenuInteractionEnabled
        let _: ReferenceWritableKeyPath<UIControl, Bool> = \.showsMenuAsPrimaryAction
        let _: ReferenceWritableKeyPath<UIControl, String?> = \.toolTip
        let _: [UIControl.Event] = [
            .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
            .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
            .menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
            .allTouchEvents, .allEditingEvents, .allEvents,
        ]
    }

    static func reference(_ s: UISwitch) {
        let _: ReferenceWritableKeyPath<UISwitch, Bool> = \.isOn
        let _: (Bool, Bool) -> Void = s.setOn(_:animated:)
        let _: ReferenceWritableKeyPath<UISwitch, UISwitch.Style> = \.preferredStyle
        let _: UISwitch.Style = s.style
        let _: [UISwitch.Style] = [.automatic, .checkbox, .sliding]
        let _: ReferenceWritableKeyPath<UISwitch, String?> = \.title
        let _: ReferenceWritableKeyPath<UISwitch, UIColor?> = \.onTintColor
        let _: ReferenceWritableKeyPath<UISwitch, UIColor?> = \.thumbTintColor
        let _: ReferenceWritableKeyPath<UISwitch, UIImage?> = \.onImage
        let _: ReferenceWritableKeyPath<UISwitch, UIImage?> = \.offImage
    }

    static func reference(_ s: UISlider) {
        let _: ReferenceWritableKeyPath<UISlider, Float> = \.value
        let _: (Float, Bool) -> Void = s.setValue(_:animated:)
        let _: ReferenceWritableKeyPath<UISlider, Float> = \.minimumValue
        let _: ReferenceWritableKeyPath<UISlider, Float> = \.maximumValue
        let _: ReferenceWritableKeyPath<UISlider, Bool> = \.isContinuous
        let _: ReferenceWritableKeyPath<UISlider, UIImage?> = \.minimumValueImage
        let _: ReferenceWritableKeyPath<UISlider, UIImage?> = \.maximumValueImage
        let _: ReferenceWritableKeyPath<UISlider, UIColor?> = \.minimumTrackTintColor
        let _: ReferenceWritableKeyPath<UISlider, UIColor?> = \.maximumTrackTintColor
        let _: ReferenceWritableKeyPath<UISlider, UIColor?> = \.thumbTintColor
        let _: UIImage? = s.currentMinimumTrackImage
        let _: UIImage? = s.currentMaximumTrackImage
        let _: UIImage? = s.currentThumbImage
        let _: (UIControl.State) -> UIImage? = s.minimumTrackImage(for:)
        let _: (UIControl.State) -> UIImage? = s.maximumTrackImage(for:)
        let _: (UIControl.State) -> UIImage? = s.thumbImage(for:)
        let _: (UIImage?, UIControl.State) -> Void = s.setMinimumTrackImage(_:for:)
        let _: (UIImage?, UIControl.State) -> Void = s.setMaximumTrackImage(_:for:)
        let _: (UIImage?, UIControl.State) -> Void = s.setThumbImage(_:for:)
    }
}

@MainActor
@Suite struct UIControlSurfaceTests {
    @Test func everyMemberIsThere() {
        UIControlSurface.reference(UIControl())
        UIControlSurface.reference(UISwitch())
        UIControlSurface.reference(UISlider())
    }

    @Test func actionsAreRemovedByIdentifierAndPerformedAsThePrimaryAction() {
        var ran: [String] = []
        let control = UIControl(frame: .zero, primaryAction: UIAction(identifier: UIAction.Identifier("go")) { _ in ran.append("go") })
        control.addAction(UIAction(identifier: UIAction.Identifier("changed")) { _ in ran.append("changed") }, for: .valueChanged)
        #expect(control.allControlEvents == [.primaryActionTriggered, .valueChanged])
        control.performPrimaryAction()
        #expect(ran == ["go"])
        control.removeAction(identifiedBy: UIAction.Identifier("go"), for: .primaryActionTriggered)
        control.performPrimaryAction()
        control.sendActions(for: .valueChanged)
        #expect(ran == ["go", "changed"] && control.allControlEvents == .valueChanged)
        let action = UIAction { _ in ran.append("sent") }
        control.sendAction(action)
        #expect(ran.last == "sent" && action.sender as? UIControl === control)
    }

    @Test func leadingAndTrailingContentFollowTheLayoutDirection() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
    }

    @Test func aSlidersValueStaysInItsRangeAndImagesFallBackToNormal() {
        let slider = UISlider()
        slider.value = 3
        #expect(slider.value == 1)
        slider.minimumValue = -10
        slider.setValue(-20, animated: false)
        #expect(slider.value == -10)
        let thumb = UIImage(systemName: "circle.fill")!
        slider.setThumbImage(thumb, for: .normal)
        #expect(slider.thumbImage(for: .highlighted) === thumb && slider.currentThumbImage === thumb && slider.isContinuous)
    }

    @Test func aSwitchSlidesWhateverStyleItPrefers() {
        let toggle = UISwitch()
        toggle.preferredStyle = .checkbox
        #expect(toggle.style == .sliding && toggle.preferredStyle == .checkbox)
    }
}
