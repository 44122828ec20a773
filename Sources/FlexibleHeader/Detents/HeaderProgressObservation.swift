/// Keeps a progress observer registered; `cancel()` or releasing it unregisters.
public final class HeaderProgressObservation {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Ends the registration; the handler is not called again. Cancelling twice is harmless.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    deinit { cancel() }
}

/// The progress observers of one header, in registration order.
///
/// Tokens hold this list rather than the header, so an observer never keeps a header alive.
final class ProgressObserverList {
    private var entries: [(id: Int, handler: (HeaderProgress) -> Void)] = []
    private var nextID = 0

    var isEmpty: Bool { entries.isEmpty }

    /// Adds `handler` and returns the token that removes it.
    func add(_ handler: @escaping (HeaderProgress) -> Void) -> HeaderProgressObservation {
        nextID += 1
        let id = nextID
        entries.append((id, handler))
        return HeaderProgressObservation { [self] in entries.removeAll { $0.id == id } }
    }

    /// Calls every handler in order; one removed during delivery is skipped.
    func callAll(_ progress: HeaderProgress) {
        for entry in entries where entries.contains(where: { $0.id == entry.id }) {
            entry.handler(progress)
        }
    }
}
