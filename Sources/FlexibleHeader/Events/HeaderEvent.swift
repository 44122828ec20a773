import Canopy
import Foundation

/// One input to the header, as a value: what happened and what it carries.
///
/// Every way the world reaches the header (scrolling, insets, safe areas, sizes, the status bar,
/// API calls, clock ticks, a change of tracking scroll view) becomes one of these and goes
/// through `FlexibleHeaderView.send(_:)`, the header's one run loop. An event arriving while
/// another is handled waits in the pipeline's queue, as a value, and runs after it, in order.
enum HeaderEvent {
    // MARK: Scrolling

    /// The tracking scroll view's offset changed (forwarded or observed).
    case scroll
    /// With `preventsJumps`, the client's offset write that keeps rows still after content
    /// changed above them; followed without moving the header.
    case compensatingOffset
    /// A drag ended; a partly shifted header settles when it will not decelerate.
    case dragEnded(willDecelerate: Bool)
    /// A deceleration ended.
    case decelerationEnded

    /// An event not yet given a kind of its own: runs `body` on the header.
    case script(holdsStill: Bool, (FlexibleHeaderView) -> Void)
}

extension HeaderEvent {
    /// Whether, with `preventsJumps`, the header's frame ends the event where the event found it.
    ///
    /// Scrolling, a shift asked for and animation frames move the header on purpose.
    var holdsStill: Bool {
        switch self {
        case .scroll, .dragEnded, .decelerationEnded: false
        case .compensatingOffset: true
        case .script(let holdsStill, _): holdsStill
        }
    }
}
