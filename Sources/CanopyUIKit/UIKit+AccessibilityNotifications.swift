import Canopy

/// UIKit's accessibility namespace, for posting notifications to the screen reader.
public enum UIAccessibility {
    /// UIKit's notification names, the Canopy `AccessibilityNotification`.
    public typealias Notification = AccessibilityNotification

    /// UIKit's spelling of `AccessibilityNotification.post(argument:)`.
    public static func post(notification: Notification, argument: Any?) {
        notification.post(argument: argument)
    }
}
