import Foundation

extension NavigationBarNode {
    /// Activates the bar button item under each touch that lifted inside one (its primary
    /// action, else its target-action), as a tap on a UIKit bar item does; returns the
    /// touches that ended elsewhere.
    func activateItems(under touches: Set<Touch>) -> Set<Touch> {
        var unhandled: Set<Touch> = []
        for touch in touches {
            let point = touch.location(in: self)
            if bounds.contains(point), let item = barButtonItem(at: point) {
                item.performAction()
            } else {
                unhandled.insert(touch)
            }
        }
        return unhandled
    }
}
