import Foundation
import Synchronization

/// The `animate` blocks open on this thread, innermost last, and the first value each view
/// property had in them.
///
/// Trees are confined to the thread that built them, so the stack is per thread; a
/// process-wide count of open blocks lets every geometry setter skip the thread-local
/// lookup with one relaxed load while no block is open anywhere.
final class AnimationTransaction {
    /// Open blocks in the whole process.
    static let openCount = Atomic<Int>(0)
    private static let key = "org.canopy.animationTransactions"

    /// A property's first captured value in this block.
    struct Capture {
        let node: ViewNode
        let property: AnimatedProperty
        let from: AnimatedValue
        /// What was drawn then, when the view was animating (for `beginFromCurrentState`).
        let drawn: AnimatedValue?
    }

    /// The block's resolved timing parameters (inherited from an enclosing block unless overridden).
    let duration: TimeInterval
    let delay: TimeInterval
    let curve: AnimationCurve
    let options: ViewNode.AnimationOptions
    /// False inside `performWithoutAnimation`: changes there are not animated.
    let captures: Bool
    private(set) var captured: [Capture] = []
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        let node: ObjectIdentifier
        let property: AnimatedProperty
    }

    init(duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve, options: ViewNode.AnimationOptions, captures: Bool) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.options = options
        self.captures = captures
    }

    /// The open blocks of this thread.
    static var stack: [AnimationTransaction] {
        get { (Thread.current.threadDictionary[key] as? Box)?.items ?? [] }
        set {
            if let box = Thread.current.threadDictionary[key] as? Box {
                box.items = newValue
            } else {
                Thread.current.threadDictionary[key] = Box(newValue)
            }
        }
    }

    private final class Box {
        var items: [AnimationTransaction]
        init(_ items: [AnimationTransaction]) { self.items = items }
    }

    /// The innermost open block of this thread, when any block is open.
    static var current: AnimationTransaction? {
        guard openCount.load(ordering: .relaxed) > 0 else { return nil }
        return stack.last
    }

    /// Notes `node`'s `property` before its first change in this block.
    func capture(_ node: ViewNode, _ property: AnimatedProperty) {
        guard captures, seen.insert(Key(node: ObjectIdentifier(node), property: property)).inserted else { return }
        let drawn = node.animatingPresentation?.value(of: property)
        captured.append(Capture(node: node, property: property, from: node.animatedValue(property), drawn: drawn))
    }

    /// Runs `body` with `transaction` open on this thread.
    static func run(_ transaction: AnimationTransaction, _ body: () -> Void) {
        stack.append(transaction)
        openCount.add(1, ordering: .relaxed)
        defer {
            openCount.subtract(1, ordering: .relaxed)
            stack.removeLast()
        }
        body()
    }
}

extension ViewNode {
    /// Called by each animatable property's setter before it changes: notes the old value
    /// when an animation block is open on this thread.
    @inline(__always)
    func willChangeAnimatable(_ property: AnimatedProperty) {
        guard AnimationTransaction.openCount.load(ordering: .relaxed) > 0 else { return }
        AnimationTransaction.stack.last?.capture(self, property)
    }
}
