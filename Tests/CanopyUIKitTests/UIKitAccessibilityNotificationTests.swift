import CanopyUIKit
import Foundation
import Testing

/// A view that draws two buttons and describes them as accessibility elements, as an iOS
/// screen written against UIKit does.
private final class PlayerControls: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let play = UIAccessibilityElement(accessibilityContainer: self)
        play.accessibilityLabel = "Play"
        play.accessibilityTraits = .button
        play.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 44, height: 44)
        let next = UIAccessibilityElement(accessibilityContainer: self)
        next.accessibilityLabel = "Next"
        next.accessibilityTraits = .button
        next.accessibilityFrameInContainerSpace = CGRect(x: 60, y: 0, width: 44, height: 44)
        accessibilityElements = [play, next]
    }
}

@Suite("UIKit accessibility notifications and elements")
struct UIKitAccessibilityNotificationTests {
    @Test("UIKit's spellings post notifications and describe drawn parts as elements")
    func uikitSpellings() throws {
        let window = UIWindow(size: CGSize(width: 320, height: 200))
        window.makeKeyAndVisible()
        let controls = PlayerControls(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        window.addSubview(controls)
        let next = try #require(controls.accessibilityElements?.last as? UIAccessibilityElement)
        UIAccessibility.post(notification: .layoutChanged, argument: next)
        UIAccessibility.post(notification: .announcement, argument: "Track skipped")
        #expect(next.accessibilityFrame == CGRect(x: 80, y: 100, width: 44, height: 44))
        #expect(window.postedAccessibilityNotifications.map(\.notification) == [.layoutChanged, .announcement])
        #expect(window.accessibilityFocusedElement === next)
    }
}
