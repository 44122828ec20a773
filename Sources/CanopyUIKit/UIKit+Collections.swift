import Canopy

/// UIKit's collection view, the Canopy `CollectionNode`.
public typealias UICollectionView = CollectionNode
/// UIKit's flow layout, the Canopy `FlowLayout`.
public typealias UICollectionViewFlowLayout = FlowLayout
/// UIKit's layout base class; Canopy lays collections out with the flow layout alone.
public typealias UICollectionViewLayout = FlowLayout
/// UIKit's reusable collection view (section headers and footers), the Canopy `CollectionReusableNode`.
public typealias UICollectionReusableView = CollectionReusableNode
/// UIKit's collection cell, the Canopy `CollectionCellNode`.
public typealias UICollectionViewCell = CollectionCellNode
/// UIKit's collection data source, the Canopy `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's collection delegate, the Canopy `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's flow-layout delegate (item sizes), part of the Canopy `CollectionViewDelegate`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegate

extension CollectionNode {
    /// UIKit's `UICollectionView.ScrollDirection`, the Canopy `FlowLayout.ScrollDirection`.
    public typealias ScrollDirection = FlowLayout.ScrollDirection
}
