import Foundation

// UIKit's accessibility properties that view types do not override. The overridable ones
// (`isAccessibilityElement`, `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`,
// `accessibilityTraits`, `accessibilityRespondsToUserInteraction` and the focus callbacks) live
// in the class body, since Swift cannot override members declared in extensions.

extension ViewNode {
    /// The accessibility values set explicitly on this view; nil fields use the type's default.
    ///
    /// View types giving defaults read it in their overrides, so a value set by the app wins:
    /// `get { accessibilitySettings.label ?? text }`.
    public var accessibilitySettings: AccessibilitySettings { accessibilityStorage?.settings ?? AccessibilitySettings() }

    /// Changes the set values, making the storage on the first change.
    func updateAccessibilitySettings(_ change: (inout AccessibilitySettings) -> Void) {
        change(&accessibilityStorageForWriting.settings)
    }

    /// The storage, made on first use.
    var accessibilityStorageForWriting: AccessibilityStorage {
        if let storage = accessibilityStorage { return storage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// The language the element's label and value are spoken in (a BCP 47 tag such as
    /// "fr-FR"); nil uses the app's language.
    public var accessibilityLanguage: String? {
        get { accessibilitySettings.language }
        set { updateAccessibilitySettings { $0.language = newValue } }
    }

    /// The elements of this container in reading order, replacing the order by position;
    /// nil (the default) orders the subviews' elements by position.
    ///
    /// Entries are views (each read as it would be in place: an element, or its own elements
    /// when it is a container). Views that draw parts a screen reader reads one by one
    /// (segmented controls, navigation and tab bars) return an element per part while no
    /// list is set, as UIKit's do from their private subviews. A list holding anything else is refused whole, keeping the old
    /// one, with an `accessibility.elementType` diagnostic.
    public var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements ?? (self as? any AccessibilityPartsProviding)?.accessibilityPartElements }
        set {
            guard let list = newValue else {
                accessibilityStorage?.elements = nil
                return
            }
            var views: [ViewNode] = []
            views.reserveCapacity(list.count)
            for (index, entry) in list.enumerated() {
                guard let view = entry as? ViewNode else {
                    return refuse(
                        "accessibility.elementType",
                        "Refused accessibilityElements on \(diagnosticName): entry \(index) is a \(type(of: entry)), not a view.")
                }
                views.append(view)
            }
            accessibilityStorageForWriting.elements = views
        }
    }

    /// Whether the screen reader reads this view's elements together, one after another,
    /// before any element outside it, instead of merging them into the order by position.
    public var shouldGroupAccessibilityChildren: Bool {
        get { accessibilitySettings.groupsChildren }
        set { updateAccessibilitySettings { $0.groupsChildren = newValue } }
    }

    /// Hides this view and its subtree from the screen reader (still drawn and touchable).
    public var accessibilityElementsHidden: Bool {
        get { accessibilitySettings.elementsHidden }
        set { updateAccessibilitySettings { $0.elementsHidden = newValue } }
    }

    /// Whether the screen reader ignores the elements of this view's siblings, as it does
    /// behind an alert; the front-most visible modal view wins.
    public var accessibilityViewIsModal: Bool {
        get { accessibilitySettings.viewIsModal }
        set { updateAccessibilitySettings { $0.viewIsModal = newValue } }
    }

    /// Extra actions the screen reader offers on this element; default none.
    public var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get {
            guard let actions = accessibilityStorage?.customActions, !actions.isEmpty else { return nil }
            return actions
        }
        set { accessibilityStorageForWriting.customActions = newValue ?? [] }
    }

    /// The element's frame in window coordinates (the screen's, outside a window: the tree
    /// root's superview space); default the view's bounds converted there, as UIKit computes
    /// it on each read.
    ///
    /// A set frame stays fixed while the view moves, as in UIKit. An `AccessibilityElement`
    /// with a frame in its container's space reads that frame converted to window
    /// coordinates instead. Non-finite rectangles are refused (`geometry.nonFinite`).
    public var accessibilityFrame: CGRect {
        get {
            if let element = self as? AccessibilityElement { return element.elementFrame }
            return accessibilitySettings.frame ?? convert(bounds, to: nil)
        }
        set {
            guard newValue.isFiniteRect else {
                return refuse("geometry.nonFinite", "Refused accessibilityFrame \(newValue) on \(diagnosticName): values must be finite.")
            }
            updateAccessibilitySettings { $0.frame = newValue }
        }
    }

    /// Where a screen reader's double tap lands, in window coordinates; default the centre of
    /// `accessibilityFrame`. Non-finite points are refused (`geometry.nonFinite`).
    public var accessibilityActivationPoint: CGPoint {
        get {
            if let point = accessibilitySettings.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set {
            guard newValue.isFinitePoint else {
                return refuse(
                    "geometry.nonFinite", "Refused accessibilityActivationPoint \(newValue) on \(diagnosticName): values must be finite.")
            }
            updateAccessibilitySettings { $0.activationPoint = newValue }
        }
    }

    /// The stand-in elements made for drawn parts (see `AccessibilityPartsProviding`).
    var accessibilityPartCache: [AccessibilityPartElement] {
        get { accessibilityStorage?.parts ?? [] }
        set { accessibilityStorageForWriting.parts = newValue }
    }

    /// UIKit's default for `accessibilityRespondsToUserInteraction`: an interactive trait or
    /// a custom action.
    var defaultRespondsToUserInteraction: Bool {
        !accessibilityTraits.isDisjoint(with: .interactive) || !(accessibilityStorage?.customActions.isEmpty ?? true)
    }
}
