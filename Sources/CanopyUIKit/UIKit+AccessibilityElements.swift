import Canopy

/// UIKit's accessibility element that is not a view, the Canopy `AccessibilityElement`.
public typealias UIAccessibilityElement = AccessibilityElement
