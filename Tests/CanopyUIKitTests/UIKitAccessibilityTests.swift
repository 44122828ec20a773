import CanopyUIKit
import Testing

@Suite("UIKit accessibility spellings")
struct UIKitAccessibilityTests {
    @Test("A label configured with UIKit's accessibility names reads as a header element")
    func uikitNames() {
        let label = UILabel()
        label.text = "Settings"
        label.accessibilityTraits.insert(UIAccessibilityTraits.header)
        let action = UIAccessibilityCustomAction(name: "Edit") { _ in true }
        label.accessibilityCustomActions = [action]
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Settings")
        #expect(label.accessibilityTraits == [.staticText, .header])
        #expect(label.accessibilityCustomActions?.map(\.name) == ["Edit"])
    }
}
