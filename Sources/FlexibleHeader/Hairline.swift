import Canopy
import Foundation

/// A one-pixel line along the bottom edge of a container view.
final class Hairline {
    private weak var container: ViewNode?
    private var line: HairlineNode?

    /// Line colour (default black).
    var color: Color = .black {
        didSet { line?.backgroundColor = color }
    }

    /// Whether the line is hidden (default true). The line node is created on first show and kept.
    var isHidden = true {
        didSet {
            if isHidden == oldValue { return }
            if !isHidden && line == nil, let container {
                let node = HairlineNode()
                node.backgroundColor = color
                node.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
                node.isUserInteractionEnabled = false
                container.addSubview(node)
                node.pinToBottomEdge()
                line = node
            }
            line?.isHidden = isHidden
        }
    }

    init(container: ViewNode) {
        self.container = container
    }
}

/// The line node; recomputes its thickness when it moves to a window.
final class HairlineNode: ViewNode {
    func pinToBottomEdge() {
        guard let container = superview else { return }
        frame = HairlineMath.frame(containerSize: container.bounds.size, displayScale: window?.scale)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        pinToBottomEdge()
    }
}
