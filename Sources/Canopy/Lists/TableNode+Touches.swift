import Foundation

extension TableNode {
    /// A finger going down on a row's cell highlights the row (`shouldHighlightRowAt`,
    /// `didHighlightRowAt`); touches on the table outside any cell, or a second finger, only
    /// go on up the responder chain.
    func rowTouchesBegan(_ touches: Set<Touch>) {
        rowTouch.began(touches, pathUnder: rowUnder, highlight: { highlightRowForUser(at: $0) })
    }

    /// Lifting the finger that went down on a row ends its highlight (`didUnhighlightRowAt`)
    /// and, when it lifts over the same row, selects it as a tap does in UIKit.
    func rowTouchesEnded(_ touches: Set<Touch>) {
        if let indexPath = rowTouch.ended(touches, pathUnder: rowUnder, unhighlight: { unhighlightRowForUser(at: $0) }) {
            selectRowForUser(at: indexPath)
        }
    }

    /// A cancelled finger, such as one whose drag became a scroll, ends the highlight and
    /// selects nothing.
    func rowTouchesCancelled(_ touches: Set<Touch>) {
        rowTouch.cancelled(touches, unhighlight: { unhighlightRowForUser(at: $0) })
    }

    /// The row whose displayed cell holds the touch's view and its current location; nil for
    /// a touch on the table itself or on a section view.
    private func rowUnder(_ touch: Touch) -> IndexPath? {
        var node = touch.view
        while let n = node, n !== self {
            if let cell = n as? TableCellNode, let indexPath = displayedPaths[ObjectIdentifier(cell)] {
                return indexPathForRow(at: touch.location(in: self)) == indexPath ? indexPath : nil
            }
            node = n.superview
        }
        return nil
    }
}
