import Canopy

/// UIKit's table view, the Canopy `TableNode` (its `Style`, `ScrollPosition`, `RowAnimation`
/// and `automaticDimension` keep UIKit's names).
public typealias UITableView = TableNode
/// UIKit's table cell, the Canopy `TableCellNode` (`CellStyle`, `AccessoryType`,
/// `SeparatorStyle` and `SelectionStyle` keep UIKit's names).
public typealias UITableViewCell = TableCellNode
/// UIKit's section header or footer view, the Canopy `TableHeaderFooterNode`.
public typealias UITableViewHeaderFooterView = TableHeaderFooterNode
/// UIKit's table data source, the Canopy `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's table delegate, the Canopy `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's table view controller, the Canopy `TableViewController`.
public typealias UITableViewController = TableViewController
