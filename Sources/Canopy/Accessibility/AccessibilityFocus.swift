import Foundation

/// Simulated screen-reader focus: moving it to an element does what VoiceOver does when the
/// user swipes to that element, so tests can check what focus reveals.
///
/// Each window has its own focus, as each screen has its own VoiceOver cursor: a move in one
/// window never tells an element of another window that it lost focus, so tests running side
/// by side in separate windows (and threads) do not reach into each other's trees. An element
/// in no window shares one focus with the other window-less elements of its thread.
///
/// A move (1) tells the element previously focused in the same window it lost focus, (2) scrolls the nearest
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

    /// The element focus was last moved to in any window, while it exists; a window's own
    /// focus is `WindowNode.accessibilityFocusedElement`.
    ///
    /// Process-wide: tests running side by side move it too, so a test reads its window's focus.
    public static var focusedElement: ViewNode? {
        lock.lock()
        defer { lock.unlock() }
        return storedFocused
    }

    /// Moves focus to `element` (see the type's description for the steps).
    public static func move(to element: ViewNode) {
        lock.lock()
        storedFocused = element
        let handlers = observers.sorted { $0.key < $1.key }.map(\.value)
        lock.unlock()
        let previous: ViewNode?
        if let window = element.window ?? element.accessibilityPartOwner?.window {
            let storage = window.accessibilityStorageForWriting
            previous = storage.focusedElement
            storage.focusedElement = element
        } else {
            previous = WindowlessFocus.current.element
            WindowlessFocus.current.element = element
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

/// The focus of elements in no window, one per thread (nodes never cross threads).
private final class WindowlessFocus {
    weak var element: ViewNode?

    private static let key = "canopy.accessibility.windowlessFocus"

    /// This thread's slot, created on first use.
    static var current: WindowlessFocus {
        let dictionary = Thread.current.threadDictionary
        if let slot = dictionary[key] as? WindowlessFocus { return slot }
        let slot = WindowlessFocus()
        dictionary[key] = slot
        return slot
    }
}

/// Keeps a focus observer registered; `cancel()` or releasing it unregisters.
public final class AccessibilityFocusObservation: CancellableToken {}
