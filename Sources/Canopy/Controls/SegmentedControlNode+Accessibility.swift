import Foundation

extension SegmentedControlNode: AccessibilityPartsProviding {
    /// Each segment as its own element, leading to trailing, as UIKit's segments are: the
    /// `button` trait, the segment's title as label, `selected` on the selected segment and
    /// `notEnabled` on a disabled one (or all, while the control is disabled).
    ///
    /// A screen reader adds "2 of 3" itself from the position among the segments; it is not
    /// part of the value. An image segment has no label until the app sets the control's
    /// elements itself.
    var accessibilityParts: [AccessibilityPart] {
        let frames = segmentFrames()
        return frames.indices.map { index in
            var traits: AccessibilityTraits = .button
            if index == selectedSegmentIndex { traits.insert(.selected) }
            if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return AccessibilityPart(label: titleForSegment(at: index), traits: traits, frame: frames[index])
        }
    }
}
