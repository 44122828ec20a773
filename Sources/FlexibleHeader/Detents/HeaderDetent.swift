import Foundation

/// A position the header can rest at.
///
/// Heights follow the same safe-area convention as `minimumHeight` and `maximumHeight`: they
/// include the top safe area when `minMaxHeightIncludesSafeArea` is on.
public enum HeaderDetent: Hashable, Sendable, Codable {
    /// At its maximum height, fully on screen.
    case expanded
    /// At its minimum height, fully on screen.
    case collapsed
    /// Shifted fully off screen; needs a shift behaviour other than `.disabled`.
    case hidden
    /// At this height (points, between the minimum and the maximum), fully on screen.
    case height(CGFloat)
}

extension HeaderDetent: CustomStringConvertible {
    /// `expanded`, `collapsed`, `hidden` or `height(120.0)`.
    public var description: String {
        switch self {
        case .expanded: "expanded"
        case .collapsed: "collapsed"
        case .hidden: "hidden"
        case .height(let h): "height(\(h))"
        }
    }
}
