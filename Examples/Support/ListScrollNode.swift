import Canopy
import Foundation

/// A scroll node filled with `RowNode`s: the content below most example headers.
public final class ListScrollNode: ScrollNode {
    /// Creates a list of `items` that fills `frame` and resizes with its superview.
    public init(frame: CGRect, items: [ListItem]) {
        super.init(frame: frame)
        backgroundColor = Palette.page
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isTableView = true
        for (i, item) in items.enumerated() {
            let row = RowNode(item: item, index: i, width: frame.width)
            row.frame.origin.y = CGFloat(i) * RowNode.height
            addSubview(row)
        }
        contentSize = CGSize(width: frame.width, height: CGFloat(items.count) * RowNode.height)
    }

    /// Scrolls to the top resting position (`-adjustedContentInset.top`), where a fresh list
    /// in a window sits before the user touches it.
    public func restAtTop() {
        contentOffset = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
    }

    /// Keeps the content as wide as the list when the device rotates.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width {
            contentSize = CGSize(width: bounds.width, height: contentSize.height)
        }
    }
}
