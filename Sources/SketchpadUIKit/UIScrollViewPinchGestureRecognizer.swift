/// The class of a scroll view's ``UIScrollView/pinchGestureRecognizer`` in UIKit (private there).
final class UIScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {}
