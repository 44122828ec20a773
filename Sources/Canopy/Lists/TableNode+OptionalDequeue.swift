import Foundation

extension TableNode {
    /// A queued cell of `identifier` after its `prepareForReuse()`, a new one of the class
    /// registered for it, or nil: the caller makes the cell, choosing its style.
    ///
    /// The form before registration existed, still the usual way to get a `.value1` or
    /// `.subtitle` cell; unlike `dequeueReusableCell(withIdentifier:for:)` an unknown
    /// identifier is not misuse, so nothing is reported.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableCellNode? {
        let cell: TableCellNode
        if let reused = reusePool.dequeue(identifier: identifier) {
            reused.prepareForReuse()
            cell = reused
        } else if let type = cellClasses[identifier] {
            cell = type.init(dequeuedWithStyle: .default, reuseIdentifier: identifier)
        } else {
            return nil
        }
        dequeuedDuringCall.append(cell)
        return cell
    }
}
