import Foundation

/// Computes the reading order a screen reader follows through a tree, the rule VoiceOver
/// applies to UIKit views.
///
/// 1. A view is skipped with its subtree when it is hidden, its alpha is below 0.01 (the
///    hit-testing threshold) or `accessibilityElementsHidden` is set.
/// 2. A view with `isAccessibilityElement` is one element; its subviews are not read.
/// 3. Any other view is a container. When one of its visible subviews sets
///    `accessibilityViewIsModal`, only the front-most such subview is read and its siblings
///    are skipped.
/// 4. A container with `accessibilityElements` reads those entries in the given order, as one
///    group; otherwise its subviews' items merge into its own container's ordering, unless
///    it sets `shouldGroupAccessibilityChildren`, which keeps them together as one group.
/// 5. A container orders its items (elements and groups, a group placed by the union of its
///    elements' frames) by rows: the top-most remaining item starts a row, and every item
///    whose top lies above that item's vertical centre joins it. Rows read top to bottom,
///    each leading to trailing (left to right; right to left when the root's layout
///    direction is right-to-left); ties keep the tree's back-to-front order.
/// 6. Elements inside a scroll view stay in the order when scrolled out of its visible
///    bounds (a screen reader scrolls to them) and are marked so; elements outside the root's
///    bounds and not inside a scroll view are dropped, as no gesture reaches them.
enum AccessibilityReadingOrder {
    /// The hit-testing threshold below which a view counts as invisible.
    static let minimumVisibleAlpha: CGFloat = 0.01

    /// An element, or a group read as a unit, with the frame it is ordered by.
    private struct Item {
        var frame: CGRect
        var elements: [(node: ViewNode, scrollView: ScrollNode?)]
    }

    private struct Walk {
        let isRightToLeft: Bool
        /// Views already read, so a custom element list naming a view twice, or an ancestor,
        /// reads it once and never loops.
        var visited: Set<ObjectIdentifier> = []

        mutating func items(of node: ViewNode, scrollView: ScrollNode?) -> [Item] {
            guard !node.isHidden, node.alpha >= minimumVisibleAlpha, !node.accessibilityElementsHidden else { return [] }
            guard visited.insert(ObjectIdentifier(node)).inserted else { return [] }
            if node.isAccessibilityElement {
                return [Item(frame: node.accessibilityFrame, elements: [(node, scrollView)])]
            }
            let inner = (node as? ScrollNode) ?? scrollView
            if let custom = node.accessibilityElements {
                var entries: [(node: ViewNode, scrollView: ScrollNode?)] = []
                for case let view as ViewNode in custom {
                    for item in ordered(items(of: view, scrollView: inner)) { entries += item.elements }
                }
                return group(entries)
            }
            var children: [Item] = []
            for subview in readableSubviews(of: node) {
                children += items(of: subview, scrollView: inner)
            }
            if node.shouldGroupAccessibilityChildren {
                return group(ordered(children).flatMap(\.elements))
            }
            return children
        }

        /// The subviews a container reads: the front-most visible modal one alone, if any.
        private func readableSubviews(of node: ViewNode) -> [ViewNode] {
            let subviews = node.subviews
            let modal = subviews.last {
                $0.accessibilityViewIsModal && !$0.isHidden && $0.alpha >= minimumVisibleAlpha
            }
            return modal.map { [$0] } ?? subviews
        }

        private func group(_ entries: [(node: ViewNode, scrollView: ScrollNode?)]) -> [Item] {
            guard let first = entries.first else { return [] }
            let frame = entries.dropFirst().reduce(first.node.accessibilityFrame) { $0.union($1.node.accessibilityFrame) }
            return [Item(frame: frame, elements: entries)]
        }

        /// Items in rows, top to bottom, each row leading to trailing.
        func ordered(_ items: [Item]) -> [Item] {
            let byTop = items.indices.sorted {
                let a = items[$0].frame.minY, b = items[$1].frame.minY
                return a != b ? a < b : $0 < $1
            }
            var result: [Item] = []
            result.reserveCapacity(items.count)
            var row: [Int] = []
            func flush() {
                let sortedRow = row.sorted { i, j in
                    let a = items[i].frame, b = items[j].frame
                    let ka = isRightToLeft ? -a.maxX : a.minX, kb = isRightToLeft ? -b.maxX : b.minX
                    if ka != kb { return ka < kb }
                    if a.minY != b.minY { return a.minY < b.minY }
                    return i < j
                }
                result += sortedRow.map { items[$0] }
                row.removeAll(keepingCapacity: true)
            }
            for index in byTop {
                if let anchor = row.first {
                    let a = items[anchor].frame, top = items[index].frame.minY
                    if !(top < a.midY || top == a.minY) { flush() }
                }
                row.append(index)
            }
            flush()
            return result
        }
    }

    /// The elements below and including `root`, in reading order.
    static func elements(of root: ViewNode) -> [AccessibilityTree.Element] {
        var walk = Walk(isRightToLeft: root.traitCollection.layoutDirection == .rightToLeft)
        let items = walk.ordered(walk.items(of: root, scrollView: nil))
        let reachable = root.convert(root.bounds, to: nil)
        var elements: [AccessibilityTree.Element] = []
        for item in items {
            for (node, scrollView) in item.elements {
                let frame = node.accessibilityFrame
                var isScrolledOut = false
                if let scrollView {
                    isScrolledOut = !frame.intersects(scrollView.convert(scrollView.bounds, to: nil))
                } else if !frame.intersects(reachable) && !(frame.isEmpty && reachable.contains(frame.origin)) {
                    continue
                }
                elements.append(
                    AccessibilityTree.Element(
                        label: node.accessibilityLabel, value: node.accessibilityValue, traits: node.accessibilityTraits,
                        hint: node.accessibilityHint, frame: frame, activationPoint: node.accessibilityActivationPoint,
                        language: node.accessibilityLanguage,
                        customActionNames: node.accessibilityCustomActions?.map(\.name) ?? [],
                        isScrolledOutOfView: isScrolledOut, node: node))
            }
        }
        return elements
    }
}
