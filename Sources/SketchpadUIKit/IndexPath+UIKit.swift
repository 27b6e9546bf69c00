// UIKit adds rows, items and sections to Foundation's `IndexPath` (Linux's Foundation has
// neither): the first index is the section, the second the row or item.
extension IndexPath {
    /// An index path for a row of a table view.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path for an item of a collection view.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in its section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in its section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
