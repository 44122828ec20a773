import Foundation

/// Coordinates work with a window size change; the window drives it.
///
/// Alongside blocks run once the new geometry is applied, completions after layout. A block
/// registered after its batch ran runs immediately.
public final class TransitionCoordinator {
    /// The size the window is transitioning to, in points.
    public let size: CGSize
    private var alongside: [(TransitionCoordinator) -> Void] = []
    private var completions: [(TransitionCoordinator) -> Void] = []
    private var ranAlongside = false
    private var ranCompletions = false

    init(size: CGSize) { self.size = size }

    /// Registers blocks to run with the transition; either may be nil. Always returns true.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((TransitionCoordinator) -> Void)?,
        completion: ((TransitionCoordinator) -> Void)?
    ) -> Bool {
        if let a = animation {
            if ranAlongside { a(self) } else { alongside.append(a) }
        }
        if let c = completion {
            if ranCompletions { c(self) } else { completions.append(c) }
        }
        return true
    }

    func runAlongside() {
        ranAlongside = true
        let blocks = alongside
        alongside = []
        blocks.forEach { $0(self) }
    }

    func runCompletions() {
        ranCompletions = true
        let blocks = completions
        completions = []
        blocks.forEach { $0(self) }
    }
}
