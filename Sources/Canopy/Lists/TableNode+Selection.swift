import Foundation

extension TableNode {
    /// The first selected row in index-path order, or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// Every selected row in index-path order, or nil when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted()
    }

    /// Selects a row from code, without delegate callbacks (as in UIKit), then scrolls it to
    /// `scrollPosition`; nil clears the selection.
    ///
    /// Without `allowsMultipleSelection` the previous selection is cleared. A row that does
    /// not exist is refused (`table.invalidIndexPath`) and the selection is kept.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for ip in selectedRows { setCellSelected(false, at: ip) }
            selectedRows = []
            return
        }
        guard checkIndexPath(indexPath, "selectRow(at:animated:scrollPosition:)") else { return }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for ip in selectedRows where ip != indexPath { setCellSelected(false, at: ip) }
            selectedRows = []
        }
        selectedRows.insert(indexPath)
        setCellSelected(true, at: indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row from code, without delegate callbacks (as in UIKit).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        setCellSelected(false, at: indexPath)
    }

    /// Runs a user's tap on a row through the delegate in UIKit's order, for the touch
    /// handling to call once a tap on a row is recognised.
    ///
    /// Highlights (`shouldHighlightRowAt`, `didHighlightRowAt`), unhighlights
    /// (`didUnhighlightRowAt`), then either deselects a row already selected in a
    /// multiple-selection table (`willDeselectRowAt`, `didDeselectRowAt`) or selects the row
    /// `willSelectRowAt` answers, deselecting the previous single selection first
    /// (`willDeselectRowAt`, `didDeselectRowAt`, then `didSelectRowAt`).
    package func selectRowFromUserInteraction(at indexPath: IndexPath) {
        loadIfNeeded()
        guard allowsSelection, isValid(indexPath) else { return }
        if highlightRowForUser(at: indexPath) { unhighlightRowForUser(at: indexPath) }
        selectRowForUser(at: indexPath)
    }

    /// Highlights a row a finger went down on, when `shouldHighlightRowAt` allows:
    /// the cell shows highlighted, then `didHighlightRowAt`. Returns whether it highlighted.
    func highlightRowForUser(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, isValid(indexPath) else { return false }
        let delegate = tableDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return false }
        displayedCells[indexPath]?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// Ends a row's highlight: the cell shows unhighlighted, then `didUnhighlightRowAt`.
    func unhighlightRowForUser(at indexPath: IndexPath) {
        displayedCells[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// Selects (or, in a multiple-selection table, toggles off) a row the user tapped, with
    /// the will/did callbacks.
    func selectRowForUser(at indexPath: IndexPath) {
        guard allowsSelection, isValid(indexPath) else { return }
        let delegate = tableDelegate
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let answer = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let chosen = answer, isValid(chosen) else { return }
        if !allowsMultipleSelection {
            for old in selectedRows.sorted() where old != chosen { userDeselect(old) }
        }
        selectedRows.insert(chosen)
        setCellSelected(true, at: chosen)
        delegate?.tableView(self, didSelectRowAt: chosen)
    }

    /// Deselects a row for the user, asking `willDeselectRowAt` first.
    private func userDeselect(_ indexPath: IndexPath) {
        let delegate = tableDelegate
        let answer = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let chosen = answer, selectedRows.remove(chosen) != nil
        else { return }
        setCellSelected(false, at: chosen)
        delegate?.tableView(self, didDeselectRowAt: chosen)
    }

    func setCellSelected(_ selected: Bool, at indexPath: IndexPath) {
        displayedCells[indexPath]?.setSelected(selected, animated: false)
    }
}
