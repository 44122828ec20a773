import Canopy
import Foundation
import Testing

/// A 10 × 10 view placed by constraints in `parent`.
private func square(in parent: ViewNode) -> ViewNode {
    let view = ViewNode()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    LayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10),
    ])
    return view
}

@Suite("Margins and guides to pin to")
struct GuidePinningTests {
    @Test("A view preserving its superview's margins takes them where it lies within them")
    func preservesSuperviewMargins() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let row = ViewNode(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        let inset = ViewNode(frame: CGRect(x: 30, y: 200, width: 260, height: 44))
        for view in [row, inset] {
            view.preservesSuperviewLayoutMargins = true
            root.addSubview(view)
        }
        // The row touches the superview's sides, so its sides take the 20-point margins;
        // its top and bottom lie well inside and keep their own 8.
        #expect(row.effectiveLayoutMargins == EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
        // 30 points in: no part of the superview's 20-point margins reaches it.
        #expect(inset.effectiveLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let content = square(in: row)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: row.layoutMarginsGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame.origin == CGPoint(x: 20, y: 8))
    }

    @Test("Without preserving, a view keeps its own margins under a superview with wider ones")
    func ownMarginsByDefault() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let row = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        root.addSubview(row)
        #expect(!row.preservesSuperviewLayoutMargins)
        #expect(row.effectiveLayoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("Content pinned below a controller's top layout guide follows its length")
    func controllerTopLayoutGuideIsPinnable() {
        let window = WindowNode(
            size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewControllerNode()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let content = square(in: controller.view)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        ])
        window.layoutIfNeeded()
        // Unassigned, the guide's length is the top safe-area inset.
        #expect(content.frame.minY == 55)
        controller.topLayoutGuide.length = 100
        window.layoutIfNeeded()
        #expect(content.frame.minY == 108)
    }

    @Test("Content pinned to the bottom of a frame-based header follows it as the header moves")
    func contentFollowsFrameBasedHeader() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let header = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        root.addSubview(header)
        let content = square(in: root)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(content.frame.minY == 128)
        // The header collapses as a scroll would make it, by its frame alone.
        header.frame = CGRect(x: 0, y: 0, width: 390, height: 64)
        root.layoutIfNeeded()
        #expect(content.frame.minY == 72)
    }
}
