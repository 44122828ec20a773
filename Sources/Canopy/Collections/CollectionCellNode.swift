import Foundation

/// One item's view in a collection, reused as items scroll: the UICollectionViewCell analogue.
///
/// Custom content goes into `contentView`. The cell shows `selectedBackgroundView` (when set)
/// while selected or highlighted; otherwise it draws nothing of its own.
open class CollectionCellNode: CollectionReusableNode {
    /// The view holding the cell's content, filling the cell.
    public let contentView = ViewNode()

    /// Whether the item is selected; the collection sets it.
    open var isSelected = false {
        didSet { updateSelectionBackground() }
    }

    /// Whether a finger is down on the item; the collection sets it.
    open var isHighlighted = false {
        didSet { updateSelectionBackground() }
    }

    /// A view shown behind the content while the cell is selected or highlighted; nil shows nothing.
    public var selectedBackgroundView: ViewNode? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            if let view = selectedBackgroundView {
                insertSubview(view, at: 0)
                view.frame = bounds
            }
            updateSelectionBackground()
        }
    }

    /// Creates a cell with the given frame and an empty content view; subclasses override it
    /// as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Clears the selection and highlight before the cell shows another item.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSelected = false
    }

    /// Keeps the content view and the selection background filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func updateSelectionBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
