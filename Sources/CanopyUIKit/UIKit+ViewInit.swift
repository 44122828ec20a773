import Canopy

extension ViewNode {
    /// A view with a zero frame, as `UIView()` makes one.
    ///
    /// `init(frame:)`'s default argument already covers `ViewNode()`, but a subclass that
    /// overrides `init(frame:)` (UIKit's usual way) loses the default; this initialiser, which
    /// such a subclass inherits, keeps `PostView()` compiling as it does on iOS.
    public convenience init() {
        self.init(frame: .zero)
    }
}
