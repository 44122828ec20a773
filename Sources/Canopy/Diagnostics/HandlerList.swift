/// An ordered list of handlers that tokens can remove themselves from.
///
/// Tokens hold the list, not its owner, so a node being observed is never the target of a
/// weak reference (which would give it a side table and slow every retain and release of
/// it); when the owner goes away first, cancelling simply edits an orphaned list.
package final class HandlerList<Argument> {
    package private(set) var entries: [(id: Int, handler: (Argument) -> Void)] = []
    private var nextID = 0

    /// An empty list.
    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    /// Adds a handler and returns a token that removes it.
    package func add<Token: CancellableToken>(_ handler: @escaping (Argument) -> Void, token: (@escaping () -> Void) -> Token) -> Token {
        nextID += 1
        let id = nextID
        entries.append((id, handler))
        return token { [self] in entries.removeAll { $0.id == id } }
    }

    /// Calls every handler in registration order; one removed during delivery is skipped.
    package func callAll(_ argument: Argument) {
        for entry in entries where entries.contains(where: { $0.id == entry.id }) {
            entry.handler(argument)
        }
    }
}
