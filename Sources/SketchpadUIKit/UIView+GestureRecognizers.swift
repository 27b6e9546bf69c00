// Attaching gesture recognizers to views, as UIKit does: a recognizer belongs to one view at a
// time. Nothing recognises in a still, so the list only shows in `gestureRecognizers` and in
// the view's description.
extension UIView {
    func attach(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.attachedView, previous !== self { previous.detach(recognizer) }
        var list = gestureRecognizerStorage ?? []
        guard !list.contains(where: { $0 === recognizer }) else { return }
        list.append(recognizer)
        gestureRecognizerStorage = list
        recognizer.attachedView = self
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        guard var list = gestureRecognizerStorage, let index = list.firstIndex(where: { $0 === recognizer }) else { return }
        list.remove(at: index)
        gestureRecognizerStorage = list
        recognizer.attachedView = nil
    }

    func replaceGestureRecognizers(with recognizers: [UIGestureRecognizer]?) {
        for old in gestureRecognizerStorage ?? [] { old.attachedView = nil }
        gestureRecognizerStorage = recognizers == nil ? nil : []
        for recognizer in recognizers ?? [] { attach(recognizer) }
    }

    /// Whether UIKit's description lists the view's gesture recognizers: it has some, or UIKit
    /// gives it private ones (windows, switches; text fields in a window).
    var describesGestureRecognizers: Bool {
        hasPrivateGestureRecognizers || !(gestureRecognizers ?? []).isEmpty
    }
}
