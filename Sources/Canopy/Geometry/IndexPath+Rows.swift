import Foundation

extension IndexPath {
    /// A two-index path naming a list's row in a section, as UIKit spells it.
    ///
    /// `IndexPath(row: 3, section: 1)` is `[1, 3]`: the section comes first, so paths sort by
    /// section, then row. Built without allocating (see `init(section:_:)`), since lists make
    /// a path per visible row on every frame.
    public init(row: Int, section: Int) {
        self.init(section: section, row)
    }

    /// A two-index path naming a grid's item in a section, as UIKit spells it (`[section, item]`).
    public init(item: Int, section: Int) {
        self.init(section: section, item)
    }

    /// The path `[section, index]`, equal to `IndexPath(indexes: [section, index])` in its
    /// indexes, hash and order, but built by two appends to an empty path: they fill the
    /// path's inline two-index storage, where an array literal would be a heap allocation and
    /// its release per path.
    private init(section: Int, _ index: Int) {
        self.init()
        append(section)
        append(index)
    }

    /// The section: the first index.
    ///
    /// UIKit traps on a path with fewer than two indexes; Canopy reads `NSNotFound` and refuses a
    /// write with an `indexPath.tooShort` diagnostic, leaving the path as it was.
    public var section: Int {
        get { count == 2 ? self[0] : NSNotFound }
        set { setIndex(0, to: newValue, named: "section") }
    }

    /// The row within the section: the second index (see `section` for short paths).
    public var row: Int {
        get { count == 2 ? self[1] : NSNotFound }
        set { setIndex(1, to: newValue, named: "row") }
    }

    /// The item within the section: the same index as `row`, as grids name it.
    public var item: Int {
        get { row }
        set { setIndex(1, to: newValue, named: "item") }
    }

    private mutating func setIndex(_ position: Int, to value: Int, named name: String) {
        guard count == 2 else {
            Diagnostics.report(
                code: "indexPath.tooShort",
                "Refused setting \(name) = \(value) on index path \(self): it has \(count) indexes, not 2 (section, \(name)).")
            return
        }
        self[position] = value
    }
}
