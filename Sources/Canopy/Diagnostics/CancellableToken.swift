/// A registration that lasts until `cancel()` is called or the token is released.
///
/// The base of the observation and frame-handler tokens; cancelling twice is harmless.
public class CancellableToken {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Ends the registration; the handler is not called again.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { cancel() }
}
