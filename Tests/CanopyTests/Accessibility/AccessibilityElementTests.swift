import Canopy
import Foundation
import Testing

@Suite("Accessibility elements that are not views")
struct AccessibilityElementTests {
    func window() -> WindowNode {
        let w = WindowNode(size: CGSize(width: 320, height: 480))
        w.makeKeyAndVisible()
        return w
    }

    /// A chart drawn by one view, its bars described by elements in container coordinates.
    func chart(in parent: ViewNode, at frame: CGRect) -> (view: ViewNode, bars: [AccessibilityElement]) {
        let chart = ViewNode(frame: frame)
        parent.addSubview(chart)
        let bars = [("Monday", "3 hours", R(10, 40, 40, 60)), ("Tuesday", "5 hours", R(60, 20, 40, 80))].map { name, value, rect in
            let bar = AccessibilityElement(accessibilityContainer: chart)
            bar.accessibilityLabel = name
            bar.accessibilityValue = value
            bar.accessibilityHint = "Shows the day"
            bar.accessibilityTraits = .button
            bar.accessibilityFrameInContainerSpace = rect
            return bar
        }
        chart.accessibilityElements = bars
        return (chart, bars)
    }

    @Test("Elements listed by a container are read in order with their label, value, hint and traits")
    func readInOrder() throws {
        let w = window()
        let title = LabelNode(frame: R(0, 0, 320, 30))
        title.text = "Screen time"
        w.addSubview(title)
        let (_, bars) = chart(in: w, at: R(20, 100, 200, 120))
        let tree = AccessibilityTree(of: w)
        #expect(tree.elements.map(\.label) == ["Screen time", "Monday", "Tuesday"])
        let monday = try #require(tree.element(for: bars[0]))
        #expect(monday.value == "3 hours" && monday.hint == "Shows the day" && monday.traits == .button)
        #expect(bars[0].isAccessibilityElement)
    }

    @Test("A frame in container space is converted to window coordinates and follows the container")
    func frameFollowsContainer() {
        let w = window()
        let (chart, bars) = chart(in: w, at: R(20, 100, 200, 120))
        #expect(bars[0].accessibilityFrame == R(30, 140, 40, 60))
        #expect(bars[0].accessibilityActivationPoint == P(50, 170))
        chart.frame.origin = P(40, 200)
        #expect(bars[1].accessibilityFrame == R(100, 220, 40, 80))
    }

    @Test("Elements in a scrolling container move with its content and are marked when scrolled out")
    func scrollingContainer() throws {
        let w = window()
        let scroll = ScrollNode(frame: R(0, 0, 320, 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        w.addSubview(scroll)
        let near = AccessibilityElement(accessibilityContainer: scroll)
        near.accessibilityLabel = "Near"
        near.accessibilityFrameInContainerSpace = R(0, 50, 320, 44)
        let far = AccessibilityElement(accessibilityContainer: scroll)
        far.accessibilityLabel = "Far"
        far.accessibilityFrameInContainerSpace = R(0, 600, 320, 44)
        scroll.accessibilityElements = [near, far]
        let before = AccessibilityTree(of: w)
        #expect(before.elements.map(\.label) == ["Near", "Far"])
        #expect(before.elements.map(\.isScrolledOutOfView) == [false, true])
        scroll.contentOffset = P(0, 500)
        let after = AccessibilityTree(of: w)
        #expect(after.elements.map(\.frame) == [R(0, -450, 320, 44), R(0, 100, 320, 44)])
        #expect(after.elements.map(\.isScrolledOutOfView) == [true, false])
    }

    @Test("Moving focus to an element scrolled out of its scrolling container scrolls it into view")
    func focusScrollsContainer() {
        let w = window()
        let scroll = ScrollNode(frame: R(0, 0, 320, 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        w.addSubview(scroll)
        let far = AccessibilityElement(accessibilityContainer: scroll)
        far.accessibilityLabel = "Far"
        far.accessibilityFrameInContainerSpace = R(0, 600, 320, 44)
        scroll.accessibilityElements = [far]
        AccessibilityNotification.screenChanged.post(argument: far)
        #expect(scroll.contentOffset.y == 444)
        #expect(w.postedAccessibilityNotifications.last?.focusedElement === far)
    }

    @Test("Without a frame in container space the frame set in window coordinates is used")
    func windowFrame() {
        let container = ViewNode(frame: R(50, 50, 100, 100))
        let element = AccessibilityElement(accessibilityContainer: container)
        #expect(element.accessibilityFrame == R(50, 50, 0, 0))
        element.accessibilityFrame = R(1, 2, 3, 4)
        #expect(element.accessibilityFrame == R(1, 2, 3, 4))
        element.accessibilityFrameInContainerSpace = R(10, 10, 20, 20)
        #expect(element.accessibilityFrame == R(60, 60, 20, 20))
    }

    @Test("An element that is told not to be read is skipped, and one cannot be added as a subview")
    func misuse() {
        let w = window()
        let (chart, bars) = chart(in: w, at: R(0, 0, 200, 120))
        bars[0].isAccessibilityElement = false
        #expect(AccessibilityTree(of: w).elements.map(\.label) == ["Tuesday"])
        let diagnostics = Diagnostics.capture {
            chart.addSubview(bars[1])
            bars[1].accessibilityFrameInContainerSpace = R(.nan, 0, 1, 1)
        }
        #expect(diagnostics.map(\.code) == ["view.accessibilityElementAsSubview", "geometry.nonFinite"])
        #expect(chart.subviews.isEmpty)
        #expect(bars[1].accessibilityFrameInContainerSpace == R(60, 20, 40, 80))
    }
}
