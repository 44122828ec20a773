import Canopy
import Foundation
import Testing

@Suite("Wrapping labels under constraints")
struct HeightForWidthTests {
    /// A label wrapping at most 20 characters a line in the fixed test metrics.
    private func wrappingLabel() -> LabelNode {
        let label = LabelNode()
        label.textMetrics = FixedTextMetrics()
        label.numberOfLines = 0
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    @Test("A multi-line label pinned between two edges is as tall as its text wraps at that width")
    func pinnedLabel() {
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let label = wrappingLabel()
        container.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)).height
        let oneLine = label.intrinsicContentSize.height
        #expect(wrapped > oneLine)
        #expect(label.frame.size == CGSize(width: 200, height: wrapped))
    }

    @Test("A vertical stack of a wrapping label fits the wrapped height when sized for a width")
    func stackFitting() {
        let label = wrappingLabel()
        let footer = LabelNode()
        footer.textMetrics = FixedTextMetrics()
        footer.text = "1d"
        let stack = StackNode(arrangedSubviews: [label, footer])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        let cell = ViewNode(frame: CGRect(x: 0, y: 0, width: 232, height: 44))
        cell.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 232, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: CGFloat.infinity)).height
        let footerHeight = footer.intrinsicContentSize.height
        #expect(fitted.height == 12 + wrapped + 4 + footerHeight + 12)
    }
}
