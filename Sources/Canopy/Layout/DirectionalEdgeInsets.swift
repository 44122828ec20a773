import Foundation

/// Insets named by reading direction (leading, trailing) rather than side: the
/// NSDirectionalEdgeInsets analogue. Canopy lays out left to right, so leading is left.
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the leading (left) edge, in points.
    public var leading: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the trailing (right) edge, in points.
    public var trailing: CGFloat

    /// All insets zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Creates insets from the four values, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All insets zero.
    public static var zero: DirectionalEdgeInsets { DirectionalEdgeInsets() }
}

extension ViewNode {
    /// `layoutMargins` by reading direction: leading is left and trailing right, since
    /// Canopy lays out left to right. Setting it sets `layoutMargins`.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The widest line length UIKit's readable content guide allows at the default text
    /// size, in points: about 70 characters of 17-point body text.
    public static let readableContentWidth: CGFloat = 672

    /// The margins guide narrowed to `readableContentWidth`, centred, for text that should
    /// not run the full width of a wide screen.
    public var readableContentGuide: LayoutGuide {
        let state = layoutStateForWriting
        if let guide = state.readableGuide { return guide }
        let guide = LayoutGuide(owningView: self, kind: .readable)
        guide.identifier = "readableContent"
        state.readableGuide = guide
        return guide
    }
}
