import Foundation

/// A controller's top layout guide: a length in points from the top of its view.
///
/// Reads the last assigned value, or the loaded view's top safe-area inset when none was
/// ever assigned (0 while the view is not loaded).
public final class LayoutSupport {
    /// Weak: the controller owns its guide, and the guide may outlive it.
    weak var controller: ViewControllerNode?
    private var assigned: CGFloat?

    init(controller: ViewControllerNode) { self.controller = controller }

    /// The guide's length in points; assigning marks the controller's view for layout.
    ///
    /// Non-finite values are refused (`geometry.nonFinite`).
    public var length: CGFloat {
        get { assigned ?? controller?.viewIfLoaded?.safeAreaInsets.top ?? 0 }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report(code: "geometry.nonFinite", "Refused topLayoutGuide.length = \(newValue): the value must be finite.")
            }
            assigned = newValue
            controller?.viewIfLoaded?.setNeedsLayout()
            controller?.viewIfLoaded?.invalidateConstraintHolders()
        }
    }

    /// Whether a length was ever assigned (otherwise it follows the safe area).
    public var hasAssignedLength: Bool { assigned != nil }
}
