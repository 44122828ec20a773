import Canopy
import Foundation
import Testing

@Suite("Accessibility model")
struct AccessibilityModelTests {
    @Test("A plain view is not an element and has no label, value, hint or traits")
    func plainViewDefaults() {
        let view = ViewNode(frame: R(0, 0, 10, 10))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityTraits == [])
        #expect(view.accessibilityElements == nil)
        #expect(view.accessibilityCustomActions == nil)
        #expect(!view.accessibilityRespondsToUserInteraction)
        #expect(!view.shouldGroupAccessibilityChildren && !view.accessibilityElementsHidden && !view.accessibilityViewIsModal)
    }

    @Test("A label with text is a static-text element labelled with its text")
    func labelDefaults() {
        let label = LabelNode()
        #expect(!label.isAccessibilityElement)
        #expect(label.accessibilityLabel == nil)
        label.text = "Inbox"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Inbox")
        #expect(label.accessibilityTraits == .staticText)
    }

    @Test("Values set on a label win over its defaults and survive text changes")
    func labelSetValuesWin() {
        let label = LabelNode()
        label.text = "3"
        label.accessibilityLabel = "Three unread"
        label.accessibilityTraits = [.staticText, .header]
        label.isAccessibilityElement = false
        label.text = "4"
        #expect(label.accessibilityLabel == "Three unread")
        #expect(label.accessibilityTraits == [.staticText, .header])
        #expect(!label.isAccessibilityElement)
    }

    @Test("An image has the image trait but is not an element until made one")
    func imageDefaults() {
        let image = ImageNode()
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
        image.isAccessibilityElement = true
        image.accessibilityLabel = "Mountain lake"
        #expect(image.isAccessibilityElement && image.accessibilityLabel == "Mountain lake")
    }

    @Test("Traits carry UIKit's raw values and print their UIKit names")
    func traitRawValues() {
        #expect(AccessibilityTraits.button.rawValue == 1)
        #expect(AccessibilityTraits.image.rawValue == 4)
        #expect(AccessibilityTraits.staticText.rawValue == 64)
        #expect(AccessibilityTraits.notEnabled.rawValue == 256)
        #expect(AccessibilityTraits.adjustable.rawValue == 4096)
        #expect(AccessibilityTraits.tabBar.rawValue == 32768)
        #expect(AccessibilityTraits.header.rawValue == 65536)
        #expect("\(AccessibilityTraits([.button, .selected]))" == "button, selected")
        #expect("\(AccessibilityTraits(rawValue: 1 << 40 | 1))" == "button, bit 40")
        #expect("\(AccessibilityTraits())" == "none")
    }

    @Test("The frame defaults to the bounds in window coordinates and follows the view until set")
    func frameDefaultsToWindowCoordinates() {
        let window = WindowNode(size: CGSize(width: 320, height: 480))
        let parent = ViewNode(frame: R(10, 20, 200, 200))
        let view = ViewNode(frame: R(5, 5, 40, 30))
        window.addSubview(parent)
        parent.addSubview(view)
        #expect(view.accessibilityFrame == R(15, 25, 40, 30))
        #expect(view.accessibilityActivationPoint == P(35, 40))
        parent.frame.origin = P(0, 0)
        #expect(view.accessibilityFrame == R(5, 5, 40, 30))
        view.accessibilityFrame = R(0, 0, 44, 44)
        view.frame.origin = P(100, 100)
        #expect(view.accessibilityFrame == R(0, 0, 44, 44))
        view.accessibilityActivationPoint = P(1, 2)
        #expect(view.accessibilityActivationPoint == P(1, 2))
    }

    @Test("Interactive traits or custom actions make an element respond to interaction")
    func respondsToUserInteraction() {
        let view = ViewNode()
        view.accessibilityTraits = .button
        #expect(view.accessibilityRespondsToUserInteraction)
        view.accessibilityTraits = .staticText
        #expect(!view.accessibilityRespondsToUserInteraction)
        var ran = false
        let action = AccessibilityCustomAction(name: "Archive") { _ in
            ran = true; return true
        }
        view.accessibilityCustomActions = [action]
        #expect(view.accessibilityRespondsToUserInteraction)
        #expect(view.accessibilityCustomActions?.first?.perform() == true && ran)
        view.accessibilityRespondsToUserInteraction = false
        #expect(!view.accessibilityRespondsToUserInteraction)
    }

    @Test("A custom element list holding something other than a view is refused whole")
    func customElementsRefuseNonViews() {
        let container = ViewNode(), a = ViewNode()
        container.accessibilityElements = [a]
        let diagnostics = Diagnostics.capture { container.accessibilityElements = [a, "not a view"] }
        #expect(diagnostics.map(\.code) == ["accessibility.elementType"])
        #expect((container.accessibilityElements?.first as? ViewNode) === a)
        #expect(container.accessibilityElements?.count == 1)
        container.accessibilityElements = nil
        #expect(container.accessibilityElements == nil)
    }

    @Test("Non-finite accessibility frames and activation points are refused")
    func nonFiniteGeometryRefused() {
        let view = ViewNode(frame: R(0, 0, 10, 10))
        let diagnostics = Diagnostics.capture {
            view.accessibilityFrame = R(.nan, 0, 1, 1)
            view.accessibilityActivationPoint = P(.infinity, 0)
        }
        #expect(diagnostics.map(\.code) == ["geometry.nonFinite", "geometry.nonFinite"])
        #expect(view.accessibilityFrame == R(0, 0, 10, 10))
        #expect(view.accessibilityActivationPoint == P(5, 5))
    }

    @Test("A subclass gives its own defaults by overriding the getters, as in UIKit")
    func subclassDefaults() {
        final class Badge: ViewNode {
            var count = 2
            override var isAccessibilityElement: Bool {
                get { accessibilitySettings.isElement ?? true }
                set { super.isAccessibilityElement = newValue }
            }
            override var accessibilityValue: String? {
                get { accessibilitySettings.value ?? "\(count)" }
                set { super.accessibilityValue = newValue }
            }
        }
        let badge = Badge()
        #expect(badge.isAccessibilityElement && badge.accessibilityValue == "2")
        badge.accessibilityValue = "two"
        #expect(badge.accessibilityValue == "two")
    }
}
