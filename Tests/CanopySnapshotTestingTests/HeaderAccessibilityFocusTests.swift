import Canopy
import CanopySnapshotTesting
import Examples
import FlexibleHeader
import Foundation
import Testing

@Suite("Header and screen-reader focus", .serialized)
struct HeaderAccessibilityFocusTests {
    struct Screen {
        let window: WindowNode
        let header: FlexibleHeaderView
        let scroll: ScrollNode
    }

    func host(_ name: String) throws -> Screen {
        let example = try #require(ExampleCatalog.named(name))
        let window = WindowNode(device: .iPhone15Pro)
        window.rootViewController = example.make()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func find<T: ViewNode>(_ type: T.Type, in node: ViewNode) -> T? {
            if let match = node as? T { return match }
            for s in node.subviews { if let m = find(type, in: s) { return m } }
            return nil
        }
        let header = try #require(find(FlexibleHeaderView.self, in: window))
        let scroll = try #require(header.trackingScrollView)
        return Screen(window: window, header: header, scroll: scroll)
    }

    func title(of screen: Screen) throws -> ViewNode {
        try #require(AccessibilityTree(of: screen.window).elements.first { $0.traits.contains(.header) }?.node)
    }

    @Test("Header titles in the examples carry the header trait")
    func titleHasHeaderTrait() throws {
        let screen = try host("typical-use")
        let title = try title(of: screen)
        #expect(title.isDescendant(of: screen.header))
        #expect(title.accessibilityTraits == [.staticText, .header])
    }

    @Test("Focusing the title of a header shifted off screen shifts it back and shows the title whole")
    func focusRevealsShiftedHeader() throws {
        let screen = try host("shift-enabled")
        let title = try title(of: screen)
        screen.scroll.beginDragging()
        for _ in 0..<12 { screen.scroll.drag(by: -50) }
        screen.scroll.endDragging(velocity: .zero)
        screen.window.layoutIfNeeded()
        try #require(screen.header.isShiftedOffscreen || screen.header.frame.maxY <= 0)
        let offsetBefore = screen.scroll.contentOffset.y
        AccessibilityFocus.move(to: title)
        let header = screen.header.convert(screen.header.bounds, to: nil)
        let shown = title.convert(title.bounds, to: nil)
        #expect(!screen.header.isShiftedOffscreen)
        #expect(shown.minY >= header.minY - 0.5 && shown.maxY <= header.maxY + 0.5 && shown.minY >= 0)
        #expect(screen.scroll.contentOffset.y <= offsetBefore)
    }

    @Test("Focusing a row hidden under the header scrolls it just below the header")
    func focusRevealsContentUnderHeader() throws {
        let screen = try host("typical-use")
        screen.scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        screen.header.trackingScrollViewDidScroll()
        screen.window.layoutIfNeeded()
        let headerBottom = screen.header.convert(screen.header.bounds, to: nil).maxY
        let hidden = try #require(
            AccessibilityTree(of: screen.window).elements.first {
                $0.node.isDescendant(of: screen.scroll) && $0.frame.minY < headerBottom - 4 && $0.frame.maxY > 0
            }?.node)
        AccessibilityFocus.move(to: hidden)
        let after = screen.header.convert(screen.header.bounds, to: nil).maxY
        let frame = hidden.convert(hidden.bounds, to: nil)
        #expect(abs(frame.minY - after) <= 0.5, "row at \(frame.minY), header bottom \(after)")
        // The window's own focus: the process-wide one is whatever a test running beside this
        // one focused last.
        #expect(screen.window.accessibilityFocusedElement === hidden)
    }

    @Test("Focus calls the lose and become callbacks in order")
    func focusCallbacks() {
        final class Recorder: ViewNode {
            nonisolated(unsafe) static var log: [String] = []
            override func accessibilityElementDidBecomeFocused() { Self.log.append("became \(accessibilityIdentifier ?? "")") }
            override func accessibilityElementDidLoseFocus() { Self.log.append("lost \(accessibilityIdentifier ?? "")") }
        }
        let a = Recorder(), b = Recorder()
        a.accessibilityIdentifier = "a"
        b.accessibilityIdentifier = "b"
        Recorder.log = []
        AccessibilityFocus.move(to: a)
        AccessibilityFocus.move(to: b)
        #expect(Recorder.log == ["became a", "lost a", "became b"])
    }

    @Test("A focus step reveals the shifted-away header in a behaviour snapshot")
    func behaviour() throws {
        let example = try #require(ExampleCatalog.named("shift-enabled"))
        let trace = ScrollTrace().drag(by: -600, over: 0.5).release().settle().wait(1).focus(label: "Shifting header").tick()
        assertBehaviorSnapshot(of: example.make(), on: .iPhone15Pro, trace: trace, frames: .at([1.2, 100]))
    }
}
