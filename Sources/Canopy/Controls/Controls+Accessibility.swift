import Foundation

// The accessibility defaults UIKit's controls give, computed here; each control's class body
// holds only the overrides that read them (Swift cannot override members in extensions).

extension ControlNode {
    /// The state traits UIKit's controls add: `notEnabled` while disabled, `selected` while
    /// selected.
    var controlStateTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}

extension ButtonNode {
    /// The label UIKit's buttons read: the current title, else the image view's accessibility
    /// label (an image button without one has no label, which the audit reports).
    var defaultAccessibilityLabel: String? {
        if let title = currentTitle, !title.isEmpty { return title }
        if let label = imageView?.accessibilityLabel, !label.isEmpty { return label }
        return nil
    }
}

extension SwitchNode {
    /// UIKit's switch value: "1" when on, "0" when off (VoiceOver speaks them as "on" and "off").
    var defaultAccessibilityValue: String { isOn ? "1" : "0" }
}

extension SliderNode {
    /// The share of the range one increment or decrement moves: a tenth, as UIKit's slider
    /// steps by 10 percentage points.
    public static let accessibilityStep: Float = 0.1

    /// UIKit's slider value: the position within the range as a whole percentage ("50%");
    /// "0%" when the range is empty.
    var defaultAccessibilityValue: String {
        let span = maximumValue - minimumValue
        let share = span > 0 ? (value - minimumValue) / span : 0
        return "\(Int((share * 100).rounded()))%"
    }

    /// Moves the value by a tenth of the range toward `direction` (+1 or -1), clamped, and
    /// sends `valueChanged` when it moved, as a drag would.
    func stepForAccessibility(_ direction: Float) {
        guard isEnabled else { return }
        let old = value
        value = old + direction * Self.accessibilityStep * (maximumValue - minimumValue)
        if value != old { sendActions(for: .valueChanged) }
    }
}

extension TextFieldNode {
    /// The label while the field is empty: its placeholder, which UIKit's text fields read in
    /// place of the missing text; nil once it has text (the text is the value).
    var defaultAccessibilityLabel: String? {
        guard text?.isEmpty ?? true, let placeholder, !placeholder.isEmpty else { return nil }
        return placeholder
    }

    /// The field's text, nil when empty.
    var defaultAccessibilityValue: String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
