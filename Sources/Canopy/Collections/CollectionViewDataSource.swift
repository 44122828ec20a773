import Foundation

/// Supplies a collection's sections, items and cells: the UICollectionViewDataSource analogue.
///
/// The collection asks for counts when it loads (`reloadData()`, the first layout, an
/// update) and for a cell each time an item comes into view, so `cellForItemAt` should
/// dequeue with `dequeueReusableCell(withReuseIdentifier:for:)`.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section`; negative or huge counts are refused with a diagnostic.
    func collectionView(_ collectionView: CollectionNode, numberOfItemsInSection section: Int) -> Int
    /// The cell showing `indexPath`, configured for it.
    func collectionView(_ collectionView: CollectionNode, cellForItemAt indexPath: IndexPath) -> CollectionCellNode
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in collectionView: CollectionNode) -> Int
    /// The header or footer view (`kind` is `CollectionNode.elementKindSectionHeader` or
    /// `elementKindSectionFooter`) of `indexPath.section`, dequeued with
    /// `dequeueReusableSupplementaryView`; nil (the default) shows none.
    func collectionView(_ collectionView: CollectionNode, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableNode?
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionNode) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionNode, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> CollectionReusableNode?
    { nil }
}
