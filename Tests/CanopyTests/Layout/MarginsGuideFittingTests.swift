import Canopy
import Foundation
import Testing

/// A view with a fixed intrinsic size.
private final class IntrinsicView: ViewNode {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

@Suite("Margins guide in fitting")
struct MarginsGuideFittingTests {
    @Test("A margin-relative stack measured before its first layout counts its margins")
    func stackMeasuredBeforeLayout() {
        // Given a row arranged within 10-point margins, never laid out (zero bounds)
        let row = StackNode(arrangedSubviews: [IntrinsicView(30, 30), IntrinsicView(41, 21)])
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

        // Then its size includes the margins on both axes
        #expect(row.intrinsicContentSize == CGSize(width: 91, height: 50))
    }

    @Test("A row nested in a column gets its full height on the first layout")
    func nestedFirstLayout() {
        let tile = IntrinsicView(30, 30)
        let row = StackNode(arrangedSubviews: [tile, IntrinsicView(41, 21)])
        row.alignment = .center
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let column = StackNode(arrangedSubviews: [row, IntrinsicView(10, 10)])
        column.axis = .vertical
        column.alignment = .fill
        column.distribution = .equalSpacing
        column.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        column.layoutIfNeeded()
        #expect(row.frame.height == 50)
        #expect(tile.frame.height == 30)
    }
}
