import Canopy
import Foundation
import Testing

@Suite("Accessibility reading order")
struct AccessibilityReadingOrderTests {
    func window() -> WindowNode {
        let w = WindowNode(size: CGSize(width: 320, height: 480))
        w.makeKeyAndVisible()
        return w
    }

    func element(_ name: String, _ frame: CGRect, in parent: ViewNode) -> ViewNode {
        let view = ViewNode(frame: frame)
        view.isAccessibilityElement = true
        view.accessibilityLabel = name
        parent.addSubview(view)
        return view
    }

    func labels(_ root: ViewNode) -> [String] { AccessibilityTree(of: root).elements.map { $0.label ?? "-" } }

    @Test("Elements read top to bottom, then left to right, whatever their order in the tree")
    func topToBottomLeftToRight() {
        let w = window()
        _ = element("bottom", R(0, 300, 100, 40), in: w)
        _ = element("top right", R(200, 10, 100, 40), in: w)
        _ = element("top left", R(0, 10, 100, 40), in: w)
        #expect(labels(w) == ["top left", "top right", "bottom"])
    }

    @Test("Items whose tops lie above the first one's centre share its row and read left to right")
    func rowGrouping() {
        let w = window()
        _ = element("title", R(60, 14, 200, 20), in: w)
        _ = element("icon", R(10, 0, 44, 44), in: w)
        _ = element("next row", R(10, 23, 44, 44), in: w)
        #expect(labels(w) == ["icon", "title", "next row"])
    }

    @Test("Rows read right to left under a right-to-left layout direction")
    func rightToLeft() {
        let w = window()
        w.traitOverrides.layoutDirection = .rightToLeft
        _ = element("left", R(0, 10, 100, 40), in: w)
        _ = element("right", R(200, 10, 100, 40), in: w)
        #expect(labels(w) == ["right", "left"])
    }

    @Test("An element's subviews are not read; a container's subviews merge into the order by position")
    func elementsHideTheirSubviews() {
        let w = window()
        let card = element("card", R(0, 0, 320, 100), in: w)
        _ = element("inside card", R(0, 0, 50, 50), in: card)
        let container = ViewNode(frame: R(0, 200, 320, 100))
        w.addSubview(container)
        _ = element("lower", R(0, 50, 50, 50), in: container)
        _ = element("between", R(0, 150, 50, 20), in: w)
        _ = element("upper", R(0, 0, 50, 50), in: container)
        #expect(labels(w) == ["card", "between", "upper", "lower"])
    }

    @Test("A grouping container reads its elements together, placed by their union")
    func grouping() {
        let w = window()
        let column = ViewNode(frame: R(0, 0, 100, 400))
        w.addSubview(column)
        _ = element("column 1", R(0, 0, 100, 40), in: column)
        _ = element("column 2", R(0, 300, 100, 40), in: column)
        _ = element("beside", R(200, 100, 100, 40), in: w)
        #expect(labels(w) == ["column 1", "beside", "column 2"])
        column.shouldGroupAccessibilityChildren = true
        #expect(labels(w) == ["column 1", "column 2", "beside"])
    }

    @Test("A custom element list sets the order, and a view listed twice is read once")
    func customOrder() {
        let w = window()
        let container = ViewNode(frame: R(0, 0, 320, 400))
        w.addSubview(container)
        let a = element("a", R(0, 0, 50, 50), in: container)
        let b = element("b", R(0, 100, 50, 50), in: container)
        let c = element("c", R(0, 200, 50, 50), in: container)
        container.accessibilityElements = [c, a, c, b]
        #expect(labels(w) == ["c", "a", "b"])
        container.accessibilityElements = [b, container]
        #expect(labels(w) == ["b"])
    }

    @Test("Hidden, nearly transparent and accessibility-hidden subtrees are skipped")
    func hiddenSkipped() {
        let w = window()
        let hidden = element("hidden", R(0, 0, 50, 50), in: w)
        let faint = element("faint", R(0, 60, 50, 50), in: w)
        let shown = element("shown", R(0, 120, 50, 50), in: w)
        let wrapper = ViewNode(frame: R(0, 200, 100, 100))
        w.addSubview(wrapper)
        _ = element("wrapped", R(0, 0, 50, 50), in: wrapper)
        hidden.isHidden = true
        faint.alpha = 0.009
        wrapper.accessibilityElementsHidden = true
        #expect(labels(w) == ["shown"])
        faint.alpha = 0.01
        wrapper.accessibilityElementsHidden = false
        #expect(labels(w) == ["faint", "shown", "wrapped"])
        shown.isHidden = true
        #expect(labels(w) == ["faint", "wrapped"])
    }

    @Test("A visible modal view hides its siblings' elements; the front-most modal wins")
    func modal() {
        let w = window()
        _ = element("behind", R(0, 0, 50, 50), in: w)
        let sheet = ViewNode(frame: R(0, 200, 320, 200))
        w.addSubview(sheet)
        _ = element("sheet button", R(10, 10, 100, 44), in: sheet)
        sheet.accessibilityViewIsModal = true
        #expect(labels(w) == ["sheet button"])
        let alert = ViewNode(frame: R(40, 100, 240, 100))
        w.addSubview(alert)
        _ = element("alert", R(0, 0, 100, 44), in: alert)
        alert.accessibilityViewIsModal = true
        #expect(labels(w) == ["alert"])
        alert.isHidden = true
        #expect(labels(w) == ["sheet button"])
    }

    @Test("Elements scrolled out of a scroll view stay in order and are marked; those off screen elsewhere are dropped")
    func scrolledOut() throws {
        let w = window()
        let scroll = ScrollNode(frame: R(0, 0, 320, 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        w.addSubview(scroll)
        _ = element("row 0", R(0, 0, 320, 44), in: scroll)
        _ = element("row 30", R(0, 1320, 320, 44), in: scroll)
        _ = element("far away", R(0, 900, 320, 44), in: w)
        scroll.contentOffset = P(0, 1000)
        let tree = AccessibilityTree(of: w)
        #expect(tree.elements.map(\.label) == ["row 0", "row 30"])
        #expect(tree.elements.map(\.isScrolledOutOfView) == [true, false])
        try #require(tree.elements.count == 2)
        #expect(tree.elements[1].frame == R(0, 320, 320, 44))
    }

    @Test("Each element reports its label, value, traits, hint, language, actions and node")
    func elementFields() throws {
        let w = window()
        let label = LabelNode(frame: R(10, 10, 100, 20))
        label.text = "Volume"
        w.addSubview(label)
        let slider = element("Level", R(10, 40, 200, 44), in: w)
        slider.accessibilityValue = "50%"
        slider.accessibilityTraits = .adjustable
        slider.accessibilityHint = "Swipe up or down to adjust"
        slider.accessibilityLanguage = "en-GB"
        slider.accessibilityCustomActions = [AccessibilityCustomAction(name: "Mute") { _ in true }]
        let tree = AccessibilityTree(of: w)
        try #require(tree.elements.count == 2)
        #expect(tree.elements[0].label == "Volume" && tree.elements[0].traits == .staticText && tree.elements[0].node === label)
        let e = tree.elements[1]
        #expect(e.label == "Level" && e.value == "50%" && e.traits == .adjustable && e.hint == "Swipe up or down to adjust")
        #expect(e.language == "en-GB" && e.customActionNames == ["Mute"] && e.frame == R(10, 40, 200, 44))
        #expect(tree.index(of: slider) == 1 && tree.element(for: slider)?.activationPoint == P(110, 62))
    }
}
