import Canopy
import Foundation
import Testing

/// A label that counts the times screen-reader focus lands on it.
private final class FocusCountingLabel: LabelNode {
    var focusCount = 0
    override func accessibilityElementDidBecomeFocused() {
        super.accessibilityElementDidBecomeFocused()
        focusCount += 1
    }
}

@Suite("Accessibility notifications")
struct AccessibilityNotificationTests {
    /// A key window holding a title and two buttons, top to bottom.
    private func screen() -> (window: WindowNode, title: FocusCountingLabel, first: FocusCountingLabel, second: FocusCountingLabel) {
        let window = WindowNode(size: CGSize(width: 200, height: 300))
        window.makeKeyAndVisible()
        let title = FocusCountingLabel(frame: R(0, 0, 200, 40)), first = FocusCountingLabel(frame: R(0, 60, 200, 44))
        let second = FocusCountingLabel(frame: R(0, 120, 200, 44))
        title.text = "Inbox"
        title.accessibilityTraits = .header
        first.text = "Compose"
        first.accessibilityTraits = .button
        second.text = "Archive"
        second.accessibilityTraits = .button
        for view in [title, first, second] { window.addSubview(view) }
        return (window, title, first, second)
    }

    @Test("Posted notifications are logged in the window in the order posted")
    func logKeepsOrder() {
        // Given a key window
        let s = screen()
        // When four notifications are posted
        AccessibilityNotification.announcement.post(argument: "Sent")
        AccessibilityNotification.pageScrolled.post(argument: "Page 2 of 3")
        AccessibilityNotification.layoutChanged.post(argument: s.second)
        AccessibilityNotification.screenChanged.post(argument: nil)
        // Then the log lists them oldest first, with what was spoken and where focus went
        let log = s.window.postedAccessibilityNotifications
        #expect(log.map(\.notification) == [.announcement, .pageScrolled, .layoutChanged, .screenChanged])
        #expect(log.map(\.spokenText) == ["Sent", "Page 2 of 3", nil, nil])
        #expect(log[0].focusedElement == nil && log[1].focusedElement == nil)
        #expect(log[2].element === s.second && log[2].focusedElement === s.second)
        #expect(log[3].focusedElement === s.title)
        // And emptying the log forgets them
        s.window.removeAllPostedAccessibilityNotifications()
        #expect(s.window.postedAccessibilityNotifications.isEmpty)
    }

    @Test("Screen changed with a view moves focus to it; with nil, to the first element in reading order")
    func screenChangedMovesFocus() {
        let s = screen()
        AccessibilityNotification.screenChanged.post(argument: s.second)
        #expect(s.second.focusCount == 1 && s.title.focusCount == 0)
        #expect(s.window.accessibilityFocusedElement === s.second)
        AccessibilityNotification.screenChanged.post(argument: nil)
        #expect(s.title.focusCount == 1)
        AccessibilityNotification.screenChanged.post(argument: "Inbox loaded")
        #expect(s.title.focusCount == 2)
        #expect(s.window.postedAccessibilityNotifications.last?.spokenText == "Inbox loaded")
    }

    @Test("Layout changed with a view moves focus to it; with nil, focus stays on an element still read")
    func layoutChangedMovesFocus() {
        let s = screen()
        AccessibilityNotification.layoutChanged.post(argument: s.first)
        #expect(s.first.focusCount == 1)
        AccessibilityNotification.layoutChanged.post(argument: nil)
        #expect(s.window.postedAccessibilityNotifications.last?.focusedElement == nil)
        #expect(s.first.focusCount == 1 && s.title.focusCount == 0)
        // When the focused element leaves the screen, nil moves focus to the first element
        s.first.removeFromSuperview()
        AccessibilityNotification.layoutChanged.post(argument: nil)
        #expect(s.window.postedAccessibilityNotifications.last?.focusedElement === s.title)
    }

    @Test("Layout changed with nil keeps this window's focus when focus moved in another window meanwhile")
    func focusIsPerWindow() {
        // Given focus on a button of one window
        let s = screen()
        AccessibilityNotification.layoutChanged.post(argument: s.first)
        // When focus moves to an element of another window
        let other = WindowNode(size: CGSize(width: 100, height: 100))
        let elsewhere = LabelNode(frame: R(0, 0, 100, 20))
        elsewhere.text = "Elsewhere"
        other.addSubview(elsewhere)
        AccessibilityFocus.move(to: elsewhere)
        // Then a layout change without an element in the first window leaves its focus where it was
        AccessibilityNotification.layoutChanged.post(argument: nil)
        #expect(s.window.postedAccessibilityNotifications.last?.focusedElement == nil)
        #expect(s.window.accessibilityFocusedElement === s.first)
        #expect(other.accessibilityFocusedElement === elsewhere)
    }

    @Test("A container passed as the argument focuses its first element")
    func containerFocusesFirstElement() {
        let s = screen()
        let group = ViewNode(frame: R(0, 180, 200, 100))
        let inner = FocusCountingLabel(frame: R(0, 10, 200, 30))
        inner.text = "Drafts"
        group.addSubview(inner)
        s.window.addSubview(group)
        AccessibilityNotification.screenChanged.post(argument: group)
        #expect(inner.focusCount == 1)
        #expect(s.window.postedAccessibilityNotifications.last?.focusedElement === inner)
    }

    @Test("An element below the visible part of a scroll view is scrolled into view when focus moves to it")
    func focusScrollsIntoView() {
        let window = WindowNode(size: CGSize(width: 200, height: 300))
        window.makeKeyAndVisible()
        let scroll = ScrollNode(frame: R(0, 0, 200, 300))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        let far = LabelNode(frame: R(0, 800, 200, 40))
        far.text = "Footer"
        scroll.addSubview(far)
        window.addSubview(scroll)
        AccessibilityNotification.layoutChanged.post(argument: far)
        #expect(scroll.contentOffset.y == 540)
    }

    @Test("Arguments of the wrong type, and posts with no window, are refused and not logged")
    func misuseRefused() {
        let s = screen()
        let diagnostics = Diagnostics.capture {
            AccessibilityNotification.announcement.post(argument: nil)
            AccessibilityNotification.announcement.post(argument: s.first)
            AccessibilityNotification.pageScrolled.post(argument: 3)
            AccessibilityNotification.screenChanged.post(argument: 3.5)
        }
        #expect(diagnostics.map(\.code) == Array(repeating: "accessibility.notificationArgument", count: 4))
        #expect(s.window.postedAccessibilityNotifications.isEmpty)
        #expect(s.first.focusCount == 0)
        // A view in no window, posted from a thread without a key window
        let refused = Thread.detachedCapture { AccessibilityNotification.layoutChanged.post(argument: LabelNode(frame: .zero)) }
        #expect(refused == ["accessibility.notificationWindow"])
    }

    @Test("The log keeps the latest notifications when more are posted than it holds")
    func logIsBounded() {
        let s = screen()
        for index in 0..<(WindowNode.maximumPostedAccessibilityNotifications + 10) {
            AccessibilityNotification.announcement.post(argument: "\(index)")
        }
        let log = s.window.postedAccessibilityNotifications
        #expect(log.count == WindowNode.maximumPostedAccessibilityNotifications)
        #expect(log.first?.spokenText == "10")
        #expect(log.last?.spokenText == "\(WindowNode.maximumPostedAccessibilityNotifications + 9)")
    }
}

extension Thread {
    /// Runs `body` on a new thread (no key window there) and returns the diagnostic codes it reported.
    fileprivate static func detachedCapture(_ body: @escaping @Sendable () -> Void) -> [String] {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var codes: [String] = []
        let thread = Thread {
            codes = Diagnostics.capture(body).map(\.code)
            done.signal()
        }
        thread.start()
        done.wait()
        return codes
    }
}
