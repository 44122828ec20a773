import Canopy
import Foundation
import Testing

@Suite("Accessibility defaults of controls")
struct ControlAccessibilityDefaultsTests {
    @Test("A button is a button element labelled with its current title, dimmed when disabled and selected when selected")
    func button() {
        let button = ButtonNode(type: .system)
        button.setTitle("Send", for: .normal)
        button.setTitle("Sent", for: .selected)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.isEnabled = true
        button.isSelected = true
        #expect(button.accessibilityLabel == "Sent")
        #expect(button.accessibilityTraits == [.button, .selected])
    }

    @Test("An image button reads its image view's label; values the app sets win")
    func imageButton() throws {
        let button = ButtonNode(type: .custom)
        button.setImage(.png(Data()), for: .normal)
        #expect(button.accessibilityLabel == nil)
        let image = try #require(button.imageView)
        image.accessibilityLabel = "Share"
        #expect(button.accessibilityLabel == "Share")
        button.accessibilityLabel = "Share photo"
        button.accessibilityTraits = .link
        button.isAccessibilityElement = false
        #expect(button.accessibilityLabel == "Share photo")
        #expect(button.accessibilityTraits == .link)
        #expect(!button.isAccessibilityElement)
    }

    @Test("A switch is a button element valued \"1\" when on and \"0\" when off, as UIKit's")
    func switchValue() {
        let toggle = SwitchNode()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        toggle.isEnabled = false
        #expect(toggle.accessibilityTraits == [.button, .notEnabled])
    }

    @Test("A slider is adjustable and valued as a whole percentage of its range")
    func sliderValue() {
        let slider = SliderNode()
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityTraits == .adjustable)
        slider.value = 0.5
        #expect(slider.accessibilityValue == "50%")
        slider.maximumValue = 200
        slider.minimumValue = 100
        slider.value = 133
        #expect(slider.accessibilityValue == "33%")
        slider.maximumValue = 100
        #expect(slider.accessibilityValue == "0%")
    }

    @Test("Increment and decrement move a slider by a tenth of its range, clamped, sending valueChanged")
    func sliderSteps() {
        let slider = SliderNode()
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        var sent = 0
        slider.addAction(Action { _ in sent += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 25 && slider.accessibilityValue == "50%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 15)
        #expect(sent == 3)
        slider.value = 48
        slider.accessibilityIncrement()
        slider.accessibilityIncrement()
        #expect(slider.value == 50)
        #expect(sent == 4)
        slider.isEnabled = false
        slider.accessibilityDecrement()
        #expect(slider.value == 50 && sent == 4)
    }

    @Test("A plain view ignores increment and decrement, as UIKit's base view does")
    func baseViewSteps() {
        let view = ViewNode(frame: R(0, 0, 10, 10))
        view.accessibilityIncrement()
        view.accessibilityDecrement()
        #expect(view.accessibilityValue == nil)
    }

    @Test("An empty text field reads its placeholder as label; once filled, its text is the value")
    func textField() {
        let field = TextFieldNode()
        field.placeholder = "Name"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == "Name")
        #expect(field.accessibilityValue == nil)
        #expect(field.accessibilityRespondsToUserInteraction)
        field.text = "Ada"
        #expect(field.accessibilityLabel == nil)
        #expect(field.accessibilityValue == "Ada")
        field.accessibilityLabel = "Full name"
        #expect(field.accessibilityLabel == "Full name")
        field.isEnabled = false
        #expect(field.accessibilityTraits == .notEnabled)
    }

    @Test("Each segment is a button element labelled with its title, the selected one selected, a disabled one dimmed")
    func segments() throws {
        let window = WindowNode(size: CGSize(width: 320, height: 100))
        window.makeKeyAndVisible()
        let control = SegmentedControlNode(items: ["Day", "Week", "Month"])
        control.frame = R(10, 20, 300, 32)
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 2)
        window.addSubview(control)
        #expect(!control.isAccessibilityElement)
        let elements = AccessibilityTree(of: window).elements
        #expect(elements.map(\.label) == ["Day", "Week", "Month"])
        #expect(elements.map(\.traits) == [.button, [.button, .selected], [.button, .notEnabled]])
        #expect(elements.map(\.value) == [nil, nil, nil])
        #expect(elements.map(\.frame) == [R(10, 20, 100, 32), R(110, 20, 100, 32), R(210, 20, 100, 32)])
        control.selectedSegmentIndex = 0
        control.frame.origin.y = 40
        let moved = AccessibilityTree(of: window).elements
        #expect(moved.map(\.traits) == [[.button, .selected], .button, [.button, .notEnabled]])
        #expect(moved[0].frame == R(10, 40, 100, 32))
        #expect(moved[0].node === elements[0].node)
    }

    @Test("Segments read in place of the control until the app sets its elements")
    func segmentsYieldToSetElements() {
        let window = WindowNode(size: CGSize(width: 320, height: 100))
        window.makeKeyAndVisible()
        let control = SegmentedControlNode(items: ["A", "B"])
        control.frame = R(0, 0, 200, 32)
        window.addSubview(control)
        let label = LabelNode(frame: R(0, 50, 100, 20))
        label.text = "Mode"
        control.addSubview(label)
        control.accessibilityElements = [label]
        #expect(AccessibilityTree(of: window).elements.map(\.label) == ["Mode"])
        control.accessibilityElements = nil
        #expect(AccessibilityTree(of: window).elements.map(\.label) == ["A", "B"])
    }
}
