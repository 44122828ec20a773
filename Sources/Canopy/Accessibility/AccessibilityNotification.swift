import Foundation

/// A change an app tells the screen reader about: UIKit's `UIAccessibility.Notification`
/// cases that move focus or speak.
///
/// Posting records the notification in the window's log
/// (`WindowNode.postedAccessibilityNotifications`), so a test reads what a screen-reader user
/// would have heard, and moves the simulated focus (`AccessibilityFocus`) as VoiceOver does.
public enum AccessibilityNotification: String, Sendable, CaseIterable {
    /// A new screen appeared: focus moves to the element passed, or to the first element in
    /// reading order when nil or a string is passed (the string is spoken).
    case screenChanged
    /// Part of the screen changed: focus moves to the element passed; with nil or a string
    /// (spoken) it stays on the element focused in the window while that is still read, else moves to the
    /// first element.
    case layoutChanged
    /// Speaks the string passed; focus does not move.
    case announcement
    /// A scroll finished: speaks the string passed (such as "Page 2 of 5"), if any; focus
    /// does not move.
    case pageScrolled

    /// Posts the notification with `argument` (a view, a string or nil, as the case allows).
    ///
    /// It is recorded in the window of the view passed, else in the key window of the current
    /// thread. Refused with a `Diagnostic`, recording and moving nothing, when the argument's
    /// type does not suit the case (`accessibility.notificationArgument`: an announcement
    /// needs a string; a scroll notification takes a string or nil; the change notifications
    /// a view, a string or nil) or there is no window to record in
    /// (`accessibility.notificationWindow`).
    public func post(argument: Any?) {
        let view = argument as? ViewNode
        let text = argument as? String
        let suits: Bool
        switch self {
        case .screenChanged, .layoutChanged: suits = argument == nil || view != nil || text != nil
        case .announcement: suits = text != nil
        case .pageScrolled: suits = argument == nil || text != nil
        }
        guard suits else {
            let given = argument.map { "a \(type(of: $0))" } ?? "nil"
            return Diagnostics.report(
                code: "accessibility.notificationArgument",
                "Refused posting \(rawValue) with \(given): it takes \(Self.acceptedArguments[self] ?? "")."
            )
        }
        guard let window = view?.window ?? view?.accessibilityPartOwner?.window ?? WindowNode.keyWindow else {
            return Diagnostics.report(
                code: "accessibility.notificationWindow",
                "Refused posting \(rawValue): \(view.map { "\($0.diagnosticName) is in no window and " } ?? "")no window is key on this thread."
            )
        }
        var focused: ViewNode?
        switch self {
        case .screenChanged:
            focused = view.map(Self.firstElement(in:)) ?? AccessibilityTree(of: window).elements.first?.node
        case .layoutChanged:
            if let view {
                focused = Self.firstElement(in: view)
            } else {
                let tree = AccessibilityTree(of: window)
                let current = window.accessibilityFocusedElement
                if current == nil || current.flatMap(tree.index(of:)) == nil { focused = tree.elements.first?.node }
            }
        case .announcement, .pageScrolled:
            break
        }
        window.recordPostedAccessibilityNotification(
            PostedAccessibilityNotification(notification: self, spokenText: text, element: view, focusedElement: focused))
        if let focused { AccessibilityFocus.move(to: focused) }
    }

    private static let acceptedArguments: [AccessibilityNotification: String] = [
        .screenChanged: "a view, a string or nil", .layoutChanged: "a view, a string or nil", .announcement: "a string",
        .pageScrolled: "a string or nil",
    ]

    /// The element focus lands on for `view`: itself when it is an element, else the first
    /// element inside it, else the view itself (VoiceOver focuses what it is given).
    private static func firstElement(in view: ViewNode) -> ViewNode {
        AccessibilityTree(of: view).elements.first?.node ?? view
    }
}

/// One notification as posted, in a window's log.
public struct PostedAccessibilityNotification {
    /// What was posted.
    public var notification: AccessibilityNotification
    /// The string passed, which the screen reader speaks; nil when none was.
    public var spokenText: String?
    /// The view passed; nil when none was.
    public var element: ViewNode?
    /// The element the post moved focus to; nil when focus stayed where it was (or the
    /// window had no element to focus).
    public var focusedElement: ViewNode?

    /// Creates a record; posting makes these, tests compare with them.
    public init(notification: AccessibilityNotification, spokenText: String? = nil, element: ViewNode? = nil, focusedElement: ViewNode? = nil) {
        self.notification = notification
        self.spokenText = spokenText
        self.element = element
        self.focusedElement = focusedElement
    }
}

extension WindowNode {
    /// The most notifications a window's log keeps; older ones are dropped first. A screen
    /// posts a handful per interaction, so this holds any test's worth while bounding a loop
    /// that posts on every frame.
    public static let maximumPostedAccessibilityNotifications = 256

    /// The accessibility notifications posted to this window, oldest first (at most
    /// `maximumPostedAccessibilityNotifications`, the latest kept).
    public var postedAccessibilityNotifications: [PostedAccessibilityNotification] {
        accessibilityStorage?.notifications ?? []
    }

    /// The element screen-reader focus last moved to inside this window, while it exists;
    /// unlike `AccessibilityFocus.focusedElement`, a move in another window leaves it as is.
    public var accessibilityFocusedElement: ViewNode? { accessibilityStorage?.focusedElement }

    /// Empties the log of posted notifications, so a test can look only at what an action posts.
    public func removeAllPostedAccessibilityNotifications() {
        accessibilityStorage?.notifications.removeAll()
    }

    func recordPostedAccessibilityNotification(_ record: PostedAccessibilityNotification) {
        let storage = accessibilityStorageForWriting
        if storage.notifications.count >= Self.maximumPostedAccessibilityNotifications {
            storage.notifications.removeFirst(storage.notifications.count - Self.maximumPostedAccessibilityNotifications + 1)
        }
        storage.notifications.append(record)
    }
}
