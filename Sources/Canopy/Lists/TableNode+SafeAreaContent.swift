import Foundation

extension TableNode {
    /// How a separator inset is measured: the UITableView.SeparatorInsetReference analogue.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges: zero insets run the separator across the whole cell, under a
        /// landscape sensor housing too.
        case fromCellEdges
        /// As offsets from the automatic inset: the cell's leading layout margin measured from
        /// the safe area, so a separator follows the text into the safe area in landscape.
        case fromAutomaticInsets
    }

    /// Lays out again every cell, header and footer on screen, after `insetsContentViewsToSafeArea` changed.
    func relayoutContentViewsForSafeArea() {
        for view in storedSubviews where view is TableCellNode || view is TableHeaderFooterNode {
            view.setNeedsLayout()
        }
        setNeedsLayout()
    }

    /// The leading and trailing room a row or section view of this table keeps free for the
    /// safe area: `safeArea`'s left and right while `insetsContentViewsToSafeArea` is on, else zero.
    ///
    /// UIKit documents that the table adjusts the content view of each cell, header and footer
    /// on the leading and trailing sides only, so the top and bottom are always zero here.
    func contentSafeAreaInsets(for safeArea: EdgeInsets) -> EdgeInsets {
        guard insetsContentViewsToSafeArea else { return .zero }
        return EdgeInsets(top: 0, left: safeArea.left, bottom: 0, right: safeArea.right)
    }
}

extension ViewNode {
    /// The room this view, a row or section view, keeps free for its table's safe area on the
    /// leading and trailing sides; zero outside a table, as nothing else insets content views.
    var tableContentSafeAreaInsets: EdgeInsets {
        guard let table = storedSuperview as? TableNode else { return .zero }
        return table.contentSafeAreaInsets(for: safeAreaInsets)
    }
}
