import Sketchpad
import Testing
@_spi(SnapshotTesting) import SketchpadUIKit

/// Gesture recognizers are attached, kept and described as in UIKit, and never recognise: a
/// render is a still (issue 23). Expected descriptions follow iOS-recorded ones with their
/// addresses purged, as `recursiveDescription` references store them.
@MainActor @Suite struct GestureRecognizerTests {
    @Test func aRecognizerBelongsToOneViewAtATime() {
        let first = UIView(), second = UIView()
        #expect(first.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        first.addGestureRecognizer(tap)
        first.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.count == 1 && tap.view === first)
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.isEmpty == true && second.gestureRecognizers?.first === tap && tap.view === second)
        second.removeGestureRecognizer(tap)
        #expect(tap.view == nil && second.gestureRecognizers?.isEmpty == true)

        let pan = UIPanGestureRecognizer(), pinch = UIPinchGestureRecognizer()
        first.gestureRecognizers = [pan, pinch]
        #expect(pan.view === first && pinch.view === first)
        first.gestureRecognizers = [pinch]
        #expect(pan.view == nil && pinch.view === first && first.gestureRecognizers?.count == 1)
        first.gestureRecognizers = nil
        #expect(pinch.view == nil && first.gestureRecognizers == nil)
    }

    /// A view lists `gestureRecognizers` while it has some, after `autoresize` and before the
    /// layer, as iOS prints it (`…; autoresize = RM+BM; gestureRecognizers = <NSArray: 0x…>;
    /// layer = <CALayer: 0x…>>`).
    @Test func recursiveDescriptionListsAViewsRecognizers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let avatar = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        avatar.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        avatar.isUserInteractionEnabled = true
        root.addSubview(avatar)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        avatar.addGestureRecognizer(tap)
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 100 80); layer = <CALayer>>
               | <UIImageView; frame = (10 10; 40 40); opaque = NO; autoresize = RM+BM; gestureRecognizers = <NSArray>; layer = <CALayer>>
            """)
        avatar.removeGestureRecognizer(tap)
        #expect(!root.recursiveDescription().contains("gestureRecognizers"))
    }

    /// A scroll view has its pan recognizer from the start (so every scroll view and table lists
    /// `gestureRecognizers`, as on iOS) and a pinch recognizer only while it can zoom.
    @Test func aScrollViewHasItsRecognizers() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.gestureRecognizers?.count == 1 && scroll.gestureRecognizers?.first === scroll.panGestureRecognizer)
        #expect(scroll.panGestureRecognizer.view === scroll && scroll.pinchGestureRecognizer == nil)
        #expect(scroll.panGestureRecognizer.description == "<UIScrollViewPanGestureRecognizer; state = Possible; delaysTouchesEnded = NO; view = <UIScrollView>; target= <(action=handlePan:, target=<UIScrollView>)>>")
        scroll.maximumZoomScale = 4
        let pinch = scroll.pinchGestureRecognizer
        #expect(pinch != nil && pinch?.view === scroll && scroll.gestureRecognizers?.count == 2)
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil && pinch?.view == nil && scroll.gestureRecognizers?.count == 1)
        #expect(scroll.description.contains("; gestureRecognizers = <NSArray>; layer = <CALayer>; contentOffset:"))
    }

    /// A recognizer's description is iOS's (`<UITapGestureRecognizer: 0x…; state = Possible;
    /// view = <UIImageView 0x…>; target= <(action=imageTapped:, target=<MyApp.Controller 0x…>)>>`)
    /// without addresses; flags that differ from the defaults show after the state.
    @Test func aRecognizersDescriptionIsUIKits() {
        let owner = GestureOwner()
        let tap = UITapGestureRecognizer(target: owner, action: Selector("imageTapped:"))
        #expect(tap.description == "<UITapGestureRecognizer; state = Possible; target= <(action=imageTapped:, target=<SketchpadUIKitTests.GestureOwner>)>>")
        let image = UIImageView()
        image.addGestureRecognizer(tap)
        tap.delaysTouchesBegan = true
        tap.addTarget(owner, action: Selector("imageTapped:"))   // a pair added twice is kept once
        #expect(tap.description == "<UITapGestureRecognizer; state = Possible; delaysTouchesBegan = YES; view = <UIImageView>; target= <(action=imageTapped:, target=<SketchpadUIKitTests.GestureOwner>)>>")
        tap.removeTarget(owner, action: nil)
        #expect(tap.description == "<UITapGestureRecognizer; state = Possible; delaysTouchesBegan = YES; view = <UIImageView>>")
        #expect(OwnRecognizer().description == "<SketchpadUIKitTests.OwnRecognizer; state = Possible>")
        #expect(OwnTap().description == "<SketchpadUIKitTests.OwnTap; baseClass = UITapGestureRecognizer; state = Possible>")
    }

    /// Nothing recognises in a still: after layout and drawing the recognizer is still
    /// possible and the picture is the one the view draws without it.
    @Test func nothingRecognisesInAStill() throws {
        func render(withGesture: Bool) throws -> DisplayList {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
            root.backgroundColor = .systemBlue
            let tap = UITapGestureRecognizer(target: root, action: Selector("tapped"))
            if withGesture { root.addGestureRecognizer(tap) }
            let list = try Scene(view: root).displayList()
            #expect(tap.state == .possible)
            return list
        }
        #expect(try render(withGesture: true) == render(withGesture: false))
    }
}

final class GestureOwner {}
final class OwnRecognizer: UIGestureRecognizer {}
final class OwnTap: UITapGestureRecognizer {}
