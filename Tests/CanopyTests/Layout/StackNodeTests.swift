import Canopy
import Foundation
import Testing

/// A label of `characters` × 5 points by 12 (fixed metrics at size 10).
private func label(_ characters: Int) -> LabelNode {
    let label = LabelNode()
    label.textMetrics = FixedTextMetrics()
    label.font = .system(size: 10)
    label.text = String(repeating: "a", count: characters)
    return label
}

/// A view with a fixed intrinsic size.
private final class SizedView: ViewNode {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

private func stack(_ views: [ViewNode], width: CGFloat = 200, height: CGFloat = 40) -> StackNode {
    let stack = StackNode(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
    return stack
}

@Suite("Stack node")
struct StackNodeTests {
    @Test("Fill gives spare length to the view with the lowest content hugging")
    func fill() {
        let a = SizedView(40, 20), b = SizedView(60, 20)
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let row = stack([a, b])
        row.spacing = 10
        row.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 130, height: 40))
        #expect(b.frame == CGRect(x: 140, y: 0, width: 60, height: 40))
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("Fill equally gives every view the same length")
    func fillEqually() {
        let views = [SizedView(10, 10), SizedView(50, 10), SizedView(30, 10)]
        let row = stack(views, width: 320)
        row.distribution = .fillEqually
        row.spacing = 10
        row.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [100, 100, 100])
        #expect(views.map(\.frame.minX) == [0, 110, 220])
    }

    @Test("Fill proportionally shares the length by intrinsic length")
    func fillProportionally() {
        let views = [SizedView(10, 10), SizedView(30, 10)]
        let row = stack(views, width: 200)
        row.distribution = .fillProportionally
        row.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [50, 150])
    }

    @Test("Equal spacing keeps intrinsic lengths and equal gaps")
    func equalSpacing() {
        let views = [SizedView(20, 10), SizedView(40, 10), SizedView(20, 10)]
        let row = stack(views, width: 200)
        row.distribution = .equalSpacing
        row.layoutIfNeeded()
        #expect(views.map(\.frame.width) == [20, 40, 20])
        #expect(views.map(\.frame.minX) == [0, 80, 180])
    }

    @Test("Equal centring keeps the distances between centres equal")
    func equalCentering() {
        let views = [SizedView(20, 10), SizedView(40, 10), SizedView(20, 10)]
        let row = stack(views, width: 200)
        row.distribution = .equalCentering
        row.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [10, 100, 190])
    }

    @Test("Every alignment places views across a row as UIKit does")
    func alignments() {
        let expectations: [(StackNode.Alignment, CGFloat, CGFloat)] = [
            (.fill, 0, 40), (.top, 0, 10), (.center, 15, 10), (.bottom, 30, 10),
        ]
        for (alignment, y, height) in expectations {
            let view = SizedView(20, 10)
            let row = stack([view])
            row.alignment = alignment
            row.layoutIfNeeded()
            #expect(view.frame.minY == y && view.frame.height == height, "\(alignment)")
        }
    }

    @Test("A hidden arranged view takes no space, and showing it again restores it")
    func hiddenTakesNoSpace() {
        let views = [SizedView(20, 10), SizedView(20, 10), SizedView(20, 10)]
        let row = stack(views, width: 320)
        row.distribution = .fillEqually
        row.layoutIfNeeded()
        views[1].isHidden = true
        #expect(row.needsUpdateConstraints())
        row.layoutIfNeeded()
        #expect(views[0].frame.width == 160 && views[2].frame == CGRect(x: 160, y: 0, width: 160, height: 40))
        views[1].isHidden = false
        row.layoutIfNeeded()
        #expect(views.map(\.frame.width).allSatisfy { abs($0 - 320.0 / 3) < 1e-9 })
    }

    @Test("Custom spacing, margins-relative arrangement and insertion order are honoured")
    func spacingMarginsAndOrder() {
        let a = SizedView(20, 10), b = SizedView(20, 10), c = SizedView(20, 10)
        let column = stack([a, c], width: 100, height: 300)
        column.axis = .vertical
        column.alignment = .leading
        column.insertArrangedSubview(b, at: 1)
        column.spacing = 4
        column.setCustomSpacing(30, after: a)
        column.layoutMargins = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        column.isLayoutMarginsRelativeArrangement = true
        column.distribution = .equalSpacing
        column.layoutIfNeeded()
        #expect(column.arrangedSubviews.map { $0 === b } == [false, true, false])
        #expect(a.frame == CGRect(x: 5, y: 10, width: 20, height: 10))
        #expect(c.frame.maxY == 290)
        #expect(column.customSpacing(after: a) == 30 && column.customSpacing(after: b) == StackNode.spacingUseDefault)
        column.removeArrangedSubview(b)
        #expect(b.superview === column && column.arrangedSubviews.count == 2)
    }

    @Test("A nested stack is sized by its content inside the outer stack")
    func nested() {
        let inner = StackNode(arrangedSubviews: [label(4), label(6)])
        inner.axis = .vertical
        inner.alignment = .leading
        let icon = SizedView(24, 24)
        let outer = stack([icon, inner], width: 300, height: 60)
        outer.spacing = 8
        outer.alignment = .center
        icon.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        inner.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        outer.layoutIfNeeded()
        #expect(inner.intrinsicContentSize == CGSize(width: 30, height: 24))
        #expect(icon.frame == CGRect(x: 0, y: 18, width: 24, height: 24))
        #expect(inner.frame == CGRect(x: 32, y: 18, width: 268, height: 24))
        inner.layoutIfNeeded()
        #expect(inner.arrangedSubviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 20, height: 12), CGRect(x: 0, y: 12, width: 30, height: 12)])
    }
}
