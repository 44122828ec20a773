import Foundation

/// A view lent without a retain: the safe-area notify list's entries.
///
/// Every view of a layout pass whose safe area changed waits in that list for its callback;
/// retaining and releasing each made the pass a third slower (see "Unsafe references" in
/// Benchmarks/README.md). The list states what holds its views meanwhile, and passes that
/// statement to every read: debug builds also hold the view weakly (giving it a side table,
/// in debug builds only) and stop, naming the statement, when a read finds the view released.
/// Release builds store the unretained reference alone.
struct BorrowedView {
    private let reference: Unmanaged<ViewNode>
    #if DEBUG
        /// The same view, held weakly: nil once it is released.
        private weak var shadow: ViewNode?
    #endif

    /// Lends `view`, which something else must hold until the last read.
    @inline(__always)
    init(_ view: ViewNode) {
        reference = .passUnretained(view)
        #if DEBUG
            shadow = view
        #endif
    }

    /// Runs `body` on the view without retaining it; `holder` states what holds the view.
    @inline(__always)
    func withView<Result>(heldBy holder: StaticString, _ body: (ViewNode) throws -> Result) rethrows -> Result {
        #if DEBUG
            check(holder)
        #endif
        return try reference._withUnsafeGuaranteedRef(body)
    }

    /// The view as a reference the caller holds from here on; `holder` states what held it.
    @inline(__always)
    func view(heldBy holder: StaticString) -> ViewNode {
        #if DEBUG
            check(holder)
        #endif
        return reference.takeUnretainedValue()
    }

    #if DEBUG
        /// Stops when the view is gone.
        private func check(_ holder: StaticString) {
            if shadow == nil { preconditionFailure("a view lent without a retain was released: \(holder)") }
        }
    #endif
}
