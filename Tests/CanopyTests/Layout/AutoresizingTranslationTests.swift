import Canopy
import Foundation
import Testing

/// A fixed-size view placed by constraints in `parent`.
private func placed(in parent: ViewNode, _ constraints: (ViewNode) -> [LayoutConstraint]) -> ViewNode {
    let view = ViewNode()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    LayoutConstraint.activate(constraints(view))
    return view
}

@Suite("Autoresizing masks in constraint layout")
struct AutoresizingTranslationTests {
    /// A root holding a container the constraints place, with a frame-based view inside
    /// it that a constrained sibling of the container follows.
    private func scene(mask: AutoresizingMask) -> (container: ViewNode, framed: ViewNode, follower: ViewNode) {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let framed = ViewNode(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        framed.autoresizingMask = mask
        container.addSubview(framed)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
        ])
        let follower = placed(in: root) {
            [
                $0.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 8),
                $0.topAnchor.constraint(equalTo: framed.bottomAnchor),
                $0.widthAnchor.constraint(equalToConstant: 10), $0.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
        root.layoutIfNeeded()
        return (container, framed, follower)
    }

    @Test("A frame-based view inside a constraint-placed container moves and resizes with it")
    func framedViewFollowsPlacedContainer() {
        // The container grows from 100 to 200 wide; a flexible left margin takes all of it.
        let (container, framed, follower) = scene(mask: [.flexibleLeftMargin])
        #expect(container.frame == CGRect(x: 50, y: 20, width: 200, height: 100))
        #expect(framed.frame == CGRect(x: 110, y: 10, width: 30, height: 30))
        // In the root: 50 + 110 + 30 + 8 across, 20 + 10 + 30 down.
        #expect(follower.frame == CGRect(x: 198, y: 60, width: 10, height: 10))
    }

    @Test("Each axis shares a container's growth among its flexible parts as autoresizing does")
    func sharesFollowTheAutoresizingRule() {
        // Width 30 and right margin 60 share 100 points of growth 1 : 2.
        let (_, framed, follower) = scene(mask: [.flexibleWidth, .flexibleRightMargin])
        #expect(abs(framed.frame.width - (30 + 100.0 / 3)) < 1e-9)
        #expect(abs(follower.frame.minX - (50 + 10 + framed.frame.width + 8)) < 1e-9)
    }

    @Test("A view placed by constraints ignores its autoresizing mask when its superview resizes")
    func placedViewIgnoresMask() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = ViewNode(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        view.translatesAutoresizingMaskIntoConstraints = false
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(view)
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
    }

    @Test("A frame-based view keeps applying its mask when its superview resizes")
    func framedViewStillAutoresizes() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = ViewNode(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        view.autoresizingMask = [.flexibleWidth]
        root.addSubview(view)
        root.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 420, height: 40))
    }
}
