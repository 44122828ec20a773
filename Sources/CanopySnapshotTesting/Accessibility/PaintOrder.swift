import Canopy
import Foundation

/// The visible views of a window in painting order (back to front), each with its frame in
/// window coordinates and the rectangle its clipping ancestors leave visible.
struct PaintOrder {
    struct Entry {
        var node: ViewNode
        var frame: CGRect
        var clip: CGRect
        /// The rectangle clipping ancestors other than scroll views leave visible: text a
        /// scroll view hides is reached by scrolling, text another view clips is lost.
        var fixedClip: CGRect
        /// Index one past the last entry of this view's subtree.
        var subtreeEnd: Int
        /// Whether it paints an opaque surface (a background of alpha ≥ 0.5, or an image).
        var isOpaque: Bool
    }

    private(set) var entries: [Entry] = []
    private var indexByNode: [ObjectIdentifier: Int] = [:]

    init(_ window: WindowNode) {
        let screen = window.convert(window.bounds, to: nil)
        visit(window, clip: screen, fixedClip: .infinite)
    }

    private mutating func visit(_ node: ViewNode, clip: CGRect, fixedClip: CGRect) {
        guard !node.isHidden, node.alpha >= 0.01 else { return }
        let frame = node.convert(node.bounds, to: nil)
        let index = entries.count
        let opaque = (node.backgroundColor.map { $0.alpha >= 0.5 } ?? false) || ((node as? ImageNode)?.image != nil)
        entries.append(Entry(node: node, frame: frame, clip: clip, fixedClip: fixedClip, subtreeEnd: index + 1, isOpaque: opaque))
        indexByNode[ObjectIdentifier(node)] = index
        let inner = node.clipsToBounds ? clip.intersection(frame) : clip
        let innerFixed = node.clipsToBounds && !(node is ScrollNode) ? fixedClip.intersection(frame) : fixedClip
        for subview in node.subviews { visit(subview, clip: inner, fixedClip: innerFixed) }
        entries[index].subtreeEnd = entries.count
    }

    /// The finding for an element painted over by an opaque view in front of it that is not
    /// one of its ancestors or descendants, or nil.
    func cover(of element: AccessibilityTree.Element) -> AccessibilityFinding? {
        // A drawn part (a segment, a tab) is painted by the view that draws it.
        let painter = element.node.accessibilityPartOwner ?? element.node
        guard let index = indexByNode[ObjectIdentifier(painter)] else { return nil }
        let own = entries[index]
        let frame = element.frame.intersection(own.clip)
        guard !frame.isNull, frame.width > 0, frame.height > 0 else { return nil }
        let area = Double(frame.width * frame.height)
        var worst: (node: ViewNode, share: Double)?
        for later in entries[own.subtreeEnd...] where later.isOpaque {
            let visible = later.frame.intersection(later.clip)
            let overlap = visible.intersection(frame)
            guard !overlap.isNull else { continue }
            let share = Double(overlap.width * overlap.height) / area
            let coversPoint = visible.contains(element.activationPoint)
            guard share > AccessibilityAudit.maximumCoveredShare || coversPoint else { continue }
            if share > (worst?.share ?? -1) { worst = (later.node, share) }
        }
        guard let worst else { return nil }
        let name = AccessibilityFinding.name(of: element.node)
        let share = (worst.share * 100).rounded() / 100
        return AccessibilityFinding(
            rule: .coveredElement, node: element.node, measured: share, threshold: AccessibilityAudit.maximumCoveredShare,
            message:
                "\(name) is \(Int((share * 100).rounded()))% covered by \(AccessibilityFinding.name(of: worst.node)) in front of it, yet a screen reader still reads it."
        )
    }
}
