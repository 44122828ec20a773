import Foundation

// Where an inset-grouped table places its sections across its width.
//
// Documented by Apple (UIKit reference): `UITableView.Style.insetGrouped` is a table whose
// grouped sections are inset with rounded corners. A view controller's root view has layout
// margins that reflect the system minimum margins and the safe area insets; other views
// default to 8 points. `insetsLayoutMarginsFromSafeArea` (true by default) moves any margin
// that lies outside the safe area inside it; false leaves margins where they are.
// `insetsContentViewsToSafeArea` insets the content views of cells, headers and footers on the
// leading and trailing sides to fit inside the safe area.
//
// Read from how iOS draws, not documented: an inset-grouped table insets its sections by the
// system minimum margin on each side (16 points, 20 on tables 414 points wide or more) measured
// from the safe area, as a root view's layout margins are, so on a phone in landscape the
// sections clear the sensor housing by that margin. The left and right sides are measured
// separately, from the table's own safe area; `insetsLayoutMarginsFromSafeArea` false measures
// them from the table's edges instead.

extension TableNode {
    /// The system minimum margin beside an inset-grouped section, in points: 16 on phone widths,
    /// 20 from 414 points on (the wide phones, iPads, and any phone in landscape).
    ///
    /// UIKit documents that system minimum margins exist, not their values: these are the
    /// margins iOS draws, a reading rather than a documented rule.
    var sectionSideMargin: CGFloat { storedBounds.width >= 414 ? 20 : 16 }

    /// How far rows, section headers and footers sit in from the table's left and right
    /// edges, in points; only `left` and `right` are used.
    ///
    /// Zero for plain and grouped tables. For inset-grouped tables, the safe area's side inset
    /// (while `insetsLayoutMarginsFromSafeArea`, the default) plus `sectionSideMargin`, each
    /// side on its own: landscape-left and landscape-right put the housing on different sides.
    /// A section inside the safe area leaves its rows none to inset their content views by,
    /// so content is never inset twice.
    ///
    /// Measuring from the safe area, and following `insetsLayoutMarginsFromSafeArea`, reads the
    /// sections as lying inside the table's layout margins, which is how iOS draws them; UIKit
    /// documents only that the sections are inset with rounded corners.
    var sectionInsets: EdgeInsets {
        guard style == .insetGrouped else { return .zero }
        let margin = sectionSideMargin
        guard insetsLayoutMarginsFromSafeArea else { return EdgeInsets(top: 0, left: margin, bottom: 0, right: margin) }
        let safe = safeAreaInsets
        return EdgeInsets(top: 0, left: safe.left + margin, bottom: 0, right: safe.right + margin)
    }

    /// The x where rows, section headers and footers start, in content coordinates.
    var rowMinX: CGFloat { sectionInsets.left }

    /// The width of every row's cell and every section header and footer: the table's width
    /// less `sectionInsets`, never below zero.
    var rowWidth: CGFloat {
        let insets = sectionInsets
        return Swift.max(0, storedBounds.width - insets.left - insets.right)
    }
}
