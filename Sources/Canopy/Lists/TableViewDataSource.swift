import Foundation

/// Supplies a table's sections, rows and cells: the UITableViewDataSource analogue.
///
/// The table asks for counts when it loads (`reloadData()`, the first layout, a batch update)
/// and for a cell each time a row comes into view, so `cellForRowAt` should dequeue with
/// `dequeueReusableCell(withIdentifier:for:)` rather than make cells.
public protocol TableViewDataSource: AnyObject {
    /// The number of rows in `section`; negative counts are refused with a diagnostic.
    func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int
    /// The cell showing `indexPath`, configured for it.
    func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in tableView: TableNode) -> Int
    /// The title drawn in `section`'s header; nil draws none.
    func tableView(_ tableView: TableNode, titleForHeaderInSection section: Int) -> String?
    /// The title drawn in `section`'s footer; nil draws none.
    func tableView(_ tableView: TableNode, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableNode) -> Int { 1 }
    public func tableView(_ tableView: TableNode, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableNode, titleForFooterInSection section: Int) -> String? { nil }
}
