import Canopy
import Foundation

extension FlexibleHeaderView {
    /// Keeps the header's frame and the tracked content still across changes that are not
    /// scrolling (default false).
    ///
    /// When true, switching the tracking scroll view, rows inserted or removed above the
    /// viewport (with the offset compensated), content growing or shrinking, a safe-area or
    /// status-bar change, a rotation or resize, `changeContentInsets(_:)` and a changed
    /// setting move neither the header's edges nor the first visible row by more than half a
    /// point in any frame. Where the header's height and the scroll position disagree after
    /// such a change, the header keeps its height and the difference is used up by the next
    /// scrolling, point for point, so the two meet again without a jump. See
    /// <doc:KeepingTheHeaderAndContentStill> for the rules.
    ///
    /// Off by default because the original moves the content (or the header) in these cases,
    /// and existing screens depend on those numbers.
    public var preventsJumps: Bool {
        get { settings.preventsJumps }
        set { settings.preventsJumps = newValue }
    }
}
