import Foundation

/// A view controller whose view is a table it feeds: the UITableViewController analogue.
///
/// The controller is the table's data source and delegate; subclasses override the
/// data-source and delegate methods they need (the defaults show no rows).
open class TableViewController: ViewControllerNode, TableViewDataSource, TableViewDelegate {
    /// The style the table is made with.
    public let tableStyle: TableNode.Style

    /// Creates a controller whose table has `style`; the table is made when the view loads.
    public init(style: TableNode.Style) {
        tableStyle = style
        super.init()
    }

    /// Creates a controller with a plain table.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// The controller's view as a table; setting it replaces the view.
    ///
    /// Reading it loads the view. A loaded view that is not a table reads as nil.
    public var tableView: TableNode! {
        get { view as? TableNode }
        set { view = newValue }
    }

    /// Makes the table, with this controller as its data source and delegate, at the same
    /// default size as a plain controller's view (a 375 × 667 phone screen) until a container
    /// or window sizes it.
    open override func loadView() {
        let table = TableNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Rows in `section`; 0 unless overridden.
    open func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The cell of a row; a default-style cell unless overridden.
    open func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        TableCellNode(style: .default, reuseIdentifier: nil)
    }

    /// Sections; 1 unless overridden.
    open func numberOfSections(in tableView: TableNode) -> Int { 1 }
    /// The header title of a section; nil unless overridden.
    open func tableView(_ tableView: TableNode, titleForHeaderInSection section: Int) -> String? { nil }
    /// The footer title of a section; nil unless overridden.
    open func tableView(_ tableView: TableNode, titleForFooterInSection section: Int) -> String? { nil }
    /// A row's height; the table's `rowHeight` unless overridden.
    open func tableView(_ tableView: TableNode, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// A section header's height; the style's unless overridden.
    open func tableView(_ tableView: TableNode, heightForHeaderInSection section: Int) -> CGFloat { TableNode.automaticDimension }
    /// A section footer's height; the style's unless overridden.
    open func tableView(_ tableView: TableNode, heightForFooterInSection section: Int) -> CGFloat { TableNode.automaticDimension }
    /// A section header view; nil unless overridden.
    open func tableView(_ tableView: TableNode, viewForHeaderInSection section: Int) -> ViewNode? { nil }
    /// A section footer view; nil unless overridden.
    open func tableView(_ tableView: TableNode, viewForFooterInSection section: Int) -> ViewNode? { nil }
    /// Called before a row's cell shows; does nothing unless overridden.
    open func tableView(_ tableView: TableNode, willDisplay cell: TableCellNode, forRowAt indexPath: IndexPath) {}
    /// Called after a row's cell left; does nothing unless overridden.
    open func tableView(_ tableView: TableNode, didEndDisplaying cell: TableCellNode, forRowAt indexPath: IndexPath) {}
    /// Whether a touch highlights the row; true unless overridden.
    open func tableView(_ tableView: TableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Called when a row was highlighted; does nothing unless overridden.
    open func tableView(_ tableView: TableNode, didHighlightRowAt indexPath: IndexPath) {}
    /// Called when a row's highlight ended; does nothing unless overridden.
    open func tableView(_ tableView: TableNode, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The row to select; `indexPath` unless overridden.
    open func tableView(_ tableView: TableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Called after the user selected a row; does nothing unless overridden.
    open func tableView(_ tableView: TableNode, didSelectRowAt indexPath: IndexPath) {}
    /// The row to deselect; `indexPath` unless overridden.
    open func tableView(_ tableView: TableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Called after the user's action deselected a row; does nothing unless overridden.
    open func tableView(_ tableView: TableNode, didDeselectRowAt indexPath: IndexPath) {}
    /// Called after the table scrolled; does nothing unless overridden.
    open func scrollViewDidScroll(_ scrollView: ScrollNode) {}
    /// Called when a drag begins; does nothing unless overridden.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollNode) {}
    /// Called when the finger lifts, with the resting offset to rewrite; does nothing unless overridden.
    open func scrollViewWillEndDragging(_ scrollView: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {}
    /// Called after the finger lifted; does nothing unless overridden.
    open func scrollViewDidEndDragging(_ scrollView: ScrollNode, willDecelerate decelerate: Bool) {}
    /// Called when deceleration starts; does nothing unless overridden.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollNode) {}
    /// Called when deceleration ends; does nothing unless overridden.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollNode) {}
    /// Called when the adjusted content inset changed; does nothing unless overridden.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollNode) {}
    /// Called when an animated scroll reached its target; does nothing unless overridden.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollNode) {}
}
