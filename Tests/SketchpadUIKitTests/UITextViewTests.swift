import Testing
import Sketchpad
import SketchpadUIKit

/// `UITextView`: no intrinsic size while it scrolls; otherwise its text wrapped at its width
/// plus the container inset (8 above and below) and the line fragment padding (5 each side).
@MainActor @Suite struct UITextViewTests {
    @Test func sizeFollowsScrolling() throws {
        let scrolling = UITextView()
        scrolling.text = "Notes"
        #expect(scrolling.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(scrolling.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(scrolling.textContainer.lineFragmentPadding == 5)

        let growing = UITextView()
        growing.isScrollEnabled = false
        growing.font = .systemFont(ofSize: 17)
        let oneLine = try PangoTextMeasurer().measure(" ", font: FontDescription(family: "Inter", size: 17), maxWidth: nil, maxLines: nil)
        #expect(abs(growing.intrinsicContentSize.height - (oneLine.height + 16)) < 1e-9)     // empty: one line tall
    }

    @Test func wrapsAtItsWidth() throws {
        let root = makeRoot(width: 200, height: 400)
        let notes = UITextView()
        notes.isScrollEnabled = false
        notes.font = .systemFont(ofSize: 17)
        notes.text = "A note long enough to wrap over several lines of this narrow view."
        notes.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(notes)
        NSLayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            notes.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            notes.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let wrapped = try PangoTextMeasurer().measure(notes.text, font: FontDescription(family: "Inter", size: 17),
                                                      maxWidth: 200 - 10, maxLines: nil)
        #expect(wrapped.lineCount > 2)
        expectRect(notes.frame, pixelRect(0, 0, 200, wrapped.height + 16))
        #expect(root.layoutIssues.isEmpty)
    }

    /// iOS 16 to 26 print a new text view's `backgroundColor = <UIDynamicSystemColor; name =
    /// systemBackgroundColor>`, and its `contentSize` as its width by its text's height.
    @Test func aTextViewIsOnTheSystemBackgroundAndItsContentSizeIsItsText() throws {
        let root = makeRoot(width: 200, height: 400)
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(notes.backgroundColor == .systemBackground)
        notes.font = .systemFont(ofSize: 17)
        notes.text = "A note long enough to wrap over several lines of this narrow view, and on past its bottom edge."
        root.addSubview(notes)
        root.layoutIfNeeded()
        let wrapped = try PangoTextMeasurer().measure(notes.text, font: FontDescription(family: "Inter", size: 17),
                                                      maxWidth: 200 - 10, maxLines: nil)
        #expect(wrapped.lineCount > 3)
        #expect(abs(notes.contentSize.width - 200) < 1e-9 && abs(notes.contentSize.height - (wrapped.height + 16)) < 1e-9,
                "\(notes.contentSize)")
        // Empty, one line of the 12-point default font.
        notes.text = ""
        notes.font = nil
        let line = try PangoTextMeasurer().measure(" ", font: FontDescription(family: "Inter", size: 12), maxWidth: nil, maxLines: nil)
        #expect(abs(notes.contentSize.height - (line.height + 16)) < 1e-9, "\(notes.contentSize)")
    }
}
