import Canopy
import Foundation
import Testing

/// A view that logs the focus callbacks it receives.
private final class FocusLoggingView: ViewNode {
    var log: [String] = []
    override func accessibilityElementDidBecomeFocused() { log.append("became") }
    override func accessibilityElementDidLoseFocus() { log.append("lost") }
}

@Suite("Accessibility focus per window")
struct AccessibilityFocusWindowTests {
    /// A window holding two focusable views.
    private func window() -> (window: WindowNode, first: FocusLoggingView, second: FocusLoggingView) {
        let window = WindowNode(size: CGSize(width: 200, height: 200))
        let first = FocusLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let second = FocusLoggingView(frame: CGRect(x: 0, y: 60, width: 200, height: 40))
        window.addSubview(first)
        window.addSubview(second)
        return (window, first, second)
    }

    @Test("A move in another window leaves this window's focused element focused")
    func otherWindowDoesNotTakeFocus() {
        let a = window(), b = window()
        AccessibilityFocus.move(to: a.first)
        AccessibilityFocus.move(to: b.first)
        #expect(a.first.log == ["became"])
        #expect(a.window.accessibilityFocusedElement === a.first)
        #expect(b.window.accessibilityFocusedElement === b.first)
        // `AccessibilityFocus.focusedElement` is process-wide: tests running beside this one
        // move it too, so it is not read here.
    }

    @Test("A move inside a window tells the element that window focused before")
    func moveInsideWindowLosesPrevious() {
        let a = window(), b = window()
        AccessibilityFocus.move(to: a.first)
        AccessibilityFocus.move(to: b.first)
        AccessibilityFocus.move(to: a.second)
        #expect(a.first.log == ["became", "lost"])
        #expect(a.second.log == ["became"])
        #expect(b.first.log == ["became"])
    }

    @Test("A move on another thread never calls back into this thread's elements")
    func otherThreadDoesNotTouchElements() async {
        let a = window()
        AccessibilityFocus.move(to: a.first)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                let other = FocusLoggingView()
                AccessibilityFocus.move(to: other)
                let otherWindow = WindowNode(size: CGSize(width: 10, height: 10))
                let inWindow = FocusLoggingView()
                otherWindow.addSubview(inWindow)
                AccessibilityFocus.move(to: inWindow)
                done.resume()
            }
            thread.start()
        }
        #expect(a.first.log == ["became"])
    }
}
