import Foundation
import SketchpadUIKit
import Testing

/// Auto Layout positions alignment rectangles, as UIKit's does: a view's `alignmentRectInsets`
/// (an image view's: its image's; a symbol's: typographic) lie between what constraints solve
/// and the frame. Before, insets did not exist: a symbol image view constrained to 200 pt was
/// 200 pt high, where iOS shows 198.667.
@MainActor
@Suite struct AlignmentRectTests {
    /// A view whose alignment rectangle leaves out a shadow below and to its right.
    final class ShadowedCard: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 6) }
    }

    func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func aSymbolImageViewConstrainedTo200PointsHasIOSFrame() throws {
        let root = makeRoot(width: 400, height: 400)
        let star = constrained(UIImageView(image: UIImage(systemName: "play.circle.fill")))
        root.addSubview(star)
        NSLayoutConstraint.activate([
            star.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            star.topAnchor.constraint(equalTo: root.topAnchor),
            star.widthAnchor.constraint(equalToConstant: 200),
            star.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        // The alignment rectangle is 200 × 200 at the origin; the frame is 1 pt inside it at the
        // top and a third of a point at the bottom (198.667 high on a 3× grid).
        #expect(isClose(star.frame, CGRect(x: 0, y: 1, width: 200, height: 596.0 / 3)), "\(star.frame)")
        #expect(isClose(star.alignmentRect(forFrame: star.frame), CGRect(x: 0, y: 0, width: 200, height: 200)))
    }

    @Test func symbolImagesHaveTypographicInsetsAndABaseline() throws {
        let image = try #require(UIImage(systemName: "play.circle.fill"))
        #expect(image.size == CGSize(width: 20, height: 19))
        #expect(abs((image.baselineOffsetFromBottom ?? 0) - 11.0 / 3) < 1e-9)
        let insets = image.alignmentRectInsets
        #expect(abs(insets.top + 1) < 1e-9 && insets.left == 0 && abs(insets.bottom + 1.0 / 3) < 1e-9 && insets.right == 0, "\(insets)")
        // A plain image has none until given some.
        let given = image.withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(given.alignmentRectInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) && given.size == image.size)
        #expect(UIImageView(image: given).alignmentRectInsets == given.alignmentRectInsets)
        #expect(UIImageView().alignmentRectInsets == .zero)
    }

    /// Intrinsic sizes are of alignment rectangles: an image view left to its content is as large as its image.
    @Test func anUnconstrainedSymbolImageViewIsItsImagesSize() throws {
        let root = makeRoot(width: 200, height: 200)
        let circle = constrained(UIImageView(image: UIImage(systemName: "play.circle")))
        root.addSubview(circle)
        NSLayoutConstraint.activate([
            circle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            circle.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(isClose(circle.frame, CGRect(x: 10, y: 11, width: 20, height: 19)), "\(circle.frame)")
        #expect(abs(circle.intrinsicContentSize.height - (19 + 1 + 1.0 / 3)) < 1e-9)
    }

    /// Constraints of any view act on its alignment rectangle; its frame is derived, and views
    /// aligned to it align with its content.
    @Test func constraintsPlaceAnyViewsAlignmentRectangle() throws {
        let root = makeRoot(width: 300, height: 300)
        let card = constrained(ShadowedCard())
        let below = constrained()
        root.addSubview(card)
        root.addSubview(below)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
            below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            below.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 20, width: 106, height: 58))
        #expect(below.frame == CGRect(x: 20, y: 80, width: 100, height: 10))
        #expect(card.frame(forAlignmentRect: card.alignmentRect(forFrame: card.frame)) == card.frame)
        // Sizes fitted to the constraints are of the alignment rectangle too.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 50))
    }

    /// A view placed by its frame keeps that frame (UIKit's autoresizing constraints place the
    /// alignment rectangle the frame has), and its subviews' constraints to it use its rectangle.
    @Test func aViewPlacedByItsFrameKeepsItAndItsSubviewsAlignToItsRectangle() throws {
        let root = makeRoot(width: 300, height: 300)
        let card = ShadowedCard(frame: CGRect(x: 10, y: 10, width: 106, height: 58))
        root.addSubview(card)
        let fill = constrained()
        card.addSubview(fill)
        NSLayoutConstraint.activate([
            fill.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            fill.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            fill.topAnchor.constraint(equalTo: card.topAnchor),
            fill.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 10, width: 106, height: 58))
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(root.layoutIssues.isEmpty)
    }
}
