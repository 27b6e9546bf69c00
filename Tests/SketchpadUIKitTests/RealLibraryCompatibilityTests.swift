import Foundation
import Testing
import SketchpadUIKit

/// Differences from UIKit found by building real Auto Layout libraries (SnapKit…) and running
/// their iOS test suites against SketchpadUIKit with only the imports switched (issue 23). Each
/// test is ours, written for the behaviour the library relies on.
@MainActor @Suite struct RealLibraryCompatibilityTests {
    /// A constraint subclass made with the attribute initialiser, as SnapKit's `LayoutConstraint`
    /// is: UIKit's initialiser is a class factory, so subclasses inherit it and get instances of
    /// their own class.
    @Test func constraintSubclassesInheritTheAttributeInitialiser() {
        let root = makeRoot()
        let box = constrained()
        root.addSubview(box)
        let top = TaggedConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 12)
        top.tag = "top"
        let width = TaggedConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                     multiplier: 1, constant: 20)
        NSLayoutConstraint.activate([
            top, width,
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            box.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        expectRect(box.frame, 5, 12, 20, 30)
        #expect(top.firstItem === box && top.secondItem === root && top.firstAttribute == .top && top.constant == 12)
        #expect(root.constraints.compactMap { ($0 as? TaggedConstraint)?.tag } == ["top"])
        #expect(box.constraints.contains { $0 === width })
    }

    /// `objc_setAssociatedObject`/`objc_getAssociatedObject` (the runtime `import UIKit` brings):
    /// per object and key, retained or copied as the policy says, removed by nil.
    @Test func associatedObjectsFollowTheirPolicy() {
        let view = UIView(), other = UIView()
        objc_setAssociatedObject(view, &Keys.name, "card", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Keys.name) as? String == "card")
        #expect(objc_getAssociatedObject(other, &Keys.name) == nil)
        #expect(objc_getAssociatedObject(view, &Keys.set) == nil)

        let text = NSMutableString(string: "a")
        objc_setAssociatedObject(view, &Keys.set, text, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        text.append("b")
        #expect((objc_getAssociatedObject(view, &Keys.set) as? NSString).map { String($0) } == "a")

        let set = NSMutableSet()
        objc_setAssociatedObject(view, &Keys.set, set, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &Keys.set) as? NSMutableSet === set)

        objc_setAssociatedObject(view, &Keys.name, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(view, &Keys.name) == nil)
        objc_removeAssociatedObjects(view)
        #expect(objc_getAssociatedObject(view, &Keys.set) == nil)
        #expect(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue == 769 && objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue == 771)
    }

    /// An assigned value is not kept alive by the association; a retained one is.
    @Test func assignedValuesAreNotRetained() {
        let view = UIView()
        weak var assigned: NSObject?
        weak var retained: NSObject?
        do {
            let first = NSObject(), second = NSObject()
            assigned = first
            retained = second
            objc_setAssociatedObject(view, &Keys.name, first, .OBJC_ASSOCIATION_ASSIGN)
            objc_setAssociatedObject(view, &Keys.set, second, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &Keys.name) as? NSObject === first)
        }
        #expect(assigned == nil)
        #expect(objc_getAssociatedObject(view, &Keys.name) == nil)
        #expect(retained != nil && objc_getAssociatedObject(view, &Keys.set) as? NSObject === retained)
    }
}

private final class TaggedConstraint: NSLayoutConstraint {
    var tag: String?
}

@MainActor private enum Keys {
    static var name: UInt8 = 0
    static var set: UInt8 = 0
}
