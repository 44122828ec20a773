import Foundation

/// The accessibility values set explicitly on a view; a nil field means "not set", so the
/// view's type supplies its default (a label reads its text, an image is not an element).
///
/// Subclasses giving their own defaults read these in their overrides, the way UIKit
/// subclasses override the getters: `accessibilitySettings.isElement ?? true`.
public struct AccessibilitySettings: Equatable {
    /// The set `isAccessibilityElement`, or nil.
    public var isElement: Bool?
    /// The set `accessibilityLabel`, or nil.
    public var label: String?
    /// The set `accessibilityValue`, or nil.
    public var value: String?
    /// The set `accessibilityHint`, or nil.
    public var hint: String?
    /// The set `accessibilityTraits`, or nil.
    public var traits: AccessibilityTraits?
    /// The set `accessibilityLanguage` (a BCP 47 tag), or nil.
    public var language: String?
    /// The set `accessibilityFrame`, in window coordinates, or nil.
    public var frame: CGRect?
    /// The set `accessibilityActivationPoint`, in window coordinates, or nil.
    public var activationPoint: CGPoint?
    /// The set `accessibilityRespondsToUserInteraction`, or nil.
    public var respondsToUserInteraction: Bool?
    /// Whether the view's subtree is hidden from the screen reader.
    public var elementsHidden = false
    /// Whether the screen reader ignores this view's siblings.
    public var viewIsModal = false
    /// Whether the view's elements are read together as one group.
    public var groupsChildren = false

    /// Creates settings with nothing set.
    public init() {}
}

/// A view's accessibility state, boxed so that views without any (most of them) pay one
/// pointer; the layout passes never read it.
final class AccessibilityStorage {
    var settings = AccessibilitySettings()
    /// Custom element order (views), when set.
    var elements: [ViewNode]?
    var customActions: [AccessibilityCustomAction] = []
    /// Stand-in elements for parts the view draws itself, reused between reads.
    var parts: [AccessibilityPartElement] = []
    /// A window's log of posted notifications, oldest first.
    var notifications: [PostedAccessibilityNotification] = []
    /// The element focus last moved to inside this window.
    weak var focusedElement: ViewNode?
}
