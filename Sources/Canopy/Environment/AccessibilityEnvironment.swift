import Foundation
import Synchronization

/// Process-wide accessibility state that views react to (VoiceOver, reduce motion).
///
/// Observers run synchronously on the thread that changes the value.
public enum AccessibilityEnvironment {
    /// Guards the observers and orders changes; reads take the atomic flags alone, since a
    /// header reads VoiceOver's status on every scroll event.
    private static let lock = NSLock()
    private static let running = Atomic<Bool>(false)
    nonisolated(unsafe) private static var observers: [Int: (Bool) -> Void] = [:]
    nonisolated(unsafe) private static var nextID = 0
    private static let reduceMotion = Atomic<Bool>(false)

    /// Whether the user asked for less motion: views then move to their end state in one frame.
    public static var isReduceMotionEnabled: Bool {
        get { reduceMotion.load(ordering: .acquiring) }
        set { reduceMotion.store(newValue, ordering: .releasing) }
    }

    /// Whether a screen reader is running; setting a new value notifies every observer.
    public static var isVoiceOverRunning: Bool {
        get { running.load(ordering: .acquiring) }
        set {
            lock.lock()
            let changed = running.exchange(newValue, ordering: .acquiringAndReleasing) != newValue
            let handlers = observers.sorted { $0.key < $1.key }.map(\.value)
            lock.unlock()
            if changed { handlers.forEach { $0(newValue) } }
        }
    }

    /// Registers a handler called with the new value after each change, until the token is
    /// cancelled or released.
    public static func addVoiceOverObserver(_ handler: @escaping (Bool) -> Void) -> VoiceOverObservation {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        observers[nextID] = handler
        let id = nextID
        return VoiceOverObservation { removeObserver(id) }
    }

    static func removeObserver(_ id: Int) {
        lock.lock()
        observers[id] = nil
        lock.unlock()
    }
}

/// Keeps a VoiceOver observer registered; `cancel()` or releasing it unregisters.
public final class VoiceOverObservation: CancellableToken {}
