/// A registration that lasts until `cancel()` is called or the token is released.
///
/// The base of the observation and frame-handler tokens; cancelling twice is harmless.
open class CancellableToken {
    private var onCancel: (() -> Void)?

    /// A token that runs `onCancel` once, on `cancel()` or release; open only to the
    /// observation tokens of this package's modules.
    package init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Ends the registration; the handler is not called again.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { cancel() }
}
