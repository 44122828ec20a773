#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A per-thread counter kept in a pthread key: trees are confined to the thread that built
/// them, so "how many safe-area batches are open on this thread" answers "is one open on
/// this tree" without walking up to the tree root.
struct ThreadCounter: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// The counter's value on the current thread (0 until first changed).
    var value: Int { Int(bitPattern: pthread_getspecific(key)) }

    /// Sets the counter of the current thread (a caller that just read it saves a second read).
    func set(_ newValue: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue))
    }

    /// Adds `delta` to the counter of the current thread.
    func add(_ delta: Int) {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: value + delta))
    }

    /// Open safe-area batches on this thread.
    static let safeAreaBatches = ThreadCounter()
    /// Safe-area notify phases running on this thread (a callback may start another).
    static let safeAreaNotifications = ThreadCounter()
    /// 1 while this thread's safe-area phase state exists (`SafeAreaNotifyPhase`), so ending
    /// a phase that needed none looks in no dictionary.
    static let safeAreaPhaseStates = ThreadCounter()
    /// Nested controller-to-children forwards (`ChildForwarding`) on this thread.
    static let childForwarding = ThreadCounter()
    /// Nested subclass `hitTest(_:)` calls made by the default hit test on this thread.
    static let hitTestNesting = ThreadCounter()
}
