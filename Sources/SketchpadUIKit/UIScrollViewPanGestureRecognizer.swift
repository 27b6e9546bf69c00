/// The class of a scroll view's ``UIScrollView/panGestureRecognizer`` in UIKit (private there),
/// so descriptions name it as iOS does.
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {}
