import Foundation

/// Sizes a collection's items and hears its display and selection events: the
/// UICollectionViewDelegate and UICollectionViewDelegateFlowLayout analogue, set as the
/// collection's `delegate`.
///
/// A tap calls, in UIKit's order: `shouldHighlightItemAt`, `didHighlightItemAt`,
/// `didUnhighlightItemAt`, `shouldSelectItemAt`, then for an item losing single selection
/// `didDeselectItemAt`, then `didSelectItemAt`. Every method has a default implementation.
public protocol CollectionViewDelegate: ScrollNodeDelegate {
    /// The item's size in points; the layout's `itemSize` by default.
    func collectionView(_ collectionView: CollectionNode, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// Called after a cell is placed for an item coming into view.
    func collectionView(_ collectionView: CollectionNode, willDisplay cell: CollectionCellNode, forItemAt indexPath: IndexPath)
    /// Called after a cell left the view and was queued for reuse.
    func collectionView(_ collectionView: CollectionNode, didEndDisplaying cell: CollectionCellNode, forItemAt indexPath: IndexPath)
    /// Whether a touch on the item highlights it; true by default.
    func collectionView(_ collectionView: CollectionNode, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Called when a touch highlighted the item.
    func collectionView(_ collectionView: CollectionNode, didHighlightItemAt indexPath: IndexPath)
    /// Called when the touch's highlight ended.
    func collectionView(_ collectionView: CollectionNode, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap selects the item; true by default.
    func collectionView(_ collectionView: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Called after the user selected the item.
    func collectionView(_ collectionView: CollectionNode, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap deselects the selected item (multiple selection); true by default.
    func collectionView(_ collectionView: CollectionNode, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Called after the user's action deselected the item.
    func collectionView(_ collectionView: CollectionNode, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionNode, layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        layout.itemSize
    }
    public func collectionView(_ collectionView: CollectionNode, willDisplay cell: CollectionCellNode, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionNode, didEndDisplaying cell: CollectionCellNode, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionNode, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionNode, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionNode, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionNode, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionNode, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionNode, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionNode, didDeselectItemAt indexPath: IndexPath) {}
}
