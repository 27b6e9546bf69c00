/// Which content priority of a view, on which axis (a key of the priorities set through UIKit's API).
struct ContentPriorityKey: Hashable {
    enum Kind: Hashable { case hugging, compressionResistance }
    let kind: Kind
    let axis: NSLayoutConstraint.Axis
}
