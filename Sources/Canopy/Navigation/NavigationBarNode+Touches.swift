import Foundation

extension NavigationBarNode {
    /// Activates what each touch lifted inside, as a tap does in UIKit: the back button pops
    /// the top controller of the navigation controller owning the bar (animated); a bar
    /// button item runs its primary action, else its target-action. Returns the touches that
    /// ended elsewhere.
    func activateItems(under touches: Set<Touch>) -> Set<Touch> {
        var unhandled: Set<Touch> = []
        for touch in touches {
            let point = touch.location(in: self)
            if bounds.contains(point), isBackButton(at: point) {
                popTopItem()
            } else if bounds.contains(point), let item = barButtonItem(at: point) {
                item.performAction()
            } else {
                unhandled.insert(touch)
            }
        }
        return unhandled
    }

    /// Whether `point` (bar coordinates) is inside the back button's box, when one shows and
    /// no push or pop is under way (UIKit ignores the back button mid-transition).
    public func isBackButton(at point: CGPoint) -> Bool {
        guard transition == nil, let back = currentLayout.backButton else { return false }
        return back.frame.contains(point)
    }

    /// The navigation controller whose bar this is, found up the responder chain.
    var owningNavigationController: NavigationControllerNode? {
        for responder in responderChain.dropFirst() {
            if let navigation = responder as? NavigationControllerNode, navigation.navigationBar === self { return navigation }
        }
        return nil
    }

    /// Pops the owning navigation controller's top controller, as a back-button tap does; a
    /// bar outside a navigation controller reports `navigationBar.noController` and changes
    /// nothing.
    private func popTopItem() {
        guard let navigation = owningNavigationController else {
            Diagnostics.report(
                code: "navigationBar.noController",
                "A tap on the back button of a navigation bar outside a navigation controller did nothing: only a navigation controller's bar pops.")
            return
        }
        _ = navigation.popViewController(animated: true)
    }
}
