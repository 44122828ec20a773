import Canopy

/// UIKit's accessibility traits, the Canopy `AccessibilityTraits` (same raw values).
public typealias UIAccessibilityTraits = AccessibilityTraits
/// UIKit's custom accessibility action, the Canopy `AccessibilityCustomAction`.
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction

extension AccessibilityCustomAction {
    /// UIKit's spelling of `init(name:handler:)`.
    public convenience init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: name, handler: actionHandler)
    }
}
