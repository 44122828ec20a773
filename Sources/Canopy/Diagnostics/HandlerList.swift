/// An ordered list of handlers that tokens can remove themselves from.
///
/// Tokens hold the list, not its owner, so a node being observed is never the target of a
/// weak reference (which would give it a side table and slow every retain and release of
/// it); when the owner goes away first, cancelling simply edits an orphaned list.
package final class HandlerList<Argument> {
    @exclusivity(unchecked) package private(set) var entries: [(id: Int, handler: (Argument) -> Void)] = [] {
        didSet { storedIsEmpty = entries.isEmpty }
    }
    private var nextID = 0

    /// An empty list.
    package init() {}

    /// Whether no handler is registered.
    ///
    /// Kept in a stored flag: reading the generic array's count from another module
    /// instantiates the element type's metadata on every call, about 900 instructions.
    package var isEmpty: Bool { storedIsEmpty }
    private var storedIsEmpty = true

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
