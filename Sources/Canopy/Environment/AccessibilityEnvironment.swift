import Foundation

/// Process-wide accessibility state that views react to (VoiceOver, reduce motion).
///
/// Observers run synchronously on the thread that changes the value.
public enum AccessibilityEnvironment {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running = false
    nonisolated(unsafe) private static var observers: [Int: (Bool) -> Void] = [:]
    nonisolated(unsafe) private static var nextID = 0
    nonisolated(unsafe) private static var reduceMotion = false

    /// Whether the user asked for less motion: views then move to their end state in one frame.
    public static var isReduceMotionEnabled: Bool {
        get {
            lock.lock()
            defer { lock.unlock() }
            return reduceMotion
        }
        set {
            lock.lock()
            reduceMotion = newValue
            lock.unlock()
        }
    }

    /// Whether a screen reader is running; setting a new value notifies every observer.
    public static var isVoiceOverRunning: Bool {
        get {
            lock.lock()
            defer { lock.unlock() }
            return running
        }
        set {
            lock.lock()
            let changed = running != newValue
            running = newValue
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
