import SketchpadLayout
import SketchpadWidgets

/// The distance between two anchors as a dimension (`anchorWithOffset(to:)`): a hidden layout
/// guide that spans from one anchor to the other, whose width (or height) is the offset.
@MainActor
final class OffsetDimension {
    let guide = UILayoutGuide()
    let from: AnchorTarget
    let to: AnchorTarget
    let horizontal: Bool
    private var installed = false

    init(from: AnchorTarget, to: AnchorTarget, horizontal: Bool) {
        self.from = from
        self.to = to
        self.horizontal = horizontal
        guide.identifier = "anchorWithOffset(\(from.name) → \(to.name))"
    }

    var commonView: UIView? {
        guard let a = from.owningView, let b = to.owningView else { return nil }
        return UIView.nearestCommonAncestor(a, b)
    }

    func install() {
        guard !installed, let view = commonView else { return }
        installed = true
        view.addLayoutGuide(guide)
        let g = guide.backing
        let location = SourceLocation(file: "SketchpadUIKit/anchorWithOffset", line: 0)
        func pin(_ attribute: LayoutAttribute, to target: AnchorTarget) -> Constraint {
            let (item, other) = target.layoutTarget(relatedTo: nil)
            return Constraint(item: g, attribute: attribute, relatedBy: .equal, toItem: item, attribute: other, location: location)
        }
        let constraints: [Constraint]
        if horizontal {
            let absolute = from.attribute.layoutAttribute.kind == .absoluteX || to.attribute.layoutAttribute.kind == .absoluteX
            constraints = [
                pin(absolute ? .left : .leading, to: from), pin(absolute ? .right : .trailing, to: to),
                Constraint(item: g, attribute: .top, toItem: view.node, attribute: .top, location: location),
                Constraint(item: g, attribute: .height, constant: 0, location: location),
            ]
        } else {
            constraints = [
                pin(.top, to: from), pin(.bottom, to: to),
                Constraint(item: g, attribute: .left, toItem: view.node, attribute: .left, location: location),
                Constraint(item: g, attribute: .width, constant: 0, location: location),
            ]
        }
        Constraint.activate(constraints)
    }
}
