/// An ordered list of handlers that tokens can remove themselves from.
///
/// Tokens hold the list, not its owner, so a node being observed is never the target of a
/// weak reference (which would give it a side table and slow every retain and release of
/// it); when the owner goes away first, cancelling simply edits an orphaned list.
///
/// Every operation is linear in the handlers it touches: delivery calls each handler once
/// and checks nothing else per handler, and a removal finds its slot by binary search (ids
/// grow with registration, and slots keep registration order) and leaves a hole that is
/// compacted once holes make up half the slots, so thousands of handlers cost thousands
/// of steps, not millions.
package final class HandlerList<Argument> {
    /// Handlers in registration order; a removed one leaves a nil handler until compaction.
    private var slots: [(id: Int, handler: ((Argument) -> Void)?)] = []
    private var holes = 0
    /// How many `callAll` run now (a handler may deliver again); slots move only at zero.
    private var deliveries = 0
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
        slots.append((id, handler))
        storedIsEmpty = false
        return token { [self] in remove(id) }
    }

    /// Calls every handler in registration order, once each; one removed during delivery is
    /// skipped, one added during delivery waits for the next delivery.
    package func callAll(_ argument: Argument) {
        if storedIsEmpty { return }
        let end = slots.count
        deliveries += 1
        var index = 0
        while index < end {
            if let handler = slots[index].handler { handler(argument) }
            index += 1
        }
        deliveries -= 1
        if deliveries == 0 && holes > 0 { compactIfSparse() }
    }

    private func remove(_ id: Int) {
        // Binary search: slots are in increasing id order, holes included.
        var low = 0
        var high = slots.count
        while low < high {
            let mid = (low + high) / 2
            if slots[mid].id < id { low = mid + 1 } else { high = mid }
        }
        guard low < slots.count, slots[low].id == id, slots[low].handler != nil else { return }
        slots[low].handler = nil
        holes += 1
        storedIsEmpty = holes == slots.count
        if deliveries == 0 { compactIfSparse() }
    }

    /// Drops the holes once they are half the slots, so compaction costs O(1) per removal.
    private func compactIfSparse() {
        guard holes * 2 >= slots.count else { return }
        slots.removeAll { $0.handler == nil }
        holes = 0
        storedIsEmpty = slots.isEmpty
    }
}
