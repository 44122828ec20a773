import Foundation

/// One section's geometry in a table: header, rows, footer, and where the section starts.
final class TableSectionMetrics {
    /// The rows' heights (estimated until measured).
    let rows: TableRowHeights
    /// Header height in points (0 for none).
    var headerHeight: CGFloat = 0
    /// Footer height in points (0 for none).
    var footerHeight: CGFloat = 0
    /// The data source's header title, read when the section loads.
    var headerTitle: String?
    /// The data source's footer title, read when the section loads.
    var footerTitle: String?
    /// The section's top in content coordinates; kept by `TableNode.recomputeSectionTops()`.
    var top: CGFloat = 0

    init(rowCount: Int, estimate: CGFloat) {
        rows = TableRowHeights(count: rowCount, estimate: estimate)
    }

    /// Header, rows and footer, in points.
    var height: CGFloat { headerHeight + rows.total + footerHeight }
    /// The section's bottom in content coordinates.
    var bottom: CGFloat { top + height }
    /// The first row's top in content coordinates.
    var rowsTop: CGFloat { top + headerHeight }
}
