import Foundation

/// Simulated screen-reader focus: moving it to an element does what VoiceOver does when the
/// user swipes to that element, so tests can check what focus reveals.
///
/// A move (1) tells the previously focused element it lost focus, (2) scrolls the nearest
/// scroll view holding the element by the least amount that shows it inside the scroll
/// view's bounds less its adjusted content inset, (3) calls the element's
/// `accessibilityElementDidBecomeFocused()` and (4) tells every observer (the analogue of
/// UIKit's element-focused notification; a flexible header listens, to reveal itself or
/// the content under it). Observers run synchronously on the moving thread.
public enum AccessibilityFocus {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var observers: [Int: (ViewNode) -> Void] = [:]
    nonisolated(unsafe) private static var nextID = 0
    nonisolated(unsafe) private static weak var storedFocused: ViewNode?

    /// The element focus was last moved to, while it exists.
    public static var focusedElement: ViewNode? {
        lock.lock()
        defer { lock.unlock() }
        return storedFocused
    }

    /// Moves focus to `element` (see the type's description for the steps).
    public static func move(to element: ViewNode) {
        lock.lock()
        let previous = storedFocused
        storedFocused = element
        let handlers = observers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        if let window = element.window ?? element.accessibilityPartOwner?.window {
            window.accessibilityStorageForWriting.focusedElement = element
        }
        if let previous, previous !== element { previous.accessibilityElementDidLoseFocus() }
        scrollIntoView(element)
        element.accessibilityElementDidBecomeFocused()
        for handler in handlers { handler(element) }
    }

    /// Registers a handler called with each newly focused element, until the token is
    /// cancelled or released.
    public static func addObserver(_ handler: @escaping (ViewNode) -> Void) -> AccessibilityFocusObservation {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        let id = nextID
        observers[id] = handler
        return AccessibilityFocusObservation {
            lock.lock()
            observers[id] = nil
            lock.unlock()
        }
    }

    /// Scrolls the nearest scroll view above `element` by the least amount that brings the
    /// element's frame inside its visible area, clamped to the scroll range; an element taller
    /// than that area is aligned by its top.
    static func scrollIntoView(_ element: ViewNode) {
        // An element outside the view tree (a drawn part, an `AccessibilityElement`) scrolls
        // with the view that draws it, which may be the scroll view itself.
        let owner = element.superview == nil ? element.accessibilityPartOwner : nil
        var ancestor = owner ?? element.superview
        while let node = ancestor, !(node is ScrollNode) { ancestor = node.superview }
        guard let scroll = ancestor as? ScrollNode else { return }
        let rect = owner != nil ? scroll.convert(element.accessibilityFrame, from: nil) : element.convert(element.bounds, to: scroll)
        let inset = scroll.adjustedContentInset
        let visible = CGRect(
            x: scroll.bounds.minX + inset.left, y: scroll.bounds.minY + inset.top,
            width: max(0, scroll.bounds.width - inset.left - inset.right), height: max(0, scroll.bounds.height - inset.top - inset.bottom))
        var offset = scroll.contentOffset
        if rect.minY < visible.minY || rect.height > visible.height {
            offset.y -= visible.minY - rect.minY
        } else if rect.maxY > visible.maxY {
            offset.y += rect.maxY - visible.maxY
        }
        if rect.minX < visible.minX || rect.width > visible.width {
            offset.x -= visible.minX - rect.minX
        } else if rect.maxX > visible.maxX {
            offset.x += rect.maxX - visible.maxX
        }
        let clamped = scroll.clampedContentOffset(offset)
        if clamped != scroll.contentOffset { scroll.contentOffset = clamped }
    }
}

/// Keeps a focus observer registered; `cancel()` or releasing it unregisters.
public final class AccessibilityFocusObservation: CancellableToken {}
