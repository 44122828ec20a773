import Foundation

/// Views waiting to be handed out again, queued by reuse identifier: the reuse store tables
/// and collections share.
///
/// A view that leaves the screen is enqueued under its identifier; the next dequeue of that
/// identifier takes the most recently queued one, so the views a list keeps follow the most
/// shown at once, not the number of rows or items.
struct ReuseQueue<Node: AnyObject> {
    private var queues: [String: [Node]] = [:]

    /// Queues `node` under `identifier`; a node already queued is not queued twice.
    mutating func enqueue(_ node: Node, identifier: String) {
        if queues[identifier]?.contains(where: { $0 === node }) == true { return }
        queues[identifier, default: []].append(node)
    }

    /// Takes the most recently queued node of `identifier`, or nil when none waits.
    mutating func dequeue(identifier: String) -> Node? {
        queues[identifier]?.popLast()
    }

    /// Takes `node` out of the queue of `identifier` if it waits there (a data source
    /// returning a queued view without dequeuing it).
    mutating func remove(_ node: Node, identifier: String) {
        guard var queue = queues[identifier], let i = queue.firstIndex(where: { $0 === node }) else { return }
        queue.remove(at: i)
        queues[identifier] = queue
    }

    /// The number of nodes waiting, over every identifier.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }
}
