import Foundation
@_spi(SnapshotTesting) import SketchpadUIKit
import Sketchpad
import Testing

/// `CGAffineTransform` with Core Graphics' API and order of operations (Linux Foundation has
/// none), and `UIView.transform`: drawn about the view's centre, ignored by layout, with the
/// frame derived as UIKit derives it and shown in `recursiveDescription` as iOS prints it.
/// Before, neither existed.
@MainActor
@Suite struct TransformTests {
    func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func combiningPutsTheNewOperationFirstAsCoreGraphicsDoes() {
        let move = CGAffineTransform(translationX: 10, y: 0)
        // Scale, then move: (1, 1) → (2, 2) → (12, 2).
        #expect(CGPoint(x: 1, y: 1).applying(move.scaledBy(x: 2, y: 2)) == CGPoint(x: 12, y: 2))
        // Move, then scale: (1, 1) → (11, 1) → (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(CGAffineTransform(scaleX: 2, y: 2))) == CGPoint(x: 22, y: 2))
        // Rotating a quarter turn takes x to y (clockwise on screen).
        #expect(isClose(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 1, y: 0).applying(move.rotated(by: .pi / 2)), CGPoint(x: 10, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 0).applying(CGAffineTransform.identity.translatedBy(x: 3, y: 4).scaledBy(x: 2, y: 2)),
                        CGPoint(x: 3, y: 4)))
        let t = CGAffineTransform(a: 2, b: 1, c: 0.5, d: 3, tx: 7, ty: -2)
        #expect(isClose(CGPoint(x: 5, y: 6).applying(t).applying(t.inverted()), CGPoint(x: 5, y: 6)))
        // A singular transform cannot be inverted: Core Graphics returns it unchanged.
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
        #expect(CGAffineTransform.identity.isIdentity && !move.isIdentity && CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 5)) == CGSize(width: 20, height: 60))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1)) == CGRect(x: -10, y: 0, width: 10, height: 20))
    }

    /// The frame of a turned view is the box around it; bounds and centre stay. The expected line
    /// follows a description iOS printed for a 100 × 100 view turned by π/8 (a public test suite's
    /// recorded hierarchy): `frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, …]`.
    @Test func aTurnedViewsFrameAndDescriptionAreIOSs() throws {
        let root = makeRoot(width: 200, height: 200)
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(square)
        square.transform = CGAffineTransform(rotationAngle: .pi / 8)
        root.layoutIfNeeded()
        #expect(square.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.center == CGPoint(x: 50, y: 50))
        #expect(square.description == "<UIView; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, "
            + "0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer>>")
        square.transform = .identity
        #expect(square.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!square.description.contains("transform"))
    }

    /// Layout places the untransformed view; the scale shows in its frame and its drawing only.
    @Test func layoutIgnoresTheTransformAndTheDrawingTurnsAboutTheCentre() throws {
        let root = makeRoot(width: 200, height: 200)
        let box = constrained()
        box.backgroundColor = .systemRed
        root.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        box.transform = CGAffineTransform(scaleX: 2, y: 3)
        root.layoutIfNeeded()
        #expect(box.center == CGPoint(x: 70, y: 60))
        #expect(box.frame == CGRect(x: 30, y: 30, width: 80, height: 60))
        let transforms = try Scene(view: root).displayList().commands.compactMap { command -> Transform2D? in
            guard case let .pushTransform(t) = command else { return nil }
            return t
        }
        // Scaled about the centre (70, 60): x → 2x − 70, y → 3y − 120.
        #expect(transforms == [Transform2D(a: 2, b: 0, c: 0, d: 3, tx: -70, ty: -120)], "\(transforms)")
    }
}
