import Foundation

extension ViewControllerNode {
    /// Asks the window to re-resolve the status bar when this controller belongs to the
    /// window's root controller hierarchy.
    public func setNeedsStatusBarAppearanceUpdate() {
        let root = rootAncestor
        guard let window = root.hostWindow, window.rootViewController === root else { return }
        window.resolveStatusBar()
    }

    /// Follows `childForStatusBarHidden` (or `…Style`) links from `self` to the deciding
    /// controller, stopping with a diagnostic at a cycle.
    func resolvedStatusBarController(_ next: (ViewControllerNode) -> ViewControllerNode?, kind: String) -> ViewControllerNode {
        var c = self
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let n = next(c) {
            if visited.contains(ObjectIdentifier(n)) {
                Diagnostics.report(
                    code: "controller.statusBarChildCycle",
                    "The \(kind) chain from \(diagnosticName) revisits \(n.diagnosticName); resolution stops at \(c.diagnosticName).")
                break
            }
            visited.insert(ObjectIdentifier(n))
            c = n
        }
        return c
    }
}
