import Foundation

/// Sizes a table's rows and hears its display and selection events: the UITableViewDelegate
/// analogue, set as the table's `delegate`.
///
/// Selection callbacks come in UIKit's order: `shouldHighlightRowAt`, `didHighlightRowAt`,
/// `didUnhighlightRowAt`, `willSelectRowAt`, then for a row losing single selection
/// `willDeselectRowAt` and `didDeselectRowAt`, then `didSelectRowAt`. Every method has a
/// default implementation.
public protocol TableViewDelegate: ScrollNodeDelegate {
    /// The height of the row in points; `TableNode.automaticDimension` sizes it to its cell.
    ///
    /// The default answers the table's `rowHeight`. Non-finite or negative heights are refused
    /// with a diagnostic and the table's estimate is used.
    func tableView(_ tableView: TableNode, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the section's header; `automaticDimension` (the default) uses the style's.
    func tableView(_ tableView: TableNode, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the section's footer; `automaticDimension` (the default) uses the style's.
    func tableView(_ tableView: TableNode, heightForFooterInSection section: Int) -> CGFloat
    /// A view shown as the section's header instead of its title; nil (the default) for none.
    func tableView(_ tableView: TableNode, viewForHeaderInSection section: Int) -> ViewNode?
    /// A view shown as the section's footer instead of its title; nil (the default) for none.
    func tableView(_ tableView: TableNode, viewForFooterInSection section: Int) -> ViewNode?
    /// Called after a cell is placed for a row coming into view, before it is drawn.
    func tableView(_ tableView: TableNode, willDisplay cell: TableCellNode, forRowAt indexPath: IndexPath)
    /// Called after a cell left the view (scrolled out, deleted or reloaded) and was queued for reuse.
    func tableView(_ tableView: TableNode, didEndDisplaying cell: TableCellNode, forRowAt indexPath: IndexPath)
    /// Whether a touch on the row highlights it; true by default.
    func tableView(_ tableView: TableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Called when a touch highlighted the row.
    func tableView(_ tableView: TableNode, didHighlightRowAt indexPath: IndexPath)
    /// Called when the touch's highlight ended.
    func tableView(_ tableView: TableNode, didUnhighlightRowAt indexPath: IndexPath)
    /// The row to select instead of `indexPath`, or nil to select nothing; `indexPath` by default.
    func tableView(_ tableView: TableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after the user selected the row.
    func tableView(_ tableView: TableNode, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect instead of `indexPath`, or nil to keep it selected; `indexPath` by default.
    func tableView(_ tableView: TableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after the user's action deselected the row.
    func tableView(_ tableView: TableNode, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableNode, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableNode, heightForHeaderInSection section: Int) -> CGFloat { TableNode.automaticDimension }
    public func tableView(_ tableView: TableNode, heightForFooterInSection section: Int) -> CGFloat { TableNode.automaticDimension }
    public func tableView(_ tableView: TableNode, viewForHeaderInSection section: Int) -> ViewNode? { nil }
    public func tableView(_ tableView: TableNode, viewForFooterInSection section: Int) -> ViewNode? { nil }
    public func tableView(_ tableView: TableNode, willDisplay cell: TableCellNode, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableNode, didEndDisplaying cell: TableCellNode, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableNode, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableNode, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableNode, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableNode, didDeselectRowAt indexPath: IndexPath) {}
}
