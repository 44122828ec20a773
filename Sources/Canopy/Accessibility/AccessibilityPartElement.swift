import Foundation

/// A part of a view that the view draws itself yet a screen reader reads as its own element:
/// a segment, a bar button item, a tab.
///
/// UIKit builds these parts from private subviews (`UISegment`, `UITabBarButton`); Canopy
/// draws them, so the view describes each part and the reading order reads a stand-in element
/// for it, placed over the part.
struct AccessibilityPart {
    /// What the screen reader says first.
    var label: String?
    /// The part's current value, spoken after the label.
    var value: String?
    /// The part's traits.
    var traits: AccessibilityTraits
    /// The part's rectangle in its view's bounds coordinates.
    var frame: CGRect
    /// A subview read in the part's place (a navigation bar's title view), or nil.
    var view: ViewNode?

    init(label: String?, value: String? = nil, traits: AccessibilityTraits, frame: CGRect) {
        self.label = label
        self.value = value
        self.traits = traits
        self.frame = frame
    }

    /// A subview read in place among the parts.
    init(view: ViewNode) {
        self.init(label: nil, traits: [], frame: .zero)
        self.view = view
    }
}

/// A view whose drawn parts are read as separate elements, in the order given.
protocol AccessibilityPartsProviding: ViewNode {
    /// The parts, in reading order; read each time the reading order is computed, so they
    /// follow the view's state.
    var accessibilityParts: [AccessibilityPart] { get }
}

/// The stand-in element the reading order reads for an `AccessibilityPart`: not in the view
/// tree, so it neither draws nor takes touches; its frame is the part's, in window coordinates.
final class AccessibilityPartElement: ViewNode {
    /// The view that draws the part.
    private(set) weak var owner: ViewNode?

    init(owner: ViewNode) {
        self.owner = owner
        super.init(frame: .zero)
    }

    func update(to part: AccessibilityPart, in owner: ViewNode) {
        let frame = owner.convert(part.frame, to: nil)
        updateAccessibilitySettings {
            $0.isElement = true
            $0.label = part.label
            $0.value = part.value
            $0.traits = part.traits
            $0.frame = frame
            $0.activationPoint = nil
        }
    }
}

extension AccessibilityPartsProviding {
    /// The stand-in elements for the current parts, reusing those made before so an element
    /// keeps its identity while its part exists.
    var accessibilityPartElements: [ViewNode] {
        let parts = accessibilityParts
        let drawn = parts.count { $0.view == nil }
        var elements = accessibilityPartCache
        if elements.count > drawn { elements.removeLast(elements.count - drawn) }
        while elements.count < drawn { elements.append(AccessibilityPartElement(owner: self)) }
        accessibilityPartCache = elements
        var result: [ViewNode] = []
        result.reserveCapacity(parts.count)
        var next = 0
        for part in parts {
            if let view = part.view {
                result.append(view)
            } else {
                elements[next].update(to: part, in: self)
                result.append(elements[next])
                next += 1
            }
        }
        return result
    }
}

extension ViewNode {
    /// The view that draws this element when it is not in the view tree: the owner of a
    /// drawn part (a segment, a bar item, a tab) or the container of an
    /// `AccessibilityElement`; nil for views. Audits use it to find what paints the element,
    /// focus to find the scroll view holding it.
    package var accessibilityPartOwner: ViewNode? {
        (self as? AccessibilityPartElement)?.owner ?? (self as? AccessibilityElement)?.accessibilityContainer
    }
}
