import Canopy
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Posted accessibility notifications in snapshot text")
struct AccessibilityNotificationTextTests {
    /// A key window with a header and a button.
    func window() -> (window: WindowNode, button: LabelNode) {
        let window = WindowNode(size: CGSize(width: 200, height: 200))
        window.makeKeyAndVisible()
        let title = LabelNode(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        title.text = "Inbox"
        title.accessibilityTraits = [.staticText, .header]
        let button = LabelNode(frame: CGRect(x: 0, y: 50, width: 200, height: 44))
        button.text = "Send"
        button.accessibilityTraits = .button
        window.addSubview(title)
        window.addSubview(button)
        return (window, button)
    }

    @Test("The text lists notifications after the elements, oldest first, only when some were posted")
    func textListsNotifications() {
        let (window, button) = window()
        let quiet = AccessibilityTreeText.text(of: AccessibilityTree(of: window))
        #expect(!quiet.contains("posted notifications"))
        AccessibilityNotification.screenChanged.post(argument: "Inbox loaded")
        AccessibilityNotification.layoutChanged.post(argument: button)
        AccessibilityNotification.announcement.post(argument: "Message sent")
        AccessibilityNotification.pageScrolled.post(argument: nil)
        let text = AccessibilityTreeText.text(of: AccessibilityTree(of: window))
        #expect(
            text.hasSuffix(
                """
                   frame: 0, 50, 200 × 44
                posted notifications, oldest first:
                - screenChanged: "Inbox loaded", focus "Inbox" [staticText, header]
                - layoutChanged: focus "Send" [button]
                - announcement: "Message sent"
                - pageScrolled

                """))
        // The element blocks are unchanged by the notification lines
        #expect(AccessibilityTreeText.blocks(of: text) == AccessibilityTreeText.blocks(of: quiet))
    }

    @Test("The difference of two texts names changed notifications")
    func differenceNamesNotifications() {
        let (window, _) = window()
        AccessibilityNotification.announcement.post(argument: "Message sent")
        let old = AccessibilityTreeText.text(of: AccessibilityTree(of: window))
        window.removeAllPostedAccessibilityNotifications()
        AccessibilityNotification.announcement.post(argument: "Message queued")
        let new = AccessibilityTreeText.text(of: AccessibilityTree(of: window))
        #expect(
            AccessibilityTreeText.differences(from: old, to: new) == [
                "posted notifications changed: was announcement: \"Message sent\", now announcement: \"Message queued\""
            ])
    }
}
